import { allow, type Outcome } from "../../engine/Refusal";
import type { CombatPort } from "./CombatPort";
import type { FightUpdate } from "./FightRecord";
import type { HeldAction } from "../../engine/clock/index";
import { planHold } from "./planHold";

/** Delay, Ready, Act now or Abort: ONE update, or nothing written and the reason. */
export async function holdInFight<R>(port: CombatPort<R>, combatant: string, hold: HeldAction): Promise<Outcome<FightUpdate>> {
  const planned = planHold(port.rules, port.read(), combatant, hold);
  if (!planned.ok) return planned;
  await port.write(planned.value.update, planned.value.move);
  return allow(planned.value.update);
}
