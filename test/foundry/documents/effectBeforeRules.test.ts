import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { englishWords } from "../../support/foundry/activeEffects";

// Foundry's classes the system's documents extend at import (test/support/foundry/documentGlobals.ts).
await vi.hoisted(async () => {
  const { installDocumentGlobals } = await import("../../support/foundry/documentGlobals");
  await installDocumentGlobals();
});

import { TurnwrightActiveEffect } from "../../../src/foundry/documents/TurnwrightActiveEffect";
import { useFightGate, useFightSettings, type FightSettings } from "../../../src/foundry/fight/fightSettings";
import { D6_POOL_MODULE } from "../../../src/rulesets/d6-pool/play/module";

/** The protected handler core's client backend calls before a creation (v13 client/data/client-backend.mjs `#preCreateDocumentArray`). */
interface Handlers {
  _preCreate(data: object, options: object, user: object): Promise<boolean | void>;
}

const GM = { id: "gm", isGM: true };
const error = vi.fn();

/** An effect a module makes with a duration, run through core's creation step. */
async function made(unit: string): Promise<{ readonly allowed: boolean | void; readonly effect: TurnwrightActiveEffect }> {
  const data = { _id: "daze", name: "Dazed", changes: [], flags: { turnwright: { duration: { unit, count: 2 } } } };
  const effect = new TurnwrightActiveEffect(data);
  const handlers: unknown = effect;
  const allowed = await (handlers as Handlers)._preCreate(data, {}, GM);
  return { allowed, effect };
}

// Before `ready` (a module's `setup` hook): v13 `game.ready` is false, `game.i18n` is loaded.
beforeEach(() => {
  vi.stubGlobal("game", { ready: false, i18n: englishWords });
  vi.stubGlobal("ui", { notifications: { error } });
  error.mockClear();
});
afterEach(() => vi.unstubAllGlobals());

describe("an effect with a duration made before the world's rules have arrived", () => {
  it("waits for them, then is checked against the rule set's units and kept with no start (outside any fight)", async () => {
    let arrive = (): void => undefined;
    const arrival = new Promise<undefined>((resolve) => (arrive = () => resolve(undefined)));
    useFightGate(() => arrival);
    const pending = made("round-ends");
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    useFightSettings({ rules: D6_POOL_MODULE.combat } as FightSettings);
    arrive();
    const { allowed, effect } = await pending;
    expect(allowed).not.toBe(false);
    expect(effect.getFlag("turnwright", "duration")).toEqual({ unit: "round-ends", count: 2, start: null });
    expect(error).not.toHaveBeenCalled();
  });

  it("one the rule set cannot count is refused in words, never a throw, though the game is not ready", async () => {
    useFightGate(async () => undefined);
    const { allowed } = await made("phases");
    expect(allowed).toBe(false);
    expect(error.mock.calls).toEqual([
      [
        "This effect's duration was not saved: \"phases\" is not a unit of this rule set's time (it has rounds, seconds, end-of-round, round-ends, next-turn). Nothing was changed.",
      ],
    ]);
  });
});
