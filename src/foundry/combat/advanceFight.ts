import { allow, type Outcome } from "../../engine/Refusal";
import type { CombatPort } from "./CombatPort";
import type { FightUpdate } from "./FightRecord";
import { planAdvance, type Advance } from "./planAdvance";
import { planRewind, type Rewind } from "./planRewind";

export type Step = Advance | Rewind;

/** Next or previous turn or round: the core hook, then ONE update; a refusal writes nothing. */
export async function advanceFight<R>(port: CombatPort<R>, step: Step): Promise<Outcome<FightUpdate>> {
  const record = port.read();
  const planned = step === "next" || step === "nextRound" ? planAdvance(port.rules, record, step) : planRewind(port.rules, record, step);
  if (!planned.ok) return planned;
  const { update, hook, direction, seconds } = planned.value;
  if (hook !== null) port.fire(hook, update, { direction, seconds });
  await port.write(update, { direction, seconds });
  return allow(update);
}
