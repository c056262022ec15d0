import { pushToEnd, pushToNextRound, type PushKind } from "../../engine/clock/index";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, type Outcome } from "../../engine/Refusal";
import { notStarted } from "./advance";
import { clockStepPlan, writeFightPlan } from "./clockStepPlan";
import type { CombatPort } from "./CombatPort";
import type { FightPlan, FightRecord, FightUpdate } from "./FightRecord";

/**
 * The GM pushes a slow player's combatant to the end of this round's order, or into the next
 * round, as ONE update: the clock's push (which refuses a second push in a round, or a push in
 * the middle of someone's turn), and the budget of whoever starts acting because of it.
 */
export function planPush(rules: CombatRules, record: FightRecord, combatant: string, to: PushKind): Outcome<FightPlan> {
  const clock = record.clock;
  if (clock === null || clock.round === 0) return notStarted();
  const result = to === "end" ? pushToEnd(rules.clock, clock, combatant) : pushToNextRound(rules.clock, clock, combatant);
  return result.ok ? clockStepPlan(rules, record, result.state, result.happened) : result;
}

/** A push of the GM's: ONE update, or nothing written and the reason. */
export async function pushInFight<R>(port: CombatPort<R>, combatant: string, to: PushKind): Promise<Outcome<FightUpdate>> {
  const planned = planPush(port.rules, port.read(), combatant, to);
  return planned.ok ? allow(await writeFightPlan(port, planned.value)) : planned;
}
