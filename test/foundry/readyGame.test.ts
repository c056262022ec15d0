import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { readyGame, setUpGame } from "../../src/foundry/readyGame";

/** v13 client/game.mjs: `Game` is the class of `game`; `game.ready` turns true only after `setupGame` has drawn the UI. */
class GameDouble {
  ready = false;
  user: object | null = null;
}

let game: GameDouble;

beforeEach(() => {
  game = new GameDouble();
  vi.stubGlobal("foundry", { Game: GameDouble });
  vi.stubGlobal("game", game);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the ready-game guard", () => {
  it("names the part of ours that was used before the game was ready", () => {
    expect(() => readyGame("the combat tracker")).toThrow("Turnwright: the combat tracker was used before Foundry's game was ready.");
  });

  it("hands over the game once it is ready", () => {
    game.ready = true;
    expect(readyGame("the combat tracker")).toBe(game);
  });

  it("names what was drawn before the world was set up, and hands the game over from setup on", () => {
    expect(() => setUpGame("the session")).toThrow("Turnwright: the session was drawn before Foundry's world was set up.");
    vi.stubGlobal("game", {});
    expect(() => setUpGame("the combat tracker")).toThrow("Turnwright: the combat tracker was drawn before Foundry's world was set up.");
    game.user = {};
    vi.stubGlobal("game", game);
    expect(setUpGame("the session")).toBe(game);
  });
});
