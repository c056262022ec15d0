import { RULESET_CATALOGUE, type RuleSetEntry, type RuleSetId } from "../rulesets/catalogue";

/** What the system offers macros and modules as `game.turnwright`. */
export interface TurnwrightApi {
  /** The installed system's version, as its manifest states it. */
  readonly version: string;
  /** The rule set this world runs under; fixed until the world reloads. */
  readonly ruleset: RuleSetId;
  /** Every rule set the system knows, playable or not. */
  readonly rulesets: readonly RuleSetEntry[];
}

export function createTurnwrightApi(version: string, ruleset: RuleSetId): TurnwrightApi {
  return Object.freeze({ version, ruleset, rulesets: RULESET_CATALOGUE });
}
