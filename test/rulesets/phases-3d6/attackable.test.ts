import { describe, expect, it } from "vitest";
import { validate } from "../../../src/engine/schema/validate";
import { PHASES_WEAPONS } from "../../../src/rulesets/phases-3d6/armoury";
import { enterFight, fighterWith, type PhasesFighter } from "../../../src/rulesets/phases-3d6/fighter";
import { attackable } from "../../../src/rulesets/phases-3d6/reach";
import { PhasesActorSchema } from "../../../src/rulesets/phases-3d6/schema";

/** A character standing on a hex (or nowhere), with a sword or a spear. */
function at(id: string, side: string, hex: { q: number; r: number } | null, weapon: "Sword" | "Spear" = "Sword"): PhasesFighter {
  const actor = validate(PhasesActorSchema, {});
  const gear = PHASES_WEAPONS[weapon];
  if (!actor.ok || gear === undefined) throw new Error("a sheet and a weapon");
  return enterFight({ id, name: id, side }, actor.value, [{ name: weapon, ...gear }], { at: hex, abortTo: [] });
}

const ids = (fighters: readonly PhasesFighter[]): string[] => fighters.map((fighter) => fighter.id);

describe("whom a phases-3d6 character may attack now", () => {
  const hero = at("hero", "heroes", { q: 0, r: 0 });
  const ally = at("ally", "heroes", { q: 1, r: 0 });
  const near = at("near", "thugs", { q: 0, r: 1 });
  const far = at("far", "thugs", { q: 5, r: 0 });
  const further = at("further", "thugs", { q: 8, r: 0 });

  it("the standing enemies within its strike, when any is", () => {
    expect(ids(attackable(hero, [hero, ally, far, near, further]))).toEqual(["near"]);
    // A spear strikes two hexes away.
    const spear = at("spear", "heroes", { q: 3, r: 0 }, "Spear");
    expect(ids(attackable(spear, [spear, near, far, further]))).toEqual(["far"]);
  });

  it("every standing enemy, in order, when none is within its strike: it closes on the one it goes for", () => {
    expect(ids(attackable(hero, [hero, ally, far, further]))).toEqual(["far", "further"]);
  });

  it("never one who is down, nor one of its own side", () => {
    const knockedOut = fighterWith(near, { stun: 0 });
    expect(ids(attackable(hero, [hero, ally, knockedOut, far]))).toEqual(["far"]);
    expect(ids(attackable(hero, [hero, ally]))).toEqual([]);
  });

  it("everyone standing, off the map: there everyone reaches everyone", () => {
    const nowhere = at("nowhere", "heroes", null);
    expect(ids(attackable(nowhere, [nowhere, ally, far, near, further]))).toEqual(["far", "near", "further"]);
  });
});
