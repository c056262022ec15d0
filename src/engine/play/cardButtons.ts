import type { CardState } from "./CardRules";
import type { Audience, CardButtonView } from "./CardView";
import type { LocalText } from "../text/LocalText";

/** A button a card may offer now (or did offer, before it was pressed). */
export interface Offer {
  readonly id: string;
  readonly label: LocalText;
  readonly audience: Audience;
  readonly tone: CardButtonView["tone"];
  readonly available: boolean;
  /** The step that takes damage from a target. */
  readonly damage?: true;
  /** A roll whose modifiers the presser chooses first (see CardButtonView). */
  readonly roll?: string;
}

/** Buttons still on offer, and those already pressed shown as used; the rest are left off. */
export function cardButtons(card: CardState, offers: readonly Offer[]): CardButtonView[] {
  return offers
    .filter((offer) => offer.available || card.used.includes(offer.id))
    .map((offer) => ({
      id: offer.id,
      label: offer.label,
      audience: offer.audience,
      tone: offer.tone,
      used: card.used.includes(offer.id) || !offer.available,
      ...(offer.damage === true ? { damage: true as const } : {}),
      ...(offer.roll === undefined ? {} : { roll: offer.roll }),
    }));
}

/**
 * Who presses what, the same in every rule set: a roll or a spend of luck is its roller's
 * (`owner`); letting something happen (take the hit, roll or apply damage, let an opening
 * pass) is also the GM's, who plays for those nobody else does (`ownerOrGm`); a ruling is the
 * GM's alone (`gm`).
 */
export const owner = (actor: string): Audience => ({ kind: "owner", actor });
export const ownerOrGm = (actor: string): Audience => ({ kind: "owner-or-gm", actor });
export const gm = (): Audience => ({ kind: "gm" });
