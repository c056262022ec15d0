import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { englishWords, getProperty } from "../../support/foundry/activeEffects";

// Foundry's globals with ActiveEffect in v14's shape, before the system's class extends it at import.
await vi.hoisted(async () => {
  const { installDocumentGlobals } = await import("../../support/foundry/documentGlobals");
  await installDocumentGlobals();
  const { ActiveEffectV14Double } = await import("../../support/foundry/activeEffectsV14");
  Reflect.set(globalThis, "ActiveEffect", ActiveEffectV14Double);
});

import { TurnwrightActiveEffect } from "../../../src/foundry/documents/TurnwrightActiveEffect";
import { ActiveEffectV14Double, type ChangeV14 } from "../../support/foundry/activeEffectsV14";

const ANNA = "tablePlayerAnna0";
const FORGED: readonly ChangeV14[] = [
  { key: `system.x.__proto__.${ANNA}`, value: 3, type: "override", phase: "initial", priority: null },
  { key: `system.constructor.prototype.${ANNA}`, value: 3, type: "override", phase: "initial", priority: null },
  { key: `__proto__.${ANNA}`, value: 3, type: "override", phase: "initial", priority: null },
];
const error = vi.fn();
/** v14's `foundry.utils.logCompatibilityWarning`, which its deprecated `changes` getter warns through (activeEffectsV14.ts). */
const compatibilityWarning = vi.fn();
const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);

/** The handler core's client backend calls before a creation (v14's declarations: `ActiveEffect#_preCreate(data, options, user)`). */
interface Handlers {
  _preCreate(data: object, options: object, user: object): Promise<boolean | void>;
}
const handlers = (effect: TurnwrightActiveEffect): Handlers => {
  const found: unknown = effect;
  return found as Handlers;
};

/** v14's `Actor#applyActiveEffects(phase)` as its declarations describe it: each change of each active effect through the static `applyChange` of the effect's class. */
function preparedV14(effects: readonly object[]): Record<string, unknown> {
  const actor: Record<string, unknown> = { system: { wounds: { value: 0 } }, ownership: { default: 0 } };
  for (const effect of effects) {
    const changes = getProperty(effect, "system.changes");
    for (const change of Array.isArray(changes) ? changes : []) if (isChange(change)) TurnwrightActiveEffect.applyChange(actor, change);
  }
  return actor;
}

function isChange(change: unknown): change is ChangeV14 {
  return typeof change === "object" && change !== null && typeof Reflect.get(change, "type") === "string";
}

beforeEach(() => {
  vi.stubGlobal("game", { ready: true, i18n: englishWords, release: { generation: 14, build: 366 } });
  vi.stubGlobal("ui", { notifications: { error } });
  error.mockClear();
  warn.mockClear();
  compatibilityWarning.mockClear();
  Reflect.set(foundry.utils, "logCompatibilityWarning", compatibilityWarning);
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(Object.prototype, ANNA);
});

describe("on v14, an effect whose change key walks into a prototype", () => {
  it("v14's own path, unguarded, puts her id on every object's prototype (the fault the guard stops)", () => {
    ActiveEffectV14Double.applyChange({}, FORGED[0] ?? { value: 0, type: "override", phase: "initial", priority: null });
    expect(Reflect.get({}, ANNA)).toBe(3);
  });

  it("already stored in v14's shape: an actor prepared through applyChange leaves Object.prototype untouched, with a warning each", () => {
    const effects = FORGED.map((change) => new TurnwrightActiveEffect({ name: "Forged", system: { changes: [change] } }));
    const actor = preparedV14(effects);
    expect(Object.hasOwn(Object.prototype, ANNA)).toBe(false);
    expect(Reflect.get(Object(actor["ownership"]), ANNA)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(FORGED.length);
  });

  it("a change to the actor's own data is still made through v14's path", () => {
    const effect = new TurnwrightActiveEffect({
      name: "Wound",
      system: { changes: [{ key: "system.wounds.value", value: 2, type: "override", phase: "initial", priority: null }] },
    });
    expect(preparedV14([effect])).toMatchObject({ system: { wounds: { value: 2 } } });
    expect(warn).not.toHaveBeenCalled();
  });

  it("is refused in words when made, whether the data is in v14's shape or v13's", async () => {
    for (const data of [
      { name: "New", system: { changes: [FORGED[0]] } },
      { name: "Old", changes: [{ key: `system.x.__proto__.${ANNA}`, value: "3", mode: 5 }] },
    ]) {
      error.mockClear();
      const effect = new TurnwrightActiveEffect({ name: data.name });
      expect(await handlers(effect)._preCreate(data, {}, { id: "u1", isGM: false })).toBe(false);
      expect(error).toHaveBeenCalledTimes(1);
    }
  });

  it("never reads v14's deprecated `changes` getter", () => {
    preparedV14([
      new TurnwrightActiveEffect({
        name: "Wound",
        system: { changes: [{ key: "system.wounds.value", value: 1, type: "add", phase: "initial", priority: null }] },
      }),
    ]);
    expect(compatibilityWarning).not.toHaveBeenCalled();
  });
});
