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

/** Whether `user` has a button of the card open to press now: one a GM's game wrote, not used, and theirs by its audience. */
export function pressesNow(view: CardView, writtenByGM: boolean, user: CardUser): boolean {
  return writtenByGM && view.buttons.some((button) => !button.used && mayPress(button.audience, user));
}
