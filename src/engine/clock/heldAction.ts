import { abort } from "./abort";
import { act } from "./act";
import type { ClockOperation, ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import type { ClockResult } from "./ClockResult";
import { delay } from "./delay";
import { ready } from "./ready";

/** What a combatant's owner may ask of the clock out of the turn's plain walk: Delay, Ready (with what it waits for), Act now, Abort. */
export type HeldAction = { readonly op: "delay" } | { readonly op: "ready"; readonly trigger: string } | { readonly op: "act" } | { readonly op: "abort" };

export const HELD_ACTIONS = ["delay", "ready", "act", "abort"] as const satisfies readonly ClockOperation[];

/**
 * A held action taken on the clock, which knows every initiative rule of the source (the new
 * place after a delayed action, the lost next action after an abort); a shape without the
 * operation refuses it with `unsupported-by-clock`.
 */
export function takeHeldAction(shape: ClockShape, state: ClockState, id: string, held: HeldAction): ClockResult {
  switch (held.op) {
    case "delay":
      return delay(shape, state, id);
    case "ready":
      return ready(shape, state, id, held.trigger.trim());
    case "act":
      return act(shape, state, id);
    case "abort":
      return abort(shape, state, id);
  }
}
