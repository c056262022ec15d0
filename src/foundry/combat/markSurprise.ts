import { allow, type Outcome } from "../../engine/Refusal";
import type { CombatPort } from "./CombatPort";
import { planSurprise } from "./planSurprise";

/** Who is surprised, set before the fight: ONE combatant batch, nothing if nothing changes. */
export async function markSurprise<R>(port: CombatPort<R>, surprised: Readonly<Record<string, boolean>>): Promise<Outcome<number>> {
  const planned = planSurprise(port.read(), surprised);
  if (!planned.ok) return planned;
  if (planned.value.length > 0) await port.writeFighters(planned.value);
  return allow(planned.value.length);
}
