import type { CombatEvent } from "../../../src/engine/events";
import { RULESETS } from "../../../src/rulesets/registry";
import { exampleScenario, fightLog } from "../../support/scenarioFights";

export const D6_DIRECTORY = RULESETS;

export const d6Example = (name: string): Record<string, unknown> => exampleScenario("d6-pool", name);

/** One fight of a scenario, its whole log: forced dice first (the scenario's own unless given), then the seed. */
export const d6Fight = (scenario: unknown, seed = 1, dice?: readonly number[]): readonly CombatEvent[] => fightLog(RULESETS, scenario, seed, dice);
