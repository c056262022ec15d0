import { allow, type Outcome } from "../../engine/Refusal";
import type { CombatPort } from "./CombatPort";
import { planSurprise } from "./planSurprise";

/** Who is surprised, set before the fight: ONE update of the Combat, nothing if nothing changes. */
export async function markSurprise<R>(port: CombatPort<R>, surprised: Readonly<Record<string, boolean>>): Promise<Outcome<number>> {
  const planned = planSurprise(port.read(), surprised);
  if (!planned.ok) return planned;
  if (planned.value === null) return allow(0);
  await port.write(planned.value);
  return allow(1);
}
