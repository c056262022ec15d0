import { cardRules, defineCard } from "../../../../engine/play/CardKind";
import { ATTACK, ATTACK_BUTTONS, startAttack } from "./attackCard";
import { AttackCardSchema, DamageCardSchema, FateCardSchema, TestCardSchema } from "./cardData";
import { DAMAGE, DAMAGE_BUTTONS, DAMAGE_DEALING } from "./damageCard";
import { FATE, startFate } from "./fateCard";
import { startTest, TEST, TEST_BUTTONS } from "./testCard";
import { D100_MODIFIERS } from "../../modifiers";
import { attackView, damaged, damageView, fateView, testView } from "./views";
import { betweenFightsKind } from "../../../../engine/play/betweenFights";
import { D100_BETWEEN_FIGHTS } from "../betweenFights";

/**
 * The d100-fate cards: a characteristic test, an attack (with each target's defence on the
 * same card), its damage, and Fate spent from the sheet. Sheet buttons start them; card
 * buttons move them on.
 */
export const D100_CARDS = cardRules({
  kinds: [
    defineCard({
      kind: TEST,
      schema: TestCardSchema,
      starts: { rollTest: (input) => startTest(input.actor, input.data["characteristic"], input.modifiers) },
      buttons: TEST_BUTTONS,
      view: testView,
    }),
    defineCard({
      kind: ATTACK,
      schema: AttackCardSchema,
      starts: { attack: (input) => startAttack(input.actor, input.data, input.targets, input.unaware ?? [], input.modifiers) },
      buttons: ATTACK_BUTTONS,
      view: attackView,
    }),
    defineCard({ kind: DAMAGE, schema: DamageCardSchema, buttons: DAMAGE_BUTTONS, view: damageView, damage: DAMAGE_DEALING }),
    // Fate spent from the sheet is done when the card is posted: it records, and takes no button.
    defineCard({
      kind: FATE,
      schema: FateCardSchema,
      starts: { spendFate: (input) => startFate(input.actor, input.data["use"]) },
      buttons: {},
      view: fateView,
    }),
    betweenFightsKind(D100_BETWEEN_FIGHTS),
  ],
  modifiers: D100_MODIFIERS,
  damaged,
});
