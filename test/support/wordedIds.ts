import type { EventWords } from "../../src/engine/EventWords";
import type { CombatEvent } from "../../src/engine/events";

/** The tables of words by id: all of EventWords but the one damage sentence. */
export type WordTable = Exclude<keyof EventWords, "damage">;

/** An id an event carries where its log line says a word, and the tables of EventWords it is read from, the first that has it. */
export interface WordedId {
  readonly id: string;
  readonly tables: readonly WordTable[];
}

/** A damage result that says its own numbers (phases-3d6's Stun and Body) is written in words already, not an id. */
export const isProse = (result: string): boolean => /\d/.test(result);

/**
 * Every id of `event` its log line says in words, as the CLI's formatter reads them: a roll's
 * purpose falls back on the actions, a resource's use on the purposes and then the actions, and
 * whoever paid for a botch is a combatant or one of the rule set's parties.
 */
export function wordedIds(event: CombatEvent): WordedId[] {
  switch (event.type) {
    case "action":
      return [
        { id: event.action, tables: ["actions"] },
        { id: event.kind, tables: ["kinds"] },
      ];
    case "abort":
    case "refused":
      // A whole turn refused is the clock's, said the same in every rule set.
      return event.action === "turn" ? [] : [{ id: event.action, tables: ["actions"] }];
    case "defense":
      return [{ id: event.reaction, tables: ["actions"] }];
    case "attack":
      return event.location === undefined ? [] : [{ id: event.location, tables: ["locations"] }];
    case "damage":
      return [
        ...(event.location === undefined ? [] : [{ id: event.location, tables: ["locations"] as const }]),
        ...(isProse(event.result) ? [] : [{ id: event.result, tables: ["results"] as const }]),
        ...(event.adjustments ?? []).map((step) => ({ id: step.why, tables: ["adjustments"] as const })),
      ];
    case "condition":
      return [{ id: event.condition, tables: ["conditions"] }];
    case "roll":
      return [{ id: event.purpose, tables: ["purposes", "actions"] }];
    case "resource":
      return [
        { id: event.resource, tables: ["resources"] },
        { id: event.use, tables: ["uses", "purposes", "actions"] },
      ];
    case "botch":
      return [
        { id: event.result, tables: ["results"] },
        { id: event.paidBy, tables: ["parties"] },
      ];
    case "injury":
      return [{ id: event.attribute, tables: ["attributes"] }];
    default:
      return [];
  }
}
