import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { englishWords } from "../../src/cli/formatEvent";
import type { CombatEvent, DamageAdjustment } from "../../src/engine/events";
import { REGISTERED } from "../../src/rulesets/registry";
import { isProse, wordedIds } from "../support/wordedIds";
import { cli } from "./harness";

type Words = ReturnType<typeof englishWords>;
type Table = Exclude<keyof Words, "resources" | "damage">;

/** The seeds each example is fought with: its own, and a few more for the dice to take other paths. */
const SEEDS = [undefined, "1", "2", "3"];

/**
 * Where an event's line says a word for an id: the tables the id is worded from (the first that
 * has it), and the line's words around it, so the test reads the word in its place and not the id.
 */
function wordsIn(event: CombatEvent): { readonly tables: readonly Table[]; readonly id: string; readonly around: (word: string) => string }[] {
  switch (event.type) {
    case "action":
      return [
        { tables: ["actions"], id: event.action, around: (word) => `: ${word} (` },
        { tables: ["kinds"], id: event.kind, around: (word) => ` (${word})` },
      ];
    case "abort":
      return [{ tables: ["actions"], id: event.action, around: (word) => `aborts to ${word} against` }];
    case "refused":
      return event.action === "turn" ? [] : [{ tables: ["actions"], id: event.action, around: (word) => `: ${word} refused` }];
    case "defense":
      return [{ tables: ["actions"], id: event.reaction, around: (word) => `'s ${word}` }];
    case "attack":
      return event.hit && event.hits !== undefined && event.location !== undefined
        ? [{ tables: ["locations"], id: event.location, around: (word) => ` on the ${word})` }]
        : [];
    case "damage":
      return [
        ...(event.location === undefined ? [] : [{ tables: ["locations"] as const, id: event.location, around: (word: string) => ` to the ${word}` }]),
        ...(isProse(event.result) ? [] : [{ tables: ["results"] as const, id: event.result, around: (word: string) => `: ${word}` }]),
        ...(event.adjustments ?? []).map((step) => ({ tables: ["adjustments"] as const, id: step.why, around: (word: string) => `, ${stepSaid(step, word)}` })),
      ];
    case "condition":
      return [{ tables: ["conditions"], id: event.condition, around: (word) => `${event.active ? "is now" : "is no longer"} ${word}` }];
    case "roll":
      return [{ tables: ["purposes", "actions"], id: event.purpose, around: (word) => ` rolls ${word}${event.code === undefined ? ":" : ` ${event.code}:`}` }];
    case "botch":
      return [{ tables: ["results"], id: event.result, around: (word) => `, ${word}` }];
    case "injury":
      return [{ tables: ["attributes"], id: event.attribute, around: (word) => `'s ${word} drops` }];
    default:
      return [];
  }
}

/** A step of a damage line as it reads, its figure first. */
function stepSaid(step: DamageAdjustment, word: string): string {
  const figure = { times: `×${step.by}`, divided: `÷${step.by}`, plus: `+${step.by}`, less: `-${step.by}`, atLeast: `at least ${step.by}:` }[step.op];
  return `${figure} ${word}`;
}

/** An id as code writes it, which no English sentence holds: camelCase or kebab-case. */
const CODE_SHAPED = /^[a-z][a-z0-9]*(?:[A-Z][a-z0-9]*)+$|^[a-z][a-z0-9]*(?:-[a-z0-9]+)+$/;

const EXAMPLES = REGISTERED.flatMap((entry) =>
  readdirSync(new URL(`../../examples/${entry.id}/`, import.meta.url))
    .filter((file) => file.endsWith(".json"))
    .map((file) => [entry.id, file, entry] as const),
);

describe("sim's text log says words where its events hold ids", () => {
  it.each(EXAMPLES)("%s %s", async (id, file, entry) => {
    const path = fileURLToPath(new URL(`../../examples/${id}/${file}`, import.meta.url));
    const words = englishWords(entry.eventWords);
    let worded = 0;
    for (const seed of SEEDS) {
      const seeded = seed === undefined ? [] : ["--seed", seed];
      const [text, json] = await Promise.all([cli("sim", path, ...seeded), cli("sim", path, "--json", ...seeded)]);
      expect(text.status).toBe(0);
      // One line for each event, in the same order.
      expect(text.out).toHaveLength(json.out.length);
      const events = json.out.map((raw): CombatEvent => JSON.parse(raw));
      const names = new Map<string, string>();
      const codeIds = new Set(events.flatMap((event) => wordedIds(event).map(({ id: named }) => named)).filter((named) => CODE_SHAPED.test(named)));
      for (const [index, event] of events.entries()) {
        const line = text.out[index] ?? "";
        expect(line).not.toMatch(/TURNWRIGHT\.|TYPES\.|\{/);
        for (const token of line.split(/[^A-Za-z0-9-]+/)) expect(codeIds.has(token), `${token} in: ${line}`).toBe(false);
        for (const { tables, id: idInEvent, around } of wordsIn(event)) {
          const word = tables.map((table) => words[table].get(idInEvent)).find((found) => found !== undefined);
          expect(word, `${idInEvent} in: ${line}`).toBeDefined();
          if (word === undefined) continue;
          expect(line).toContain(around(word));
          if (word !== idInEvent) expect(line).not.toContain(around(idInEvent));
          worded += 1;
        }
        if (event.type === "combat-start") for (const combatant of event.combatants) names.set(combatant.id, combatant.name);
        if (event.type === "resource") {
          // The whole line is the rule set's sentence, said with the use's word.
          const sentence = words.resources.get(event.resource);
          const use = [words.uses, words.purposes, words.actions].map((table) => table.get(event.use)).find((found) => found !== undefined);
          expect(sentence, `${event.resource} in: ${line}`).toBeDefined();
          expect(use, `${event.use} in: ${line}`).toBeDefined();
          if (sentence === undefined || use === undefined) continue;
          expect(line.trimStart().endsWith(` ${sentence({ name: names.get(event.combatant) ?? "", use, remaining: String(event.remaining) })}`), line).toBe(
            true,
          );
          worded += 1;
        }
        if (event.type === "damage" && words.damage !== null) {
          // The rule set's own sentence says the whole line, its numbers each in their place.
          const result = words.results.get(event.result) ?? event.result;
          const adjustments = (event.adjustments ?? []).map((step) => `, ${stepSaid(step, words.adjustments.get(step.why) ?? step.why)}`).join("");
          const values = {
            target: names.get(event.target) ?? "",
            amount: String(event.amount),
            raw: String(event.raw ?? event.amount),
            adjustments,
            body: String(event.body ?? ""),
            soak: String(event.soak ?? 0),
            result,
          };
          expect(line.endsWith(` ${words.damage(values)}`), line).toBe(true);
          worded += 1;
        }
      }
    }
    expect(worded).toBeGreaterThan(0);
  });
});
