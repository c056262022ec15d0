import { allow, type Outcome } from "../../engine/Refusal";
import type { CombatPort } from "./CombatPort";
import { planTypedInitiative } from "./planInitiative";
import { writeInitiative } from "./rollFightInitiative";

/**
 * A score typed into the tracker, cleared from its menu, or written by a module, as the clock
 * takes it: ONE combatant batch (and ONE update of the clock in a running fight), or nothing and
 * the clock's reason. Answers whether anything was written.
 */
export async function setFightInitiative<R>(port: CombatPort<R>, id: string, score: number | null): Promise<Outcome<boolean>> {
  const planned = planTypedInitiative(port.rules, port.read(), id, score);
  if (!planned.ok) return planned;
  if (planned.value === null) return allow(false);
  await writeInitiative(port, planned.value);
  return allow(true);
}
