import type { LocalText } from "./play/LocalText";

/**
 * The words a person reads for the ids a rule set's log events carry, as the localisation keys
 * (with their format values) Foundry shows the same things by on sheets and cards: one lang
 * file speaks for the table and for the CLI's log. Each rule set declares its own in its
 * descriptor, so the log's formatter names no rule set.
 *
 * - `actions`: an action's, an abort's, a refusal's and a defence's id, and a roll's purpose
 *   where that is an action;
 * - `locations`: where an attack lands and the damage goes;
 * - `conditions`: what a condition event sets or clears.
 */
export interface EventWords {
  readonly actions: Readonly<Record<string, LocalText>>;
  readonly locations: Readonly<Record<string, LocalText>>;
  readonly conditions: Readonly<Record<string, LocalText>>;
}

/** Each id of `ids`, worded by the key `prefix.<id>`: the shape most of a rule set's words take. */
export function wordsUnder(prefix: string, ids: readonly string[]): Record<string, LocalText> {
  return Object.fromEntries(ids.map((id) => [id, { key: `${prefix}.${id}` }]));
}
