import { cardRules, defineCard } from "../../../../engine/play/CardKind";
import type { CardRules } from "../../../../engine/play/CardRules";
import type { ComplicationRule } from "../../WildDie";
import { ATTACK, attackButtons, startAttack } from "./attackCard";
import { AttackCardSchema, DamageCardSchema, DefenceCardSchema, FateCardSchema, RollCardSchema } from "./cardData";
import { DAMAGE, damageDealing } from "./damageCard";
import { DEFENCE, defenceButtons, startDefence } from "./defenceCard";
import { FATE, startFate } from "./fateCard";
import { ROLL, rollButtons, startRoll } from "./rollCard";
import { D6_MODIFIERS } from "../../modifiers";
import { attackView, damaged, damageView, defenceView, fateView, rollView } from "./views";

/**
 * The d6-pool cards: a skill or attribute roll, an attack (the target's defence in force read
 * on its own), the damage it rolls (dealt where the GM points, each defender rolling its own
 * resistance), an active defence put in
 * force, and a Fate Point spent on the round. Every pool is read under the world's rule for
 * complications.
 */
export function d6Cards(rule: ComplicationRule): CardRules {
  return cardRules({
    kinds: [
      defineCard({
        kind: ROLL,
        schema: RollCardSchema,
        starts: { rollTrait: (input) => startRoll(input.actor, input.data["trait"], input.budget, rule, input.modifiers) },
        buttons: rollButtons(rule),
        view: rollView(rule),
      }),
      defineCard({
        kind: ATTACK,
        schema: AttackCardSchema,
        starts: {
          attack: (input) =>
            startAttack(input.actor, input.data, input.targets, { own: input.budget, targets: input.targetBudgets ?? {} }, rule, input.modifiers),
        },
        buttons: attackButtons(rule),
        view: attackView(rule),
      }),
      defineCard({ kind: DAMAGE, schema: DamageCardSchema, buttons: {}, view: damageView, damage: damageDealing(rule) }),
      defineCard({
        kind: DEFENCE,
        schema: DefenceCardSchema,
        starts: { defend: (input) => startDefence(input.actor, input.data, input.budget, rule, input.modifiers) },
        buttons: defenceButtons(rule),
        view: defenceView(rule),
      }),
      // A Fate Point spent from the sheet is done when the card is posted: it records, and takes no button.
      defineCard({
        kind: FATE,
        schema: FateCardSchema,
        starts: { spendFate: (input) => startFate(input.actor, input.budget, rule) },
        buttons: {},
        view: fateView,
      }),
    ],
    modifiers: D6_MODIFIERS,
    damaged,
  });
}
