import { describe, expect, it } from "vitest";
import { becomesPlayerCharacter, prototypeTokenDefaults, trackableAttributes } from "../../../src/foundry/documents/prototypeToken";
import { REGISTERED } from "../../../src/rulesets/registry";

const tokens = { primary: "wounds", secondary: "fate", bars: ["wounds", "fate"], values: ["fatigue", "criticalDamage"] };
const rules = { tokens, playerCharacter: (system: unknown) => typeof system === "object" && system !== null && Reflect.get(system, "kind") === "pc" };

describe("a new actor's prototype token", () => {
  it("shows the rule set's two bars, and is linked to the actor for a player character", () => {
    expect(prototypeTokenDefaults({ name: "Varro", type: "d100-fate", system: { kind: "npc" } }, rules)).toEqual({ bar1: "wounds", bar2: "fate" });
    expect(prototypeTokenDefaults({ name: "Varro", type: "d100-fate", system: { kind: "pc" } }, rules)).toEqual({
      bar1: "wounds",
      bar2: "fate",
      actorLink: true,
    });
  });

  it("keeps what the creating data names, nested or dotted", () => {
    expect(prototypeTokenDefaults({ prototypeToken: { bar1: { attribute: "fatigue" } } }, rules)).toEqual({ bar2: "fate" });
    expect(prototypeTokenDefaults({ prototypeToken: { "bar2.attribute": null } }, rules)).toEqual({ bar1: "wounds" });
    expect(prototypeTokenDefaults({ "prototypeToken.bar1.attribute": "fatigue", "prototypeToken.bar2.attribute": "fate" }, rules)).toEqual({});
    expect(prototypeTokenDefaults({ system: { kind: "pc" }, prototypeToken: { actorLink: false } }, rules)).toEqual({ bar1: "wounds", bar2: "fate" });
  });

  it("says a player character for every registered rule set's pc, and only for it", () => {
    for (const { play: module } of REGISTERED) {
      expect(module.documents.playerCharacter({ kind: "pc" })).toBe(true);
      expect(module.documents.playerCharacter({ kind: "npc" })).toBe(false);
      expect(module.documents.playerCharacter(undefined)).toBe(false);
    }
  });
});

describe("trackableAttributes", () => {
  it("lists the bars and values for the actor type", () => {
    expect(trackableAttributes("d100-fate", tokens)).toEqual({ "d100-fate": { bar: ["wounds", "fate"], value: ["fatigue", "criticalDamage"] } });
  });
});

describe("an actor made a player character", () => {
  it("has its token linked from then on, unless the same change says otherwise", () => {
    expect(becomesPlayerCharacter({ kind: "npc", agility: 30 }, { system: { kind: "pc" } }, rules)).toBe(true);
    expect(becomesPlayerCharacter({ kind: "npc" }, { system: { kind: "pc" }, prototypeToken: { actorLink: false } }, rules)).toBe(false);
    expect(becomesPlayerCharacter({ kind: "pc" }, { system: { agility: 40 } }, rules)).toBe(false);
    expect(becomesPlayerCharacter({ kind: "npc" }, { system: { agility: 40 } }, rules)).toBe(false);
    expect(becomesPlayerCharacter({ kind: "npc" }, { name: "Renamed" }, rules)).toBe(false);
  });
});
