import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import type { ActorSnapshot } from "../../src/engine/play/ActorSnapshot";
import type { RuleSetModule } from "../../src/engine/play/RuleSetModule";
import { REGISTERED } from "../../src/rulesets/registry";
import { packActorFrom } from "../support/packActors";
import { packFilePaths } from "../support/packSources";
import { rollFormula } from "../support/rollFormula";
import { rollDice } from "../../src/engine/dice/rollDice";

/** An actor's roll data as Foundry's `Actor#getRollData` gives it: its `system`, with `derived` prepared. */
function rollData(module: RuleSetModule, actor: ActorSnapshot): unknown {
  return { ...Object(actor.system), derived: module.documents.derive(actor.type, actor.system) };
}

/** Every ready-to-fight actor of every registered rule set: a new rule set is held to this by registering. */
const CASES: readonly [string, string, RuleSetModule, string][] = REGISTERED.flatMap(({ id, play, initiativeFormula }) =>
  packFilePaths(`${id}-actors`).map((path): [string, string, RuleSetModule, string] => [id, basename(path, ".json"), play, initiativeFormula]),
);

describe("the initiative formula a rule set declares for Foundry (CONFIG.Combat.initiative)", () => {
  it("has ready-to-fight actors of every registered rule set to try it on", () => {
    expect(new Set(CASES.map(([id]) => id))).toEqual(new Set(REGISTERED.map(({ id }) => id)));
  });

  it.each(CASES)("%s, %s: scores what the rules score for the same die", (id, file, module, formula) => {
    const actor = packActorFrom(`${id}-actors`, file);
    // Faces that neither explode a die nor make a complication of a Wild Die: the formula cannot say those.
    for (const face of [2, 3, 5]) {
      const outcomes = module.combat.initiativeDice(actor, { luck: false }).map((request) => rollDice(request, { face: () => face }));
      expect(rollFormula(formula, rollData(module, actor), face)).toBe(module.combat.initiative(actor, outcomes, { luck: false }).score);
    }
  });
});
