import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REGISTERED } from "../../../src/rulesets/registry";
import { foundryStandIn, HooksDouble } from "../../support/foundry/hooks";
import { HONEST_FIELDS } from "../../support/consoleQueries";

/** Which rule sets' own chunks were imported since the test began, in order. */
const imported: string[] = [];

/** Each rule set's chunk is its `ruleSet.ts` (see src/rulesets/declared.ts): an import of it is noted, then answered. */
function noteRuleSetImports(): void {
  for (const { id } of REGISTERED) {
    vi.doMock(`../../../src/rulesets/${id}/ruleSet`, async (original: () => Promise<unknown>) => {
      imported.push(id);
      return await original();
    });
  }
}

/**
 * World settings as v13's `ClientSettings` answers them during `init` (client/helpers/client-settings.mjs,
 * `ClientSettings#get`): a registered world setting reads its stored value from the world's
 * storage, which core loaded before calling the hooks, else its default.
 */
class SettingsDouble {
  readonly registered = new Map<string, { default?: unknown }>();
  constructor(readonly stored: Readonly<Record<string, unknown>>) {}
  register(namespace: string, key: string, config: { default?: unknown }): void {
    this.registered.set(`${namespace}.${key}`, config);
  }
  get(namespace: string, key: string): unknown {
    const name = `${namespace}.${key}`;
    if (!this.registered.has(name)) throw new Error(`${name} is not a registered game setting`);
    return name in this.stored ? this.stored[name] : this.registered.get(name)?.default;
  }
}

interface Registries {
  readonly Actor: { documentClass?: unknown; dataModels: Record<string, unknown>; trackableAttributes: Record<string, unknown> };
  readonly Item: { documentClass?: unknown; dataModels: Record<string, unknown> };
  readonly ActiveEffect: { documentClass?: unknown };
  /** v13 client/config.mjs: core's list of status effects, the defeated one among them, and `specialStatusEffects.DEFEATED`. */
  statusEffects: readonly { readonly id: string }[];
  readonly specialStatusEffects: { readonly DEFEATED: string };
}

/** v13's ClientKeybindings as `register` keeps what the system registers at init (client/helpers/interaction/client-keybindings.mjs). */
class KeybindingsDouble {
  readonly registered = new Map<string, unknown>();
  register(namespace: string, action: string, data: unknown): void {
    this.registered.set(`${namespace}.${action}`, data);
  }
}

let hooks: HooksDouble;
let config: Registries;
let combat: { dataModels: Record<string, unknown>; initiative: { formula?: string } };
let queries: Record<string, unknown>;

beforeEach(() => {
  imported.length = 0;
  vi.resetModules();
  noteRuleSetImports();
  hooks = new HooksDouble();
  config = {
    Actor: { dataModels: {}, trackableAttributes: {} },
    Item: { dataModels: {} },
    ActiveEffect: {},
    statusEffects: [{ id: "dead" }, { id: "stun" }],
    specialStatusEffects: { DEFEATED: "dead" },
  };
  const stand = foundryStandIn();
  class Game {}
  vi.stubGlobal("Hooks", hooks);
  combat = { dataModels: {}, initiative: {} };
  queries = {};
  vi.stubGlobal("CONFIG", new Proxy({ ...config, Combat: combat, Combatant: { dataModels: {} }, ChatMessage: { dataModels: {} }, ui: {}, queries }, {}));
  vi.stubGlobal("CONST", { GRID_TYPES: { GRIDLESS: 0, SQUARE: 1, HEXODDR: 2, HEXEVENR: 3, HEXODDQ: 4, HEXEVENQ: 5 } });
  const helpers = { interaction: { ClientKeybindings: KeybindingsDouble } };
  vi.stubGlobal("foundry", new Proxy({ Game }, { get: (target, key) => (key === "Game" ? target.Game : key === "helpers" ? helpers : stand) }));
  for (const name of ["Actor", "Item", "ActiveEffect", "Combat", "Combatant", "ChatMessage", "Handlebars", "ui"]) vi.stubGlobal(name, stand);
  // Core declares the canvas before any system code runs; it has drawn nothing yet.
  vi.stubGlobal("canvas", null);
});

