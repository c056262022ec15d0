import type { ActorChange, ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import { restoreFate } from "../fate";
import { fighterOf } from "./snapshot";

/** Spent Fate returns at the start of the next session; an actor with its Fate whole is left alone. */
export function restoreSpentFate(actor: ActorSnapshot): readonly ActorChange[] {
  const read = fighterOf(actor);
  if (!read.ok) return [];
  const { fighter } = read.value;
  const restored = restoreFate(fighter.actor.fate.max);
  return fighter.fate === restored ? [] : [{ actor: actor.ref, system: { "fate.value": restored } }];
}
