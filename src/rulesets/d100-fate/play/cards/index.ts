import { cardKind, cardRules } from "../../../../engine/play/CardKind";
import { ATTACK, ATTACK_BUTTONS, startAttack } from "./attackCard";
import { AttackCardSchema, DamageCardSchema, FateCardSchema, TestCardSchema } from "./cardData";
import { DAMAGE, DAMAGE_BUTTONS, DAMAGE_DEALING } from "./damageCard";
import { FATE, startFate } from "./fateCard";
import { startTest, TEST, TEST_BUTTONS } from "./testCard";
import { D100_MODIFIERS } from "../../modifiers";
import { attackView, damaged, damageView, fateView, testView } from "./views";
import { BETWEEN_FIGHTS, betweenFightsKind } from "../../../../engine/play/betweenFights";
import { D100_BETWEEN_FIGHTS } from "../betweenFights";

/**
 * The d100-fate cards: a characteristic test, an attack (with each target's defence on the
 * same card), its damage, and Fate spent from the sheet. Sheet buttons start them; card
 * buttons move them on.
 */
export const D100_CARDS = cardRules({
  starts: {
    rollTest: (input) => startTest(input.actor, input.data["characteristic"], input.modifiers),
    attack: (input) => startAttack(input.actor, input.data, input.targets, input.unaware ?? [], input.modifiers),
    spendFate: (input) => startFate(input.actor, input.data["use"]),
  },
  kinds: {
    [TEST]: cardKind(TestCardSchema, { buttons: TEST_BUTTONS, view: testView }),
    [ATTACK]: cardKind(AttackCardSchema, { buttons: ATTACK_BUTTONS, view: attackView }),
    [DAMAGE]: cardKind(DamageCardSchema, { buttons: DAMAGE_BUTTONS, view: damageView, damage: DAMAGE_DEALING }),
    // Fate spent from the sheet is done when the card is posted: it records, and takes no button.
    [FATE]: cardKind(FateCardSchema, { buttons: {}, view: fateView }),
    [BETWEEN_FIGHTS]: betweenFightsKind(D100_BETWEEN_FIGHTS),
  },
  modifiers: D100_MODIFIERS,
  damaged,
});
