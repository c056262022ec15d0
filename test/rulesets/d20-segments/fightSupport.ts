import type { CombatEvent } from "../../../src/engine/events";
import { bindRuleSet } from "../../../src/engine/fight/BoundRuleSet";
import type { RuleSetDirectory } from "../../../src/engine/scenario/loadScenario";
import { d20SegmentsRuntime } from "../../../src/rulesets/d20-segments/runtime";
import { exampleScenario, fightLog } from "../../support/scenarioFights";

const D20_SEGMENTS = bindRuleSet(d20SegmentsRuntime);
/** d20-segments is not registered yet: its tests reach it through a directory of its own. */
export const D20_DIRECTORY: RuleSetDirectory = { known: ["d20-segments"], find: (id) => (id === "d20-segments" ? D20_SEGMENTS : undefined) };

export const d20Example = (name: string): Record<string, unknown> => exampleScenario("d20-segments", name);

export const d20Fight = (scenario: unknown, seed = 1, dice?: readonly number[]): readonly CombatEvent[] => fightLog(D20_DIRECTORY, scenario, seed, dice);
