import type { CombatPort } from "./CombatPort";
import { planReset } from "./planReset";

/** "Reset all": initiative, budgets and the clock cleared in ONE update. */
export async function resetFight<R>(port: CombatPort<R>): Promise<void> {
  await port.write(planReset(port.read()));
}
