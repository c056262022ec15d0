import type { Outcome } from "../src/engine/Refusal";
import type { GalleryState } from "./GalleryState";

/**
 * The cards a rule set's page opens with, played through the real buttons with forced dice,
 * so each kind of card is on show in a known state.
 */
export interface OpeningScene {
  /** The faces the scene's dice come up with, in the order they are thrown. */
  readonly faces: readonly number[];
  play(state: GalleryState): Promise<void>;
}

/** An opening scene is fixed: a refusal in it means the rules changed under it, and the page says so. */
export function played<T>(outcome: Outcome<T>): T {
  if (!outcome.ok) throw new Error(`The gallery's opening scene was refused: ${outcome.refusal.message}`);
  return outcome.value;
}
