import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ActiveEffectDouble, englishWords, type EffectChange } from "../../support/foundry/activeEffects";

// Foundry's classes the system's documents extend at import (test/support/foundry/documentGlobals.ts).
await vi.hoisted(async () => {
  const { installDocumentGlobals } = await import("../../support/foundry/documentGlobals");
  await installDocumentGlobals();
});

import { TurnwrightActiveEffect } from "../../../src/foundry/documents/TurnwrightActiveEffect";
import { applyEffects } from "../../../src/engine/effects/applyEffects";
import type { EffectEntry } from "../../../src/engine/effects/EffectChange";
import { expandPaths } from "../../../src/foundry/applications/sheets/screenSubmission";
import { effectiveSystem } from "../../../src/engine/effects/effectiveSystem";
import { updateActorItems, updateActorSystem } from "../../../src/foundry/gm/actorUpdate";
import { readDamageRecord } from "../../../src/engine/play/damageRecord";
import { fightScenario } from "../../../src/foundry/odds/fightScenario";
import { ruleSetById } from "../../../src/rulesets/registry";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { packActorFrom } from "../../support/packActors";

/** The protected handlers core's client backend calls before a creation and an update (v13 client/data/client-backend.mjs). */
interface Handlers {
  _preCreate(data: object, options: object, user: object): Promise<boolean | void>;
  _preUpdate(changed: object, options: object, user: object): Promise<boolean | void>;
  apply(actor: object, change: EffectChange): object;
}

/** The player at the console, and the key she writes: through `__proto__`, mode Override (5), her id as the last segment. */
const ANNA = "tablePlayerAnna0";
const FORGED: readonly EffectChange[] = [
  { key: `system.x.__proto__.${ANNA}`, value: "3", mode: 5 },
  { key: `system.constructor.prototype.${ANNA}`, value: "3", mode: 5 },
  { key: `__proto__.${ANNA}`, value: "3", mode: 5 },
];
const GM = { id: "gm", isGM: true };
const error = vi.fn();
const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);

/** An effect with these changes, set as the server's stored data would set them (the modes are plain numbers here, not the typed constants). */
function effectWith(name: string, changes: readonly EffectChange[]): TurnwrightActiveEffect {
  const effect = new TurnwrightActiveEffect({ name, changes: [] });
  Reflect.set(effect, "changes", [...changes]);
  return effect;
}

const handlers = (effect: TurnwrightActiveEffect): Handlers => {
  const found: unknown = effect;
  return found as Handlers;
};

/** An actor prepared as core prepares one (client/documents/actor.mjs `Actor#applyActiveEffects`: each active effect's changes through `effect.apply`). */
function prepared(effects: readonly TurnwrightActiveEffect[]): Record<string, unknown> {
  const actor: Record<string, unknown> = { system: { wounds: { value: 0 } }, ownership: { default: 0 } };
  for (const effect of effects) for (const change of effect.changes) handlers(effect).apply(actor, change);
  return actor;
}

beforeEach(() => {
  vi.stubGlobal("game", { ready: true, i18n: englishWords });
  vi.stubGlobal("ui", { notifications: { error } });
  error.mockClear();
  warn.mockClear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Object.prototype, ANNA);
});

