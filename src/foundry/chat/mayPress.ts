import type { Audience } from "../../engine/play/CardView";
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
