import type { CombatEvent } from "../../../src/engine/events";
import { bindRuleSet } from "../../../src/engine/fight/BoundRuleSet";
import type { RuleSetDirectory } from "../../../src/engine/scenario/loadScenario";
import { actionPointsRuntime } from "../../../src/rulesets/action-points/runtime";
import { exampleScenario, fightLog } from "../../support/scenarioFights";

const ACTION_POINTS = bindRuleSet(actionPointsRuntime);
/** action-points is not registered yet: its tests reach it through a directory of its own. */
export const AP_DIRECTORY: RuleSetDirectory = { known: ["action-points"], find: (id) => (id === "action-points" ? ACTION_POINTS : undefined) };

export const apExample = (name: string): Record<string, unknown> => exampleScenario("action-points", name);

export const apFight = (scenario: unknown, seed = 1, dice?: readonly number[]): readonly CombatEvent[] => fightLog(AP_DIRECTORY, scenario, seed, dice);
