import type { Pip } from "../../engine/play/CombatRules";
import { allow, type Outcome } from "../../engine/Refusal";
import type { CombatPort } from "./CombatPort";
import { planSpend } from "./planSpend";

/** An action taken from a combatant's budget: ONE update, or the rules' reason why not. */
export async function spendFromBudget<R>(port: CombatPort<R>, id: string, action: string): Promise<Outcome<readonly Pip[]>> {
  const planned = planSpend(port.rules, port.read(), id, action);
  if (!planned.ok) return planned;
  await port.write(planned.value.update);
  return allow(planned.value.pips);
}
