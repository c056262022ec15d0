import { DECLARED } from "../rulesets/declared";

/** A rule set as macros and modules see it: its id, English name and the document types it declares. */
export interface RuleSetSummary {
  readonly id: string;
  readonly name: string;
  readonly documentTypes: { readonly Actor: readonly string[]; readonly Item: readonly string[] };
}

/** What the system offers macros and modules as `game.turnwright`. */
export interface TurnwrightApi {
  /** The installed system's version, as its manifest states it. */
  readonly version: string;
  /** The rule set id the world's setting names; fixed until the world reloads. */
  readonly ruleset: string;
  /** Every rule set this version of the system plays. */
  readonly rulesets: readonly RuleSetSummary[];
}

export function createTurnwrightApi(version: string, ruleset: string): TurnwrightApi {
  const rulesets = DECLARED.map(({ id, name, documents }) => Object.freeze({ id, name, documentTypes: { Actor: [documents.actorType], Item: [...documents.itemTypes] } }));
  return Object.freeze({ version, ruleset, rulesets });
}
