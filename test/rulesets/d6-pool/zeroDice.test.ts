import { describe, expect, it } from "vitest";
import { rollDice } from "../../../src/engine/dice/rollDice";
import { validate } from "../../../src/engine/schema/validate";
import { D6ActorSchema } from "../../../src/rulesets/d6-pool/schema";
import type { CombatEvent } from "../../../src/engine/events";
import { D6_POOL_DECLARATION } from "../../../src/rulesets/d6-pool/declaration";
import { D6_POOL_MODULE } from "../../../src/rulesets/d6-pool/play/module";
import { codeDice, poolFrom } from "../../../src/rulesets/d6-pool/play/cards/rolledPool";
import { rollFormula } from "../../support/rollFormula";
import { cli, scenarioFile } from "../../cli/harness";
import { d6Fight } from "./fightSupport";
import { d6Actor } from "./play/actors";

/*
 * The source: "A character may not rely on any skill or attribute reduced to zero." A code may
 * be 0D as written, or come to 0D under an effect; every roll that can meet one has its rule.
 */

const PISTOL = { type: "weapon", name: "Pistol", skill: "firearms", damage: "3D" };
const duel = (actor: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  ruleset: "d6-pool",
  maxRounds: 3,
  combatants: [
    { id: "a", side: "red", actor: { agility: "3D", perception: "3D" }, items: [PISTOL] },
    { id: "b", side: "blue", actor, items: [PISTOL], ...extra },
  ],
});
const of = <T extends CombatEvent["type"]>(events: readonly CombatEvent[], type: T) =>
  events.filter((event): event is Extract<CombatEvent, { type: T }> => event.type === type);

describe("d6-pool: a skill or attribute at 0D", () => {
  it.each([
    ["0D", 0],
    ["0D+2", 2],
  ])("a Perception of %s rolls no dice for initiative: the total is its pips and the bonus, every round", (perception, pips) => {
    const events = d6Fight(duel({ perception }), 5);
    const rolls = of(events, "initiative").filter((event) => event.combatant === "b");
    expect(rolls).toHaveLength(3);
    for (const roll of rolls) expect(roll).toMatchObject({ dice: [], total: pips, note: `Perception ${perception} cannot be relied on: no dice to roll` });
  });

  it("an effect that takes Perception to 0D does the same", () => {
    const events = d6Fight(
      duel({ perception: "2D" }, { effects: [{ name: "Blinded", changes: [{ key: "system.perception", mode: "custom", value: "-2D" }] }] }),
      5,
    );
    expect(of(events, "initiative").find((event) => event.combatant === "b")).toMatchObject({ dice: [], total: 0 });
  });

  it("a Character Point still adds its die to a 0D initiative", () => {
    const events = d6Fight(duel({ perception: "0D+1", characterPoints: 2 }, { script: [{ round: 1, actions: ["attack"], spend: ["initiative"] }] }), 5);
    const first = of(events, "initiative").find((event) => event.combatant === "b");
    // One Character Point's die, rolled again on a 6: no Perception pool, no Wild Die.
    expect(first?.dice.length).toBeGreaterThan(0);
    expect(first?.total).toBe((first?.dice ?? []).reduce((sum, face) => sum + face, 1));
  });

  it("an attack with a skill at 0D is refused in words that say why", () => {
    const events = d6Fight(duel({ agility: "0D" }), 5);
    const refused = of(events, "refused").find((event) => event.combatant === "b" && event.action === "attack");
    expect(refused).toMatchObject({ code: "zero-dice" });
    expect(refused?.reason).toBe("Firearms is 0D: a skill or attribute at 0D cannot be used");
  });

  it("a damage or resistance code of 0D is its pips: nothing to roll, as the multi-action penalty never touches it", () => {
    const events = d6Fight(duel({ strength: "0D" }, { items: [{ type: "weapon", name: "Pin", skill: "firearms", damage: "0D+1" }] }), 3);
    const resisted = of(events, "roll").filter((event) => event.combatant === "b" && event.purpose === "resistance");
    for (const roll of resisted) expect(roll).toMatchObject({ dice: [], total: 0 });
    expect(
      of(events, "roll")
        .filter((event) => event.combatant === "b" && event.purpose === "damage")
        .every((roll) => roll.total === 1),
    ).toBe(true);
  });

  it.each(["0D", "0D+2"])("sim, odds and check take a Perception of %s without a fault", async (perception) => {
    const file = scenarioFile(duel({ perception }));
    for (const run of [await cli("check", file), await cli("sim", file), await cli("odds", file, "--trials", "50")]) {
      expect(run.err).toEqual([]);
      expect(run.status).toBe(0);
    }
  });
});

describe("d6-pool at the table: a skill or attribute at 0D", () => {
  const combat = D6_POOL_MODULE.combat;
  const blind = d6Actor("Actor.blind", "Blind", { perception: "0D+2", characterPoints: 1 });

  it("the tracker throws no Perception pool for a 0D Perception, only a Character Point's die when one is spent", () => {
    expect(combat.initiativeDice(blind, { luck: false })).toEqual([]);
    expect(combat.initiativeDice(blind, { luck: true })).toEqual([{ count: 1, faces: 6, explode: [6] }]);
    expect(combat.initiative(blind, [], { luck: false }).score).toBe(2);
    const point = rollDice({ count: 1, faces: 6, explode: [6] }, { face: () => 4 });
    expect(combat.initiative(blind, [point], { luck: true }).score).toBe(6);
  });

  it("core's initiative formula scores a 0D Perception as the rules do", () => {
    // The stored data as Foundry's data model holds it: every field, defaults filled.
    const stored = validate(D6ActorSchema, blind.system);
    if (!stored.ok) throw new Error(JSON.stringify(stored.issues));
    const data = { ...stored.value, derived: D6_POOL_MODULE.documents.derive(blind.type, stored.value) };
    for (const face of [2, 3, 5]) expect(rollFormula(D6_POOL_DECLARATION.initiativeFormula, data, face)).toBe(2);
  });

  it("a card's code of 0D+1 throws nothing and is worth its pips", () => {
    expect(codeDice("0D+1")).toEqual([]);
    expect(poolFrom(undefined, "remove", "0D+1")).toEqual({ ok: true, value: { dice: [], wild: 0, complication: false, removed: null, total: 1 } });
  });
});
