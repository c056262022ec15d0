import { afterEach, describe, expect, it, vi } from "vitest";
import { showDice } from "../../../src/foundry/dice/diceSoNice";

/** Dice So Nice's `showForRoll`, each throw landing only when the test says: the animation a GM watches. */
function diceSoNice() {
  const landings: (() => void)[] = [];
  const showForRoll = vi.fn(() => new Promise<boolean>((resolve) => landings.push(() => resolve(true))));
  return { api: { showForRoll }, showForRoll, landings };
}

afterEach(() => vi.unstubAllGlobals());

describe("a press's dice shown through Dice So Nice", () => {
  it("throws every roll of the press at once, to the card's eyes in the presser's colours, and returns before any lands", () => {
    const module = diceSoNice();
    const presser = { id: "alice" };
    vi.stubGlobal("game", { dice3d: module.api, user: { id: "gm" } });
    const rolls = Array.from({ length: 50 }, (_, index) => ({ formula: `${index + 1}d6` }));
    const message = { whisper: ["gm", "alice"], blind: false };
    const shown = showDice(rolls as unknown as Roll.Any[], message as unknown as ChatMessage.Implementation, presser as unknown as User.Implementation);
    // Nothing to wait for: the GM's game goes on to its next request while the dice roll.
    expect(shown).toBeUndefined();
    expect(module.showForRoll).toHaveBeenCalledTimes(50);
    expect(module.showForRoll.mock.calls[49]).toEqual([rolls[49], presser, true, ["gm", "alice"], false]);
    expect(module.landings).toHaveLength(50);
  });

  it("without the module, does nothing", () => {
    vi.stubGlobal("game", { user: { id: "gm" } });
    expect(() => showDice([], undefined, undefined)).not.toThrow();
  });
});
