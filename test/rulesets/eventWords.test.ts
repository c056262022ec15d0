import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { englishWords } from "../../src/cli/formatEvent";
import { ForcedFaces } from "../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../src/engine/events";
import { loadScenario } from "../../src/engine/scenario/loadScenario";
import { REGISTERED, RULESETS } from "../../src/rulesets/registry";
import { keysIn, unknownWords } from "../support/words";

const SEEDS = 120;

/** The ids a fight's events name where the log prints a word: actions, hit locations, conditions. */
interface Named {
  readonly actions: Set<string>;
  readonly locations: Set<string>;
  readonly conditions: Set<string>;
}

function collect(event: CombatEvent, into: Named): void {
  switch (event.type) {
    case "action":
    case "abort":
      into.actions.add(event.action);
      break;
    // A whole turn refused is the clock's, said the same in every rule set.
    case "refused":
      if (event.action !== "turn") into.actions.add(event.action);
      break;
    case "defense":
      into.actions.add(event.reaction);
      break;
    case "attack":
    case "damage":
      if (event.location !== undefined) into.locations.add(event.location);
      break;
    case "condition":
      into.conditions.add(event.condition);
      break;
    default:
      break;
  }
}

/** Every example of the rule set, fought over many seeds, with the ids its events named. */
function namedInFights(id: string): Named {
  const named: Named = { actions: new Set(), locations: new Set(), conditions: new Set() };
  const folder = new URL(`../../examples/${id}/`, import.meta.url);
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
    const loaded = loadScenario(JSON.parse(readFileSync(new URL(file, folder), "utf8")), RULESETS);
    if (!loaded.ok) throw new Error(`${id}/${file} does not load`);
    const { scenario, ruleset, combatants, options } = loaded.value;
    const fight = ruleset.prepare(combatants, options);
    for (let seed = 0; seed < SEEDS; seed += 1) {
      fight(new ForcedFaces(seed === 0 ? scenario.dice : [], new SeededFaces(seed)), { maxRounds: scenario.maxRounds, log: false, onEvent: (event) => collect(event, named) });
    }
  }
  return named;
}

describe("every rule set's log words", () => {
  it.each(REGISTERED.map((entry) => [entry.id, entry] as const))("%s: every key is in lang/en.json, and reads as words", (_, entry) => {
    const used = keysIn(entry.eventWords, new Set<string>());
    expect(used.size).toBeGreaterThan(0);
    expect(unknownWords(used)).toEqual([]);
    const english = englishWords(entry.eventWords);
    for (const words of [english.actions, english.locations, english.conditions]) {
      for (const [id, word] of words) {
        expect(word, id).not.toMatch(/TURNWRIGHT\.|\{/);
        expect(word.trim(), id).not.toBe("");
      }
    }
  });

  it.each(REGISTERED.map((entry) => [entry.id, entry] as const))("%s: a word for every action a script may name", (_, entry) => {
    const missing = entry.runtime.vocabulary.actions.filter((action) => entry.eventWords.actions[action] === undefined);
    expect(missing).toEqual([]);
  });

  it.each(REGISTERED.map((entry) => [entry.id, entry] as const))("%s: a word for every action, location and condition its fights name", (_, entry) => {
    const named = namedInFights(entry.id);
    const words = entry.eventWords;
    expect(named.actions.size).toBeGreaterThan(0);
    expect({
      actions: [...named.actions].filter((id) => words.actions[id] === undefined),
      locations: [...named.locations].filter((id) => words.locations[id] === undefined),
      conditions: [...named.conditions].filter((id) => words.conditions[id] === undefined),
    }).toEqual({ actions: [], locations: [], conditions: [] });
  });
});
