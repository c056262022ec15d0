import { cardRules } from "../../../../engine/play/CardKind";
import { rollRequestKind } from "../../../../engine/play/rollRequestCard";
import { d6RollRequests } from "../rollRequests";
import type { CardRules } from "../../../../engine/play/CardRules";
import type { CardView } from "../../../../engine/play/CardView";
import { text } from "../../../../engine/text/LocalText";
import { D6_MODIFIERS } from "../../modifiers";
import { D6_RANGE_AT_TABLE } from "../rangeAtTable";
import type { ComplicationRule } from "../../WildDie";
import { attackCard } from "./attackCard";
import { damageCard } from "./damageCard";
import { defenceCard } from "./defenceCard";
import { fateCard } from "./fateCard";
import { rollCard } from "./rollCard";

/** A card whose data the rules cannot read, or of no kind d6-pool has. */
function damaged(): CardView {
  return { title: text("TURNWRIGHT.D6Pool.Card.Damaged"), rolls: [], lines: [text("TURNWRIGHT.Refusal.card-damaged")], buttons: [] };
}

/**
 * The d6-pool cards: a skill or attribute roll, an attack (the target's defence in force read
 * on its own), the damage it rolls (dealt where the GM points, each defender rolling its own
 * resistance), an active defence put in
 * force, and a Fate Point spent on the round. Every pool is read under the world's rule for
 * complications.
 */
export function d6Cards(rule: ComplicationRule): CardRules {
  return cardRules({
    kinds: [rollCard(rule), attackCard(rule), damageCard(rule), defenceCard(rule), fateCard(rule), rollRequestKind(d6RollRequests(rule), D6_MODIFIERS)],
    modifiers: D6_MODIFIERS,
    range: D6_RANGE_AT_TABLE,
    damaged,
  });
}
