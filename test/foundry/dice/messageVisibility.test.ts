import { describe, expect, it } from "vitest";
import { readMessageMode, visibilityFor } from "../../../src/foundry/dice/messageVisibility";
import { applyRollModeOn } from "../../support/foundry/rollModes";

const GMS = ["gm", "assistant"];

describe("who sees a roll made for a player (ChatMessage.applyRollMode, v13; applyMode, v14)", () => {
  it("reads v13's roll modes and v14's message modes as the same four", () => {
    expect(["publicroll", "gmroll", "blindroll", "selfroll"].map(readMessageMode)).toEqual(["public", "gm", "blind", "self"]);
    expect(["public", "gm", "blind", "self"].map(readMessageMode)).toEqual(["public", "gm", "blind", "self"]);
    expect([undefined, null, "roll", "ic", 3].map(readMessageMode)).toEqual([null, null, null, null, null]);
  });

  it("reads no mode from a name every object inherits, as a forged request might send", () => {
    expect(["constructor", "toString", "__proto__", "hasOwnProperty"].map(readMessageMode)).toEqual([null, null, null, null]);
  });

  it("whispers a self roll to the player who made it, not to the GM whose game writes it", () => {
    expect(visibilityFor("self", "alice", GMS)).toEqual({ whisper: ["alice"], blind: false });
  });

  it("shows a public roll to everyone, a GM roll to the GMs, and a blind one to the GMs only, hidden from the roller", () => {
    expect(visibilityFor("public", "alice", GMS)).toEqual({ whisper: [], blind: false });
    expect(visibilityFor("gm", "alice", GMS)).toEqual({ whisper: GMS, blind: false });
    expect(visibilityFor("blind", "alice", GMS)).toEqual({ whisper: GMS, blind: true });
  });

  it("is what core's applyRollMode gives on the player's own game, which the GM's game cannot give for them", () => {
    const alicesGame = { userId: "alice", rollMode: "gmroll", gms: GMS };
    const gmsGame = { userId: "gm", rollMode: "publicroll", gms: GMS };
    for (const mode of ["publicroll", "gmroll", "blindroll", "selfroll"]) {
      const read = readMessageMode(mode);
      if (read === null) throw new Error(mode);
      expect(visibilityFor(read, "alice", GMS)).toEqual(applyRollModeOn(alicesGame, mode));
    }
    // Run for Alice on the GM's game, core whispers her self roll to the GM, and "roll" is the GM's mode.
    expect(applyRollModeOn(gmsGame, "selfroll")).toEqual({ whisper: ["gm"], blind: false });
    expect(applyRollModeOn(gmsGame, "roll")).not.toEqual(applyRollModeOn(alicesGame, "roll"));
  });
});
