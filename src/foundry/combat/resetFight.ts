import type { CombatPort } from "./CombatPort";
import { planReset } from "./planReset";

/**
 * "Reset all": the clock and the budgets cleared in ONE update of the Combat, then everyone's
 * initiative in ONE combatant batch. The fight's clock goes first, so no moment has a running
 * clock without the scores it ranked.
 */
export async function resetFight<R>(port: CombatPort<R>): Promise<void> {
  const plan = planReset(port.read());
  await port.write(plan.update);
  if (plan.fighters.length > 0) await port.writeFighters(plan.fighters);
}
