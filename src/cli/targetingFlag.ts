import { describeIssue } from "../engine/schema/FieldIssue";
import { loadScenario, targetingIssue, type LoadedScenario } from "../engine/scenario/loadScenario";
import type { Targeting } from "../engine/scenario/Targeting";
import { withTargeting } from "../engine/scenario/withTargeting";
import { RULESETS } from "../rulesets/registry";
import { InputError } from "./readScenario";

/**
 * The scenario `file` as read, with every combatant choosing its targets as `--targeting` says
 * (as it stands without the flag). A targeting the scenario's rule set cannot honour is bad
 * input, in the words the scenario's own field would get.
 */
export function withTargetingFlag(file: string, loaded: LoadedScenario, targeting: Targeting | undefined): LoadedScenario {
  if (targeting === undefined) return loaded;
  const issue = targetingIssue(loaded.ruleset, targeting, "--targeting");
  if (issue !== null) throw new InputError(`${file}: ${describeIssue(issue)}`);
  const again = loadScenario(withTargeting(loaded.scenario, () => targeting), RULESETS);
  // The scenario loaded once already, and only its targetings changed, to one the rule set honours.
  if (!again.ok) throw new Error(`${file} no longer loads with --targeting ${targeting}: ${again.issues.map(describeIssue).join("; ")}`);
  return again.value;
}
