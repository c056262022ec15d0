import type { ClockResult, ClockState } from "../../src/engine/clock/index";

/** The clock after an operation the test expects to be allowed; a refusal fails the test with its words. */
export function state(result: ClockResult): ClockState {
  if (!result.ok) throw new Error(result.refusal.message);
  return result.state;
}
