import { cardRules } from "../../../../engine/play/CardKind";
import { rollRequestKind } from "../../../../engine/play/rollRequestCard";
import { D20_ROLL_REQUESTS } from "../rollRequests";
import type { CardView } from "../../../../engine/play/CardView";
import { text } from "../../../../engine/text/LocalText";
import { D20_MODIFIERS } from "../../modifiers";
import type { D20Options } from "../../schema";
import { attackCard } from "./attackCard";
import { checkCard } from "./checkCard";
import { DAMAGE_CARD } from "./damageCard";

/** A card whose data the rules cannot read, or of no kind d20-segments has. */
function damaged(): CardView {
  return { title: text("TURNWRIGHT.D20Segments.Card.Damaged"), rolls: [], lines: [text("TURNWRIGHT.Refusal.card-damaged")], buttons: [] };
}

/**
 * The d20-segments cards: a skill check and an attack, the target's Dodge or Parry rolled on
 * the attack's own card, a hit's damage on a card of its own (dealt where the GM points), and
 * on a check or an attack a natural 1's botch bought, rolled on the table and carried out. The world's options say which side may buy botches.
 */
export function d20Cards(options: D20Options) {
  return cardRules({
    kinds: [checkCard(options), attackCard(options), DAMAGE_CARD, rollRequestKind(D20_ROLL_REQUESTS, D20_MODIFIERS)],
    modifiers: D20_MODIFIERS,
    damaged,
  });
}
