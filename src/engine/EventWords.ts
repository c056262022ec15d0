import type { ActionKind } from "./events";
import type { LocalText } from "./text/LocalText";

/**
 * The words a person reads for the ids a rule set's log events carry, as the localisation keys
 * (with their format values) Foundry shows the same things by on sheets and cards: one lang
 * file speaks for the table and for the CLI's log. Each rule set declares its own in its
 * descriptor, so the log's formatter names no rule set.
 *
 * - `actions`: an action's, an abort's, a refusal's and a defence's id, and a roll's purpose
 *   where that is an action;
 * - `locations`: where an attack lands and the damage goes;
 * - `conditions`: what a condition event sets or clears;
 * - `kinds`: what kind of action an action event was, as the rule set's budget counts it (a
 *   half action, a declared one), said after the action;
 * - `purposes`: what a roll is for where that is no action (damage, a re-roll, resisting);
 * - `resources`: a whole sentence for spending or refilling each resource, with the format
 *   values `{name}` (the combatant), `{use}` (the use's word) and `{remaining}`;
 * - `uses`: what a resource was spent on; a use with no word of its own is read as a roll's
 *   purpose, then as an action, since a point thrown onto a roll is spent on that roll;
 * - `results`: what a damage or a botch came to;
 * - `attributes`: what an injury takes a die from;
 * - `parties`: who besides the combatants a line may name (the GM, paying from a pool of its own);
 * - `adjustments`: why a damage line's step multiplies, adds to or takes from the damage rolled
 *   (armour, a natural 20, a location), said after the figure ("-2 armour");
 * - `damage`: a whole sentence for a damage line, where the rule set's numbers are not the damage
 *   taken after soak (a damage roll set against a resistance roll, two tracks hit at once), with
 *   the format values
 *   `{target}`, `{amount}`, `{raw}`, `{adjustments}` (the steps from the roll, each after a comma),
 *   `{body}` (a second track's share, where the events carry one), `{soak}` and `{result}`; null
 *   where the common line says it.
 */
export interface EventWords {
  readonly actions: Readonly<Record<string, LocalText>>;
  readonly locations: Readonly<Record<string, LocalText>>;
  readonly conditions: Readonly<Record<string, LocalText>>;
  readonly kinds: Readonly<Partial<Record<ActionKind, LocalText>>>;
  readonly purposes: Readonly<Record<string, LocalText>>;
  readonly resources: Readonly<Record<string, LocalText>>;
  readonly uses: Readonly<Record<string, LocalText>>;
  readonly results: Readonly<Record<string, LocalText>>;
  readonly attributes: Readonly<Record<string, LocalText>>;
  readonly parties: Readonly<Record<string, LocalText>>;
  readonly adjustments: Readonly<Record<string, LocalText>>;
  readonly damage: LocalText | null;
}

/** Each id of `ids`, worded by the key `prefix.<id>`: the shape most of a rule set's words take. */
export function wordsUnder(prefix: string, ids: readonly string[]): Record<string, LocalText> {
  return Object.fromEntries(ids.map((id) => [id, { key: `${prefix}.${id}` }]));
}