describe("an effect whose change key walks into a prototype", () => {
  it("core's own path, unguarded, puts her id on every object's prototype (the fault)", () => {
    const actor = {};
    new ActiveEffectDouble({ changes: [FORGED[0]] }).apply(actor, FORGED[0] ?? { key: "", value: "", mode: 0 });
    expect(Reflect.get({}, ANNA)).toBe("3");
  });

  it("already stored: an actor prepared under it leaves Object.prototype untouched, its ownership unchanged, with a warning in the console", () => {
    const effects = FORGED.map((change) => effectWith("Forged", [change]));
    const actor = prepared(effects);
    expect(Object.hasOwn(Object.prototype, ANNA)).toBe(false);
    expect(Reflect.get({}, ANNA)).toBeUndefined();
    expect(Reflect.get(Object(actor["ownership"]), ANNA)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(FORGED.length);
  });

  it("a change to the actor's own data is still made", () => {
    const effect = effectWith("Wound", [{ key: "system.wounds.value", value: "2", mode: 5 }]);
    expect(Reflect.get(Object(Reflect.get(Object(prepared([effect])["system"]), "wounds")), "value")).toBe("2");
  });

  it.each(FORGED.map((change) => ({ key: change.key, change })))("is refused in words when made or changed: $key", async ({ change }) => {
    const made = effectWith("Forged", [change]);
    expect(await handlers(made)._preCreate({ name: "Forged", changes: [change] }, {}, GM)).toBe(false);
    const honest = effectWith("Honest", []);
    expect(await handlers(honest)._preUpdate({ changes: [{ key: "system.wounds.value", value: "1", mode: 2 }, change] }, {}, GM)).toBe(false);
    expect(error).toHaveBeenCalledTimes(2);
    expect(String(error.mock.calls[0]?.[0])).toContain(change.key);
    expect(String(error.mock.calls[0]?.[0])).toMatch(/may not change/);
  });

  it("an honest one is made and changed", async () => {
    const change = { key: "system.wounds.value", value: "1", mode: 2 };
    const made = effectWith("Honest", [change]);
    expect(await handlers(made)._preCreate({ name: "Honest", changes: [change] }, {}, GM)).not.toBe(false);
    expect(await handlers(made)._preUpdate({ changes: [change] }, {}, GM)).not.toBe(false);
    expect(error).not.toHaveBeenCalled();
  });
});

describe("Turnwright's own expansions of a dotted key", () => {
  it("the rules' effects refuse the key, naming it, and write nothing on a prototype", () => {
    for (const change of FORGED) {
      const entry: EffectEntry = { name: "Forged", changes: [{ key: change.key, value: 3, mode: "override" }] };
      const applied = applyEffects({ x: { y: 1 }, wounds: { value: 0 } }, [entry], undefined, "effects");
      expect(applied.ok).toBe(false);
    }
    expect(Reflect.get({}, ANNA)).toBeUndefined();
  });

  it("a form's field named through a prototype is dropped", () => {
    expect(expandPaths({ [`system.__proto__.${ANNA}`]: 3, "system.wounds.value": 1 })).toEqual({ system: { wounds: { value: 1 } } });
    expect(Reflect.get({}, ANNA)).toBeUndefined();
  });
});

describe("the rest of Turnwright's walks along a dotted key", () => {
  it("an actor's effective data takes no own `__proto__` key of core's applied changes (data read as JSON has them)", () => {
    const overrides: unknown = JSON.parse(`{"system":{"__proto__":{"${ANNA}":3},"wounds":{"__proto__":{"${ANNA}":3},"value":4}}}`);
    const effective = effectiveSystem({ wounds: { value: 9, max: 10 } }, overrides);
    expect(effective).toEqual({ wounds: { value: 4, max: 10 } });
    expect(Reflect.get(Object(effective), ANNA)).toBeUndefined();
    expect(Reflect.get(Object(Reflect.get(Object(effective), "wounds")), ANNA)).toBeUndefined();
    expect(Reflect.get({}, ANNA)).toBeUndefined();
  });

  it("a rules write leaves out a path through a prototype, with a warning, and writes the rest in one update", async () => {
    const updates: object[] = [];
    class Actor {
      readonly type = "d100-fate-character";
      readonly statuses = new Set<string>();
      readonly items = { has: () => true };
      async update(changes: object): Promise<void> {
        updates.push(changes);
      }
      async updateEmbeddedDocuments(_name: string, changes: object[]): Promise<void> {
        updates.push(...changes);
      }
    }
    const actor = new Actor();
    const utils: unknown = Reflect.get(Object(Reflect.get(globalThis, "foundry")), "utils");
    vi.stubGlobal("foundry", { ...Object(Reflect.get(globalThis, "foundry")), documents: { Actor }, utils: { ...Object(utils), fromUuidSync: () => actor } });
    await updateActorSystem("Actor.a", { [`__proto__.${ANNA}`]: 3, [`wounds.constructor.prototype.${ANNA}`]: 3, "wounds.value": 4 });
    await updateActorItems("Actor.a", { w1: { [`__proto__.${ANNA}`]: 3 }, w2: { "damage.code": "1d10" } });
    expect(updates).toEqual([{ "system.wounds.value": 4 }, { _id: "w2", "system.damage.code": "1d10" }]);
    expect(warn).toHaveBeenCalledTimes(3);
  });

  it("a card's damage record that names a field through a prototype is not one the GM's game wrote: refused, never walked", () => {
    const damage: unknown = JSON.parse(
      `{"steps":[],"dealt":[{"ref":"Actor.a","name":"A","before":{"__proto__":{"${ANNA}":3}},"after":{"wounds":{"value":1}},"lines":[],"undone":false}]}`,
    );
    const read = readDamageRecord({ kind: "damage", actors: ["Actor.b", "Actor.a"], data: {}, used: [], damage });
    expect(read.ok).toBe(false);
  });

  it("an odds study leaves a stored effect's change through a prototype out, and still runs on the rest", () => {
    const ruleset = ruleSetById("d20-segments");
    const [tulkas, marvok] = ["tulkas", "marvok"].map((name) => packActorFrom("d20-segments-actors", name, `Actor.${name}`));
    if (ruleset === undefined || tulkas === undefined || marvok === undefined) throw new Error("a rule set and two actors");
    const honest = { key: "system.conditions.lost", mode: "override", value: "true" } as const;
    const forged = { key: `system.__proto__.${ANNA}`, mode: "override", value: "3" } as const;
    const lost = { name: "Botch", changes: [honest, forged], left: { unit: "round-ends", count: 1 } } as const;
    const side = (id: string, actor: ActorSnapshot, which: "friendly" | "hostile", more: object = {}) => ({
      id,
      name: actor.name,
      actor,
      side: which,
      surprised: false,
      defeated: false,
      at: null,
      ...more,
    });
    const study = fightScenario(
      {
        ruleset: ruleset.id,
        options: {},
        round: 3,
        roundPlan: ruleset.play.combat.clock.round,
        grid: "gridless",
        fighters: [side("c1", tulkas, "friendly"), side("c2", marvok, "hostile", { ruleEffects: [lost] })],
      },
      5,
      ruleset,
    );
    if (!study.ok) throw new Error(JSON.stringify(study.reason));
    expect(study.scenario.combatants[1]?.effects).toEqual([{ name: "Botch", changes: [honest], duration: { unit: "round-ends", count: 1 } }]);
    expect(Reflect.get({}, ANNA)).toBeUndefined();
  });
});
