import type { Audience, CardView } from "../../engine/play/CardView";
import type { CardUser } from "./CardWorld";

/** A button is for its audience only: rendered for them, and checked again when pressed. */
export function mayPress(audience: Audience, user: CardUser): boolean {
  switch (audience.kind) {
    case "gm":
      return user.isGM;
    case "owner":
      return user.owns(audience.actor);
    case "owner-or-gm":
      return user.isGM || user.owns(audience.actor);
  }
}

/**
 * Whether a button is `user`'s to answer on a card kept from them: theirs by its audience, and,
 * for a GM, not a player's own. A GM owns every actor, so core lets a GM press an owner's button,
 * but the button of an actor a player owns (`playerOwned`) is that player's to press: a GM is
 * given it only with the rest of a card the GM sees whole.
 */
export function answers(audience: Audience, user: CardUser, playerOwned: (actor: string) => boolean): boolean {
  return mayPress(audience, user) && !(user.isGM && audience.kind === "owner" && playerOwned(audience.actor));
}

/** Whether `user` has a button to answer on the card now (`answers`): one a GM's game wrote, not used. */
export function pressesNow(view: CardView, writtenByGM: boolean, user: CardUser, playerOwned: (actor: string) => boolean): boolean {
  return writtenByGM && view.buttons.some((button) => !button.used && answers(button.audience, user, playerOwned));
}
