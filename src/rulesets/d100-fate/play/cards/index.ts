import { betweenFightsKind } from "../../../../engine/play/betweenFights";
import { rollRequestKind } from "../../../../engine/play/rollRequestCard";
import { D100_ROLL_REQUESTS } from "../rollRequests";
import { cardRules } from "../../../../engine/play/CardKind";
import type { CardView } from "../../../../engine/play/CardView";
import { text } from "../../../../engine/text/LocalText";
import { D100_MODIFIERS } from "../../modifiers";
import { D100_BETWEEN_FIGHTS } from "../betweenFights";
import { ATTACK_CARD } from "./attackCard";
import { DAMAGE_CARD } from "./damageCard";
import { FATE_CARD } from "./fateCard";
import { TEST_CARD } from "./testCard";

/** A card whose data the rules cannot read, or of no kind d100-fate has. */
function damaged(): CardView {
  return { title: text("TURNWRIGHT.D100Fate.Card.Damaged"), rolls: [], lines: [text("TURNWRIGHT.Refusal.card-damaged")], buttons: [] };
}

/**
 * The d100-fate cards: a characteristic test, an attack (with each target's defence on the
 * same card), its damage, and Fate spent from the sheet. Sheet buttons start them; card
 * buttons move them on.
 */
export const D100_CARDS = cardRules({
  kinds: [TEST_CARD, ATTACK_CARD, DAMAGE_CARD, FATE_CARD, betweenFightsKind(D100_BETWEEN_FIGHTS), rollRequestKind(D100_ROLL_REQUESTS, D100_MODIFIERS)],
  modifiers: D100_MODIFIERS,
  damaged,
});
