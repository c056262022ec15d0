import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { PlacedEffect } from "../../../src/engine/effects/RuleEffect";
import { registerCustomChanges } from "../../../src/foundry/documents/customChanges";
import { ruleEffectData } from "../../../src/foundry/gm/ruleEffects";
import { D6_POOL_MODULE } from "../../../src/rulesets/d6-pool/play/module";
import { STUN } from "../../../src/rulesets/d6-pool/stun";
import { getProperty, setProperty } from "../../support/foundry/activeEffects";
import { GENERATIONS, V13, V14, globalsOf, type FoundryGeneration } from "../../support/foundry/foundryGenerations";
import { HooksDouble } from "../../support/foundry/hooks";

type Data = Record<string, unknown>;

const DOCUMENTS = D6_POOL_MODULE.documents;

/** A d6-pool actor as core prepares it before its effects: its data, its type. */
function thug(): Data {
  return { type: DOCUMENTS.actorType, system: { wound: "unhurt", strength: "3D+1", skills: { firearms: "4D+2" } } };
}

/**
 * v13's way with a custom change on a field of the actor's data model (common/data/fields.mjs
 * `DataField#applyChange`: the value cast by the field, `StringField#_cast` making text of it, then
 * `_applyChangeCustom`: `Hooks.call("applyActiveEffect", model, change, value, delta, {})`, and the
 * value at the key after the hook kept when it differs; client/documents/active-effect.mjs
 * `applyField` sets it). Its changes are the effect's own `changes`, each with a numeric `mode`.
 */
function applyV13(actor: Data, effect: Data): void {
  const changes = Array.isArray(effect["changes"]) ? effect["changes"] : [];
  for (const change of changes) {
    if (Reflect.get(change, "mode") !== 0) throw new Error("only a custom change is modelled here");
    applyCustom(actor, change, String(Reflect.get(change, "value")));
  }
}

/**
 * v14's, from its declarations (no v14 client code is public): the change at `system.changes`
 * with `type` "custom", made through the static `ActiveEffect.applyChange` and `applyChangeField`
 * (client/documents/active-effect.d.mts) to the field's `DataField#applyChange`, which casts the
 * value first (`_castChangeDelta`; a value the field cannot cast drops the change before any hook,
 * foundryvtt/foundryvtt#14522) and then makes a custom change through `_applyChangeCustom`, which
 * "only returns a value if the target value of the change actually changed" and fires the
 * `applyActiveEffect` hook its declarations still list (client/hooks.d.mts).
 */
function applyV14(actor: Data, effect: Data): void {
  const changes = getProperty(effect, "system.changes");
  for (const change of Array.isArray(changes) ? changes : []) {
    if (Reflect.get(change, "type") !== "custom") throw new Error("only a custom change is modelled here");
    applyCustom(actor, change, String(Reflect.get(change, "value")));
  }
}

/** Both generations' `_applyChangeCustom` on a text field (d6-pool's die codes and wound level are all text, which casts any value): the hook, then the value kept if it changed. */
function applyCustom(actor: Data, change: object, delta: string): void {
  const key = String(Reflect.get(change, "key"));
  const before = getProperty(actor, key);
  hooks.call("applyActiveEffect", actor, change, before, delta, {});
  const after = getProperty(actor, key);
  if (after !== before) setProperty(actor, key, after);
}

const APPLY: Readonly<Record<FoundryGeneration["name"], (actor: Data, effect: Data) => void>> = { v13: applyV13, v14: applyV14 };

/** A custom change a GM makes by hand, in the generation's shape. */
function handMade(generation: FoundryGeneration, key: string, value: unknown): Data {
  const change = { key, value };
  return generation === V13
    ? { changes: [{ ...change, mode: 0 }] }
    : { system: { changes: [{ ...change, type: "custom", phase: "initial", priority: null }] } };
}

const warned = vi.fn();
let hooks = new HooksDouble();

beforeEach(() => {
  warned.mockClear();
  hooks = new HooksDouble();
  vi.stubGlobal("Hooks", hooks);
  vi.stubGlobal("foundry", { utils: { getProperty, setProperty } });
  registerCustomChanges(DOCUMENTS);
});
afterEach(() => {
  expect(warned).not.toHaveBeenCalled();
  vi.unstubAllGlobals();
});

describe.each(GENERATIONS)("d6-pool's custom changes, made through $name's applyActiveEffect hook", (generation) => {
  beforeEach(() => {
    for (const [name, value] of Object.entries(globalsOf(generation, warned))) vi.stubGlobal(name, value);
  });

  it("the stun the rules put on (ruleEffectData, in the game's shape) holds the wound at least at stunned", () => {
    const effect = ruleEffectData({ tag: "dealt-0-0", effect: STUN } satisfies PlacedEffect, "msg1", DOCUMENTS.conditions, "Stunned");
    const actor = thug();
    APPLY[generation.name](actor, effect);
    expect(getProperty(actor, "system.wound")).toBe("stunned");
    // A worse wound is never made better by a stun.
    const wounded = thug();
    setProperty(wounded, "system.wound", "incapacitated");
    APPLY[generation.name](wounded, effect);
    expect(getProperty(wounded, "system.wound")).toBe("incapacitated");
  });

  it("a GM's `+1D` on a skill and `-1` on an attribute: the die codes as the rules add them", () => {
    const actor = thug();
    APPLY[generation.name](actor, handMade(generation, "system.skills.firearms", "+1D"));
    APPLY[generation.name](actor, handMade(generation, "system.strength", "-1"));
    expect(getProperty(actor, "system.skills.firearms")).toBe("5D+2");
    expect(getProperty(actor, "system.strength")).toBe("3D");
  });

  it("a change on another system's actor, or outside its data, is left to whoever made it", () => {
    const other = { ...thug(), type: "someone-else" };
    APPLY[generation.name](other, handMade(generation, "system.skills.firearms", "+1D"));
    expect(getProperty(other, "system.skills.firearms")).toBe("4D+2");
  });
});

describe("on v14, a value core read out of JSON as it migrated the effect", () => {
  it("a pip change stored as the number -1 is read as the text it was written as", () => {
    for (const [name, value] of Object.entries(globalsOf(V14, warned))) vi.stubGlobal(name, value);
    const actor = thug();
    applyV14(actor, handMade(V14, "system.strength", -1));
    expect(getProperty(actor, "system.strength")).toBe("3D");
  });
});
