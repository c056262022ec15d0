import { DECLARED } from "../rulesets/declared";
import type { PlayApi } from "./api/PlayApi";

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
  /** What modules and macros act through: the same requests, checks and words as the sheets, cards and tracker (docs/api.md). */
  readonly api: PlayApi;
}

export function createTurnwrightApi(version: string, ruleset: string, api: PlayApi): TurnwrightApi {
  const rulesets = DECLARED.map(({ id, name, documents }) =>
    Object.freeze({ id, name, documentTypes: { Actor: [documents.actorType], Item: [...documents.itemTypes] } }),
  );
  return Object.freeze({ version, ruleset, rulesets, api: Object.freeze(api) });
}
