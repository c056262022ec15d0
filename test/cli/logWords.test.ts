import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { englishWords } from "../../src/cli/formatEvent";
import type { CombatEvent } from "../../src/engine/events";
import { REGISTERED } from "../../src/rulesets/registry";
import { cli } from "./harness";

type Table = "actions" | "locations" | "conditions";

/**
 * Where an event's line says a word for an id: which table the id is worded from, and the
 * line's words around it, so the test reads the word in its place and not the id.
 */
function wordsIn(event: CombatEvent): { readonly table: Table; readonly id: string; readonly around: (word: string) => string }[] {
  switch (event.type) {
    case "action":
      return [{ table: "actions", id: event.action, around: (word) => `: ${word} (` }];
    case "abort":
      return [{ table: "actions", id: event.action, around: (word) => `aborts to ${word} against` }];
    case "refused":
      return event.action === "turn" ? [] : [{ table: "actions", id: event.action, around: (word) => `: ${word} refused` }];
    case "defense":
      return [{ table: "actions", id: event.reaction, around: (word) => `'s ${word}` }];
    case "attack":
      return event.hit && event.hits !== undefined && event.location !== undefined ? [{ table: "locations", id: event.location, around: (word) => `, ${word})` }] : [];
    case "damage":
      return event.location === undefined ? [] : [{ table: "locations", id: event.location, around: (word) => ` to the ${word}` }];
    case "condition":
      return [{ table: "conditions", id: event.condition, around: (word) => `${event.active ? "is now" : "is no longer"} ${word}` }];
    default:
      return [];
  }
}

const EXAMPLES = REGISTERED.flatMap((entry) =>
  readdirSync(new URL(`../../examples/${entry.id}/`, import.meta.url))
    .filter((file) => file.endsWith(".json"))
    .map((file) => [entry.id, file, entry] as const),
);

describe("sim's text log says words where its events hold ids", () => {
  it.each(EXAMPLES)("%s %s", async (id, file, entry) => {
    const path = fileURLToPath(new URL(`../../examples/${id}/${file}`, import.meta.url));
    const [text, json] = await Promise.all([cli("sim", path), cli("sim", path, "--json")]);
    expect(text.status).toBe(0);
    // One line for each event, in the same order.
    expect(text.out).toHaveLength(json.out.length);
    const words = englishWords(entry.eventWords);
    let worded = 0;
    for (const [index, raw] of json.out.entries()) {
      const event: CombatEvent = JSON.parse(raw);
      const line = text.out[index] ?? "";
      expect(line).not.toMatch(/TURNWRIGHT\.|TYPES\./);
      for (const { table, id: idInEvent, around } of wordsIn(event)) {
        const word = words[table].get(idInEvent);
        expect(word, `${idInEvent} in: ${line}`).toBeDefined();
        if (word === undefined) continue;
        expect(line).toContain(around(word));
        if (word !== idInEvent) expect(line).not.toContain(around(idInEvent));
        worded += 1;
      }
    }
    expect(worded).toBeGreaterThan(0);
  });
});
