import type { ScriptedFight, ScriptWarning } from "../../engine/script/ScriptWarning";
import type { D6Fighter } from "./fighter";

/**
 * A step that declares fewer actions than it lists: every action, a wait and what it holds
 * included, takes one of those declared, so the ones past the number are refused. A step that
 * leaves `declare` out declares as many as it lists, and never earns this.
 */
export function d6ScriptWarnings(fight: ScriptedFight<D6Fighter>): ScriptWarning[] {
  const warnings: ScriptWarning[] = [];
  for (const { fighter, script, step } of fight.steps) {
    if (step.declare === undefined || step.actions.length <= step.declare) continue;
    warnings.push({ code: "declared-fewer", combatant: fighter.id, script, round: step.round, declared: step.declare, listed: step.actions.length });
  }
  return warnings;
}
