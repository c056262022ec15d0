import type { CombatEvent } from "../../../src/engine/events";
import { RULESETS } from "../../../src/rulesets/registry";
import { exampleScenario, fightLog } from "../../support/scenarioFights";

/** The registry's directory: action-points is a registered rule set. */
export const AP_DIRECTORY = RULESETS;

export const apExample = (name: string): Record<string, unknown> => exampleScenario("action-points", name);

export const apFight = (scenario: unknown, seed = 1, dice?: readonly number[]): readonly CombatEvent[] => fightLog(RULESETS, scenario, seed, dice);
