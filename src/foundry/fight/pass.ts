import { pass } from "../../engine/clock/index";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, type Outcome } from "../../engine/Refusal";
import { notStarted } from "./advance";
import { clockStepPlan, writeFightPlan } from "./clockStepPlan";
import type { CombatPort } from "./CombatPort";
import type { FightPlan, FightRecord, FightUpdate } from "./FightRecord";

/**
 * A combatant that cannot or will not act again this round leaves its passes (a clock of passes
 * only): on its own turn the turn moves on, and when nobody is left in, the round ends. ONE update.
 */
export function planPass(rules: CombatRules, record: FightRecord, combatant: string): Outcome<FightPlan> {
  const clock = record.clock;
  if (clock === null || clock.round === 0) return notStarted();
  const result = pass(rules.clock, clock, combatant);
  return result.ok ? clockStepPlan(rules, record, result.state, result.happened) : result;
}

/** A pass said at the tracker: ONE update of the Combat, or nothing and the reason. */
export async function passInFight<R>(port: CombatPort<R>, combatant: string): Promise<Outcome<FightUpdate>> {
  const planned = planPass(port.rules, port.read(), combatant);
  return planned.ok ? allow(await writeFightPlan(port, planned.value)) : planned;
}
