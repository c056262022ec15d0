import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { CombatEvent } from "../../src/engine/events";
import { REGISTERED } from "../../src/rulesets/registry";
import { cli } from "./harness";

const EXAMPLES = REGISTERED.flatMap((entry) =>
  readdirSync(new URL(`../../examples/${entry.id}/`, import.meta.url))
    .filter((file) => file.endsWith(".json"))
    .map((file) => [entry.id, file] as const),
);

describe("a refusal in the log calls combatants by their names, as every other line does", () => {
  it("phases-3d6: the Gate Warden's second abort before its lost place comes round", async () => {
    const log = (await cli("sim", fileURLToPath(new URL("../../examples/phases-3d6/abort-to-block.json", import.meta.url)))).out;
    expect(log).toContainEqual(
      expect.stringMatching(
        /Gate Warden: Abort to a defence refused: Gate Warden has already aborted its next action and cannot abort again until it comes round$/,
      ),
    );
  });

  it.each(EXAMPLES)("%s %s, with its seed and several more", async (id, file) => {
    const path = fileURLToPath(new URL(`../../examples/${id}/${file}`, import.meta.url));
    for (const seed of [undefined, "1", "2", "3", "4", "5"]) {
      const events = (await cli("sim", path, "--json", ...(seed === undefined ? [] : ["--seed", seed]))).out.map((line): CombatEvent => JSON.parse(line));
      const start = events[0];
      if (start?.type !== "combat-start") throw new Error("no opening");
      // An id that is also a word of its name, as written, cannot be told from the name.
      const ids = start.combatants.filter((combatant) => !combatant.name.split(/[^A-Za-z0-9_-]+/).includes(combatant.id)).map((combatant) => combatant.id);
      for (const event of events) {
        if (event.type !== "refused") continue;
        const words = event.reason.split(/[^A-Za-z0-9_-]+/);
        expect(
          ids.filter((combatant) => words.includes(combatant)),
          event.reason,
        ).toEqual([]);
      }
    }
  });
});
