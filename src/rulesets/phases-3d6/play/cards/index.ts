import { betweenFightsKind } from "../../../../engine/play/betweenFights";
import { cardRules } from "../../../../engine/play/CardKind";
import type { CardView } from "../../../../engine/play/CardView";
import { text } from "../../../../engine/text/LocalText";
import { PHASES_MODIFIERS } from "../../modifiers";
import { PHASES_BETWEEN_FIGHTS } from "../betweenFights";
import { PHASES_RANGE_AT_TABLE } from "../strikeAtTable";
import { ATTACK_CARD } from "./attackCard";
import { DAMAGE_CARD } from "./damageCard";
import { OPPORTUNITY_CARD } from "./opportunityCard";
import { PHASE_CARD } from "./phaseCard";

/** A card whose data the rules cannot read, or of no kind phases-3d6 has. */
function damaged(): CardView {
  return { title: text("TURNWRIGHT.Phases.Card.Damaged"), rolls: [], lines: [text("TURNWRIGHT.Refusal.card-damaged")], buttons: [] };
}

/**
 * The phases-3d6 cards: an attack manoeuvre with a weapon (one 3d6 against every target), the
 * damage of each hit, a Phase spent from the sheet (a Recovery, shaking off Stunned, a
 * guard), and an attack of opportunity offered when a token leaves a threatened hex. Sheet
 * buttons and token moves start them; card buttons move them on.
 */
export const PHASES_CARDS = cardRules({
  kinds: [ATTACK_CARD, DAMAGE_CARD, PHASE_CARD, OPPORTUNITY_CARD, betweenFightsKind(PHASES_BETWEEN_FIGHTS)],
  modifiers: PHASES_MODIFIERS,
  range: PHASES_RANGE_AT_TABLE,
  damaged,
});
