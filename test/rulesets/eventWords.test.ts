import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { englishWords } from "../../src/cli/formatEvent";
import { ForcedFaces } from "../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../src/engine/events";
import { loadScenario } from "../../src/engine/scenario/loadScenario";
import { REGISTERED, RULESETS } from "../../src/rulesets/registry";
import { keysIn, unknownWords } from "../support/words";
import { wordedIds, type WordedId } from "../support/wordedIds";

const SEEDS = 120;

/** Every example of the rule set, fought over many seeds: the ids its events carry where a line says a word, those of combatants apart. */
function namedInFights(id: string): WordedId[] {
  const named = new Map<string, WordedId>();
  const combatants = new Set<string>();
  const collect = (event: CombatEvent): void => {
    if (event.type === "combat-start") for (const combatant of event.combatants) combatants.add(combatant.id);
    for (const worded of wordedIds(event)) if (!combatants.has(worded.id)) named.set(`${worded.tables.join()} ${worded.id}`, worded);
  };
  const folder = new URL(`../../examples/${id}/`, import.meta.url);
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
    const loaded = loadScenario(JSON.parse(readFileSync(new URL(file, folder), "utf8")), RULESETS);
    if (!loaded.ok) throw new Error(`${id}/${file} does not load`);
    const { scenario, ruleset, combatants: entered, options } = loaded.value;
    const fight = ruleset.prepare(entered, options);
    for (let seed = 0; seed < SEEDS; seed += 1) {
      fight(new ForcedFaces(seed === 0 ? scenario.dice : [], new SeededFaces(seed)), { maxRounds: scenario.maxRounds, log: false, onEvent: collect });
    }
  }
  return [...named.values()];
}

describe("every rule set's log words", () => {
  it.each(REGISTERED.map((entry) => [entry.id, entry] as const))("%s: every key is in lang/en.json, and reads as words", (_, entry) => {
    const used = keysIn(entry.eventWords, new Set<string>());
    expect(used.size).toBeGreaterThan(0);
    expect(unknownWords(used)).toEqual([]);
    const { resources, damage, ...tables } = englishWords(entry.eventWords);
    for (const words of Object.values(tables)) {
      for (const [id, word] of words) {
        expect(word, id).not.toMatch(/TURNWRIGHT\.|\{/);
        expect(word.trim(), id).not.toBe("");
      }
    }
    for (const [id, sentence] of resources) {
      const said = sentence({ name: "Ash", use: "a use", remaining: "3" });
      expect(said, id).not.toMatch(/TURNWRIGHT\.|\{/);
      expect(said, id).toContain("3");
    }
    if (damage !== null) {
      const said = damage({ target: "Ash", amount: "16", raw: "15", adjustments: ", +1 bonus", body: "4", soak: "12", result: "Wounded" });
      expect(said).not.toMatch(/TURNWRIGHT\.|\{/);
      // Each sentence says whom, how much and what it came to, and the roll with its steps; the rest is the rule set's choice.
      for (const value of ["Ash", "16", "15", ", +1 bonus", "Wounded"]) expect(said).toContain(value);
    }
  });

  it.each(REGISTERED.map((entry) => [entry.id, entry] as const))("%s: a word for every action a script may name", (_, entry) => {
    const missing = entry.runtime.vocabulary.actions.filter((action) => entry.eventWords.actions[action] === undefined);
    expect(missing).toEqual([]);
  });

  it.each(REGISTERED.map((entry) => [entry.id, entry] as const))("%s: a word for every id its fights name", (_, entry) => {
    const named = namedInFights(entry.id);
    const words = entry.eventWords;
    expect(named.filter(({ tables }) => tables[0] === "actions").length).toBeGreaterThan(0);
    expect(named.filter(({ tables }) => tables[0] === "kinds").length).toBeGreaterThan(0);
    const unworded = named.filter(({ id, tables }) => tables.every((table) => !Object.hasOwn(words[table], id)));
    expect(unworded.map(({ id, tables }) => `${tables[0] ?? ""}: ${id}`)).toEqual([]);
  });
});
