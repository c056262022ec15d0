import { describe, expect, it } from "vitest";
import type { ActorSnapshot } from "../../src/engine/play/ActorSnapshot";
import type { RuleSetModule } from "../../src/engine/play/RuleSetModule";
import { ruleSetById } from "../../src/rulesets/registry";
import { rollFormula } from "../support/rollFormula";
import { packActor as d100Actor } from "./d100-fate/play/packActors";
import { packActor as phasesActor } from "./phases-3d6/play/packActors";

/** An actor's roll data as Foundry's `Actor#getRollData` gives it: its `system`, with `derived` prepared. */
function rollData(module: RuleSetModule, actor: ActorSnapshot): unknown {
  return { ...Object(actor.system), derived: module.documents.derive(actor.type, actor.system) };
}

const CASES: readonly [string, ActorSnapshot][] = [
  ["d100-fate", d100Actor("guard-sergeant")],
  ["d100-fate", d100Actor("cultist")],
  ["phases-3d6", phasesActor("street-brawler")],
  ["phases-3d6", phasesActor("duellist")],
];

describe("the initiative formula a rule set gives Foundry (CONFIG.Combat.initiative)", () => {
  it.each(CASES)("%s: scores what the rules score for the same die", (id, actor) => {
    const module = ruleSetById(id)?.play;
    if (module === undefined) throw new Error("no module");
    for (const face of [1, 6, 10]) {
      const outcomes = module.combat.initiativeDice(actor).map((request) => ({ request, dice: [{ faces: [face], wild: false, kept: true }], total: face }));
      expect(rollFormula(module.combat.initiativeFormula, rollData(module, actor), face)).toBe(module.combat.initiative(actor, outcomes, { luck: false }).score);
    }
  });
});
