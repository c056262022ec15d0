import type { ActorChange } from "./ActorSnapshot";
import type { RuleEffect } from "../effects/RuleEffect";

/** A rule effect as it is kept on an actor: with the mark of the card step that put it on. */
export interface MarkedEffect {
  readonly mark: string;
  readonly effect: RuleEffect;
}

/** What marks the effects a sheet's start puts on, where no card is posted yet: no card's undo reaches them. */
export const START_ORIGIN = "start";

/** The mark an effect the rules put on carries: the card's message and the effect's tag on it, so an undo of that card's step finds it. */
export function effectMark(origin: string, tag: string): string {
  return `${origin}:${tag}`;
}

/**
 * The rules' effects on an actor after a change, for a table that keeps them itself (the
 * gallery's): those the change takes off gone, those it puts on added after the rest, each
 * marked with the step's `origin`, as the GM's game marks its Active Effects.
 */
export function effectsAfter(held: readonly MarkedEffect[], change: ActorChange, origin: string): readonly MarkedEffect[] {
  const ended = new Set((change.endEffects ?? []).map((tag) => effectMark(origin, tag)));
  const placed = (change.effects ?? []).map((one) => ({ mark: effectMark(origin, one.tag), effect: one.effect }));
  return [...held.filter((one) => !ended.has(one.mark)), ...placed];
}
