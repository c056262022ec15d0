import { allow, type Outcome } from "../../engine/Refusal";
import type { CombatPort } from "./CombatPort";
import type { FightUpdate } from "./FightRecord";
import { planAdvance, type Advance } from "./planAdvance";
import { planRewind, type Rewind } from "./planRewind";

export type Step = Advance | Rewind;

/**
 * Next or previous turn or round: the core hook, then ONE update of the Combat; a refusal
 * writes nothing. A Post-Turn passed on the way then changes each recovering actor once and
 * posts ONE chat message saying so (stepping back puts the actors back, silently).
 */
export async function advanceFight<R>(port: CombatPort<R>, step: Step): Promise<Outcome<FightUpdate>> {
  const record = port.read();
  const planned = step === "next" || step === "nextRound" ? planAdvance(port.rules, record, step) : planRewind(port.rules, record, step);
  if (!planned.ok) return planned;
  const { update, move, aftermath } = planned.value;
  await port.write(update, move);
  if (aftermath !== undefined && aftermath.actors.length > 0) await port.changeActors(aftermath.actors);
  if (aftermath !== undefined && aftermath.report !== null) await port.report(aftermath.report);
  return allow(update);
}