afterEach(() => {
  vi.unstubAllGlobals();
  for (const { id } of REGISTERED) vi.doUnmock(`../../../src/rulesets/${id}/ruleSet`);
});

/** Loads the entry and runs its `init` hook for a world whose setting names `ruleset`; answers the game as the hook left it. */
async function bootWorld(ruleset: string): Promise<{
  readonly game: { turnwright?: { ruleset: string }; keybindings: KeybindingsDouble };
  readonly settings: SettingsDouble;
  readonly grid: { type: number; distance: number; units: string };
}> {
  await import("../../../src/index");
  const { foundry: namespace } = globalThis as unknown as { foundry: { Game: new () => object } };
  const settings = new SettingsDouble({ "turnwright.ruleset": ruleset });
  const grid = { type: 1, distance: 5, units: "ft" };
  // `game.turnwright` is the system's to set at init.
  const turnwright: { ruleset: string } | undefined = undefined;
  // As core calls `init`: the game is not ready.
  // Core makes the game's keybindings with it (v13 client/game.mjs), before any hook runs.
  const game = Object.assign(new namespace.Game(), {
    ready: false,
    settings,
    system: { version: "0.0.0", grid },
    socket: null,
    turnwright,
    keybindings: new KeybindingsDouble(),
  });
  vi.stubGlobal("game", game);
  hooks.callAll("init");
  // Core logs what a hooked function throws and goes on; a boot that threw is a failed boot.
  expect(hooks.errors).toEqual([]);
  return { game, settings, grid };
}

describe("the Foundry entry loads only the world's rule set", () => {
  it.each(REGISTERED.map((ruleset) => [ruleset.id, ruleset] as const))(
    "%s: its chunk alone is imported, and every rule set's documents are registered before init returns",
    async (id, ruleset) => {
      const { game, grid } = await bootWorld(id);
      // Synchronously, as init returns: Foundry builds the world's documents next, without waiting.
      expect(imported).toEqual([]);
      expect(game.turnwright?.ruleset).toBe(id);
      expect(config.Actor.documentClass).toBeTypeOf("function");
      expect(config.Item.documentClass).toBeTypeOf("function");
      expect(config.ActiveEffect.documentClass).toBeTypeOf("function");
      // The world's own types have data models; every rule set's actors keep their token bars, so none is lost.
      expect(Object.keys(config.Actor.dataModels)).toEqual([ruleset.play.documents.actorType]);
      expect(Object.keys(config.Item.dataModels).sort()).toEqual([...ruleset.play.documents.itemTypes].sort());
      expect(Object.keys(config.Actor.trackableAttributes).sort()).toEqual(REGISTERED.map((each) => each.play.documents.actorType).sort());
      expect({ distance: grid.distance, units: grid.units }).toEqual({ distance: ruleset.play.sceneGrid.distance, units: ruleset.play.sceneGrid.units });
      // Every query a player's game can send is one the hostile-case fuzz forges (test/support/consoleQueries.ts).
      expect(Object.keys(queries).sort()).toEqual(
        Object.keys(HONEST_FIELDS)
          .map((name) => `turnwright.${name}`)
          .sort(),
      );
      // What core rolls for initiative when asked before the chunk has come (a combat tracker drawn as the world loads).
      expect(combat.initiative.formula).toBe(ruleset.initiativeFormula);
      // The keys of core's Configure Controls, which core takes only during init.
      expect([...game.keybindings.registered.keys()]).toEqual(["turnwright.skipDialog", "turnwright.nextStep", "turnwright.previousStep"]);
      // Then the rule set's own chunk, played: its token marks listen for refreshes (before the test lets go of the globals it reads).
      await vi.waitFor(() => expect(hooks.listens("refreshToken")).toBe(true), { timeout: 20_000 });
      expect(imported).toEqual([id]);
    },
  );

  it("imports no rule set for a world whose setting names one this version does not have, and registers no data model", async () => {
    await bootWorld("no-such-rules");
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(imported).toEqual([]);
    expect(config.Actor.dataModels).toEqual({});
    expect(Object.keys(config.Actor.trackableAttributes)).toHaveLength(REGISTERED.length);
  });
});
