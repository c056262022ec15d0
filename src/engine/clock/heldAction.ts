import { abort } from "./abort";
import { act } from "./act";
import type { ClockOperation, ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import type { ClockResult } from "./ClockResult";
import { delay } from "./delay";
import { ready } from "./ready";
import { wait } from "./wait";
import { declare } from "./declare";

/**
 * What a combatant's owner may ask of the clock out of the turn's plain walk: Delay, Ready (with
 * what it waits for), Wait, Act now, Abort, and saying how many actions it takes this round.
 */
export type HeldAction =
  | { readonly op: "delay" }
  | { readonly op: "ready"; readonly trigger: string }
  | { readonly op: "wait" }
  | { readonly op: "act" }
  | { readonly op: "abort" }
  | { readonly op: "declare"; readonly count: number };

export const HELD_ACTIONS = ["delay", "ready", "wait", "act", "abort", "declare"] as const satisfies readonly ClockOperation[];

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
    case "wait":
      return wait(shape, state, id);
    case "declare":
      return declare(shape, state, id, held.count);
  }
}
