import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { D6_POOL } from "../../../../src/rulesets/d6-pool/ruleSet";
import { foundryStandIn, HooksDouble } from "../../../support/foundry/hooks";

/** A token on the canvas as the marks use it: its document, its render flags and its children. */
class TokenDouble {
  readonly document = {};
  readonly w = 100;
  readonly flagged: object[] = [];
  readonly renderFlags = { set: (flags: object) => void this.flagged.push(flags) };
  getChildByName(): unknown {
    return null;
  }
  addChild<T>(child: T): T {
    return child;
  }
}

let hooks: HooksDouble;
let game: { ready: boolean; combat?: unknown; i18n?: unknown };
let tokens: TokenDouble[];

beforeEach(() => {
  vi.resetModules();
  hooks = new HooksDouble();
  const stand = foundryStandIn();
  vi.stubGlobal("Hooks", hooks);
  vi.stubGlobal("CONFIG", { Combat: { dataModels: {}, initiative: {} }, Combatant: { dataModels: {} }, ui: {} });
  vi.stubGlobal("foundry", stand);
  for (const name of ["Actor", "Item", "Combatant", "ChatMessage", "Handlebars", "ui"]) vi.stubGlobal(name, stand);
  // A class of its own, so that whether the game's combat is Turnwright's is answered truly.
  vi.stubGlobal("Combat", class Combat {});
  vi.stubGlobal("PIXI", { Text: class Text {} });
  game = { ready: false };
  vi.stubGlobal("game", game);
  tokens = [new TokenDouble(), new TokenDouble()];
  vi.stubGlobal("canvas", { tokens: { placeables: tokens } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** The rule set's chunk arriving, as boot plays it: the fight's rules set, the marks registered. */
async function rulesArrive(): Promise<void> {
  const { playCombat } = await import("../../../../src/foundry/applications/tracker/registerCombat");
  playCombat({
    rules: D6_POOL.play.combat,
    tallies: { ruleset: D6_POOL.id, list: [] },
    roll: () => Promise.reject(new Error("no dice here")),
    study: { ruleset: D6_POOL, options: {}, map: D6_POOL.play.map },
  });
}

/**
 * v13 draws the canvas before the game is ready: `Game#setupGame` (client/game.mjs) awaits
 * `canvas.initializing` (`Game#initializeCanvas`, the viewed scene's `Canvas#draw`) and only then
 * sets `game.ready` and calls the `ready` hooks. `Canvas#draw` (client/canvas/board.mjs) starts the
 * ticker that applies render flags before it draws the layers, so each token drawn refreshes
 * (`PlaceableObject#applyRenderFlags`, client/canvas/placeables/placeable-object.mjs, calls the
 * `refreshToken` hooks) while the game is still loading.
 */
describe("token marks while the world loads", () => {
  it("a token refreshed before the game is ready is left alone, without an error", async () => {
    await rulesArrive();
    for (const token of tokens) hooks.callAll("refreshToken", token, { refreshState: true });
    expect(hooks.errors).toEqual([]);
  });

  it("once the game is ready, every token is asked to refresh, so the marks are drawn", async () => {
    await rulesArrive();
    for (const token of tokens) token.flagged.length = 0;
    game.ready = true;
    game.combat = null;
    hooks.callAll("ready");
    expect(tokens.map((token) => token.flagged)).toEqual([[{ refreshState: true }], [{ refreshState: true }]]);
    for (const token of tokens) hooks.callAll("refreshToken", token, { refreshState: true });
    expect(hooks.errors).toEqual([]);
  });

  it("rules that arrive after the game is ready refresh the tokens at once", async () => {
    game.ready = true;
    game.combat = null;
    await rulesArrive();
    expect(tokens.map((token) => token.flagged)).toEqual([[{ refreshState: true }], [{ refreshState: true }]]);
  });
});
