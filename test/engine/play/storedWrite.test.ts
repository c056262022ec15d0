import { describe, expect, it } from "vitest";
import { underEffects } from "../../../src/engine/effects/effectiveSystem";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { storedChange, storedFields } from "../../../src/engine/play/storedWrite";
import { tracksAsRead } from "../../../src/engine/schema/trackMark";
import { D100ActorSchema } from "../../../src/rulesets/d100-fate/schema";

const stored = { wounds: { max: 10, value: 10 }, fate: { max: 2 }, criticalDamage: 0 };

/** A d100-fate actor as the rules read it under effects that leave its data as `effective`. */
function under(effective: Record<string, unknown>): ActorSnapshot {
  return { ref: "Actor.a", name: "A", type: "d100-fate-character", items: [], ...underEffects(D100ActorSchema, stored, { ...stored, ...effective }) };
}

describe("an actor read under its effects", () => {
  it("reads a track an effect pushes above its maximum at the maximum, and keeps the stored data beside it", () => {
    const read = under({ wounds: { max: 1, value: 10 } });
    expect(read.system).toMatchObject({ wounds: { max: 1, value: 1 } });
    expect(read.source).toMatchObject({ wounds: { max: 10, value: 10 } });
  });

  it("gives a track left out full, of the maximum read and of the maximum stored", () => {
    const read = under({ fate: { max: 3 } });
    expect(read.system).toMatchObject({ fate: { max: 3, value: 3 } });
    expect(read.source).toMatchObject({ fate: { max: 2, value: 2 } });
    expect(tracksAsRead(D100ActorSchema, stored, false)).toEqual({ ...stored, fate: { max: 2, value: 2 } });
  });

  it("is the stored data itself, untouched, under no effect", () => {
    expect(underEffects(D100ActorSchema, stored, stored)).toEqual({ system: stored });
  });
});

describe("a rules write, as stored data takes it", () => {
  it("moves the stored value by what the rules took off the one they read: a +5 effect survives a hit, and its removal leaves the hit taken", () => {
    const blessed = under({ wounds: { max: 15, value: 15 } });
    // The rules read 15 and took 4: 11 as read, 10 − 4 = 6 stored; under the effect 11, without it 6.
    expect(storedFields(blessed, { "wounds.value": 11 })).toEqual({ "wounds.value": 6 });
  });

  it("moves it by what the rules took off the clamped value they read: a maximum lowered to 1 makes no one immune", () => {
    const cursed = under({ wounds: { max: 1, value: 10 } });
    // Read 1, taken to 0 (the rest goes to Critical Damage, which no effect changes): 10 − 1 stored.
    expect(storedFields(cursed, { "wounds.value": 0, criticalDamage: 3 })).toEqual({ "wounds.value": 9, criticalDamage: 3 });
  });

  it("never stores a track's value above the maximum the write leaves stored", () => {
    const blessed = under({ wounds: { max: 15, value: 15 } });
    expect(storedFields(blessed, { "wounds.value": 15 })).toEqual({ "wounds.value": 10 });
    expect(storedFields({ ...blessed, system: { ...Object(blessed.system), wounds: { max: 15, value: 9 } } }, { "wounds.value": 15 })).toEqual({
      "wounds.value": 10,
    });
  });

  it("never stores a track's value below the least its schema stores it at: a blow past the stored Wounds under a +5 blessing stops at none", () => {
    const low = { ...stored, wounds: { max: 10, value: 2 } };
    const blessed: ActorSnapshot = {
      ref: "Actor.a",
      name: "A",
      type: "d100-fate-character",
      items: [],
      ...underEffects(D100ActorSchema, low, { ...low, wounds: { max: 15, value: 7 } }),
    };
    expect(blessed.floors).toMatchObject({ "wounds.value": 0, "fate.value": 0 });
    // Read 7, 6 taken: 1 read; 2 − 6 would be −4 stored, which no Wounds are.
    expect(storedFields(blessed, { "wounds.value": 1 })).toEqual({ "wounds.value": 0 });
  });

  it("writes a word, a flag, and any field of an actor under no effect as the rules decided, and converts a change once", () => {
    const plain: ActorSnapshot = { ref: "Actor.a", name: "A", type: "t", system: stored, items: [] };
    expect(storedFields(plain, { "wounds.value": 3 })).toEqual({ "wounds.value": 3 });
    const blessed = under({ wounds: { max: 15, value: 15 } });
    const change = storedChange(blessed, { actor: "Actor.a", system: { "wounds.value": 11, kind: "pc" } });
    expect(change).toEqual({ actor: "Actor.a", system: { "wounds.value": 6, kind: "pc" }, stored: true });
    expect(storedChange(blessed, change)).toBe(change);
    expect(storedChange(plain, { actor: "Actor.a", system: { "wounds.value": 3 } })).toEqual({ actor: "Actor.a", system: { "wounds.value": 3 } });
  });
});
