import { readdirSync, readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Chance } from "../../../src/engine/dice/Chance";
import { ForcedFaces } from "../../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import type { CombatEvent } from "../../../src/engine/events";
import { loadScenario } from "../../../src/engine/scenario/loadScenario";
import { REGISTERED, RULESETS } from "../../../src/rulesets/registry";

/** Remembers every face it hands out and every draw among choices, so two fights can be held to the same dice and the same choices. */
class TallyFaces implements Chance {
  readonly thrown: number[] = [];
  readonly #source: Chance;

  constructor(source: Chance) {
    this.#source = source;
  }

  face(faces: number): number {
    const face = this.#source.face(faces);
    this.thrown.push(faces, face);
    return face;
  }

  choose(count: number): number {
    const chosen = this.#source.choose(count);
    // Negative, so a draw is never read as a die's size.
    this.thrown.push(-count, chosen);
    return chosen;
  }
}

function examplesOf(id: string): { readonly name: string; readonly text: string }[] {
  const folder = new URL(`../../../examples/${id}/`, import.meta.url);
  return readdirSync(folder)
    .filter((name) => name.endsWith(".json"))
    .map((name) => ({ name, text: readFileSync(new URL(name, folder), "utf8") }));
}

/**
 * A fight of many (`odds`) keeps no log, and the rule sets then build no events at all; a fight
 * of one keeps them. Whatever the log is kept for must not change the fight: the same dice
 * thrown in the same order, the same winner, length and survivors, for every seed.
 */
describe("a fight without a log is the fight with one, in every rule set", () => {
  const cases = REGISTERED.flatMap(({ id }) => examplesOf(id).map(({ name, text }) => ({ id, name, text })));

  it.each(cases)("$id/$name", ({ text }) => {
    const loaded = loadScenario(JSON.parse(text), RULESETS);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.issues));
    const { scenario, ruleset, combatants, options } = loaded.value;
    const fight = ruleset.prepare(combatants, options);
    const run = (seed: number, log: boolean, onEvent?: (event: CombatEvent) => void) => {
      const faces = new TallyFaces(new ForcedFaces(scenario.dice, new SeededFaces(seed)));
      const { winner, rounds, reason, standing, events } = fight(
        faces,
        onEvent === undefined ? { maxRounds: scenario.maxRounds, log } : { maxRounds: scenario.maxRounds, log, onEvent },
      );
      return { result: { winner, rounds, reason, standing }, events, thrown: faces.thrown };
    };
    fc.assert(
      fc.property(fc.nat({ max: 2 ** 32 - 1 }), (seed) => {
        const logged = run(seed, true);
        const quiet = run(seed, false);
        const watched: CombatEvent[] = [];
        const heard = run(seed, false, (event) => watched.push(event));
        expect(quiet.result).toEqual(logged.result);
        expect(quiet.thrown).toEqual(logged.thrown);
        expect(quiet.events).toEqual([]);
        expect(heard.result).toEqual(logged.result);
        expect(watched).toEqual(logged.events);
        // The log's last word is the result the quiet fight answers.
        expect(logged.events.at(-1)).toMatchObject({
          type: "combat-end",
          winner: quiet.result.winner,
          rounds: quiet.result.rounds,
          reason: quiet.result.reason,
        });
      }),
      { numRuns: 60 },
    );
  });
});
