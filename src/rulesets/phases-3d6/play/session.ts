import type { ActorChange } from "../../../engine/play/ActorSnapshot";

/**
 * phases-3d6 has no luck that a new session gives back: Stun returns through Recoveries and
 * Body over days of rest, both the GM's to set. So a new session changes nothing.
 */
export function nothingToRestore(): readonly ActorChange[] {
  return [];
}
