import { allow, type Outcome } from "../../engine/Refusal";
import type { CombatPort } from "./CombatPort";
import { planLeave } from "./planLeave";

/** Combatants already deleted, told to the clock: ONE update, or none if it never knew them. */
export async function leaveFight<R>(port: CombatPort<R>, gone: readonly string[]): Promise<Outcome<boolean>> {
  const planned = planLeave(port.rules, port.read(), gone);
  if (!planned.ok) return planned;
  if (planned.value === null) return allow(false);
  await port.write(planned.value);
  return allow(true);
}
