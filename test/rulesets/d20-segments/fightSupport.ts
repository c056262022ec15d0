import type { CombatEvent } from "../../../src/engine/events";
import { RULESETS } from "../../../src/rulesets/registry";
import { exampleScenario, fightLog } from "../../support/scenarioFights";

export const d20Example = (name: string): Record<string, unknown> => exampleScenario("d20-segments", name);

export const d20Fight = (scenario: unknown, seed = 1, dice?: readonly number[]): readonly CombatEvent[] => fightLog(RULESETS, scenario, seed, dice);
