import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { CombatPort } from "./CombatPort";
import { planStart } from "./planStart";
import { rollFightInitiative } from "./rollFightInitiative";

export type Started = "started" | "cancelled";

/**
 * The GM begins the fight: who is surprised (a dialog), initiative for anyone who has none
 * (one batch), then the clock and every budget in ONE update, announced by `combatStart`.
 */
export async function startFight<R>(port: CombatPort<R>): Promise<Outcome<Started>> {
  const before = port.read();
  if (before.clock !== null && before.clock.round > 0) return refuse("fight-under-way", "The fight has already begun.");
  if (before.fighters.length === 0) return refuse("no-combatants", "There is nobody in the fight to rank.");
  const surprised = await port.askSurprise(before.fighters);
  if (surprised === null) return allow("cancelled");
  const missing = port
    .read()
    .fighters.filter((fighter) => fighter.initiative === null)
    .map((fighter) => fighter.id);
  if (missing.length > 0) {
    const rolled = await rollFightInitiative(port, missing);
    if (rolled.refusal !== null) return { ok: false, refusal: rolled.refusal };
  }
  const planned = planStart(port.rules, port.read(), surprised);
  if (!planned.ok) return planned;
  await port.write(planned.value.update, planned.value.move);
  return allow("started");
}
