import { cardRules, defineCard } from "../../../../engine/play/CardKind";
import type { D20Options } from "../../schema";
import { ATTACK, attackButtons, startAttack } from "./attackCard";
import { AttackCardSchema, CheckCardSchema, DamageCardSchema } from "./cardData";
import { DAMAGE, DAMAGE_BUTTONS, DAMAGE_DEALING } from "./damageCard";
import { CHECK, checkButtons, startCheck } from "./checkCard";
import { D20_MODIFIERS } from "../../modifiers";
import { attackView, checkView, damaged, damageView } from "./views";

/**
 * The d20-segments cards: a skill check and an attack, the target's Dodge or Parry rolled on
 * the attack's own card, a hit's damage on a card of its own (dealt where the GM points), and
 * on a check or an attack a natural 1's botch bought, rolled on the table and carried out. The world's options say which side may buy botches.
 */
export function d20Cards(options: D20Options) {
  return cardRules({
    kinds: [
      defineCard({
        kind: CHECK,
        schema: CheckCardSchema,
        starts: { rollSkill: (input) => startCheck(input.actor, input.data["skill"], input.budget, input.modifiers) },
        buttons: checkButtons(options),
        view: checkView,
      }),
      defineCard({
        kind: ATTACK,
        schema: AttackCardSchema,
        starts: { attack: (input) => startAttack(input.actor, input.data, input.targets, input.budget, input.unaware ?? [], input.modifiers) },
        buttons: attackButtons(options),
        view: attackView,
      }),
      defineCard({ kind: DAMAGE, schema: DamageCardSchema, buttons: DAMAGE_BUTTONS, view: damageView, damage: DAMAGE_DEALING }),
    ],
    modifiers: D20_MODIFIERS,
    damaged,
  });
}
