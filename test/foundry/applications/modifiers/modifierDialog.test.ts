import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { dictionaryTranslator } from "../../../../src/engine/text/dictionaryTranslator";
import { CORE_ROLL_MODES, modifierDialogContext, readModifierForm } from "../../../../src/foundry/applications/modifiers/modifierDialogView";
import { RememberedChoices } from "../../../../src/foundry/applications/modifiers/rememberedChoices";
import { D100_MODIFIERS } from "../../../../src/rulesets/d100-fate/modifiers";
import { D6_MODIFIERS } from "../../../../src/rulesets/d6-pool/modifiers";
import { reachNote } from "../../../../src/engine/play/reachOnCard";
import { D6_RANGE_AT_TABLE } from "../../../../src/rulesets/d6-pool/play/rangeAtTable";
import { kestrel, thug } from "../../../rulesets/d6-pool/play/actors";

const english = dictionaryTranslator(JSON.parse(readFileSync(new URL("../../../../lang/en.json", import.meta.url), "utf8")));

describe("the modifier dialog's view", () => {
  it("draws the ladder in words with each step's value, the free modifier with its cap, and core's roll modes", () => {
    const context = modifierDialogContext(D100_MODIFIERS, { choice: { step: "hard", free: { test: 5 } }, mode: "gm" }, CORE_ROLL_MODES, english, {
      skipKey: "Shift",
    });
    expect(context.ladder.find((step) => step.selected)).toEqual({ id: "hard", label: "Hard (\u221220)", selected: true });
    expect(context.dials).toEqual([
      { id: "test", name: "free.test", label: "Free modifier", value: 5, least: -60, most: 60, range: "A whole number from \u221260 to +60." },
    ]);
    expect(context.modes.map((mode) => [mode.mode, mode.label, mode.selected])).toEqual([
      ["public", "CHAT.RollPublic", false],
      ["gm", "CHAT.RollPrivate", true],
      ["blind", "CHAT.RollBlind", false],
      ["self", "CHAT.RollSelf", false],
    ]);
  });

  it("says each target's distance and its band, a refusal to come, and nothing at all without a scene", () => {
    const draw = (distance: number | null, units = "m") =>
      modifierDialogContext(D6_MODIFIERS, { choice: { step: null, free: {} }, mode: "public" }, CORE_ROLL_MODES, english, {
        skipKey: null,
        reach: reachNote(
          D6_RANGE_AT_TABLE,
          { actor: kestrel, action: "attack", data: { item: "blaster" }, targets: [thug] },
          distance === null ? {} : { [thug.ref]: { distance, units } },
        ),
      }).reach;
    expect(draw(20)).toEqual({ lines: ["Thug is 20 m away: medium range, +5 to the difficulty"], refusal: null, gmDecides: null });
    expect(draw(61)?.refusal).toBe("Out of range: Blaster pistol shoots 60 m at most, and the target is 61 m away");
    expect(draw(200, "ft")).toEqual({
      lines: ["Thug is 200 ft away"],
      refusal: null,
      gmDecides: "The rules set no limit here: the GM decides what the distance allows.",
    });
    expect(draw(null)).toBeNull();
  });

  it("reads the form back as it was typed, an empty field as 0, and the GM's check decides the rest", () => {
    const form: Record<string, string> = { step: "", mode: "selfroll", "free.dice": "2", "free.pips": "" };
    expect(readModifierForm(D6_MODIFIERS, (name) => form[name] ?? null, "public")).toEqual({
      choice: { step: null, free: { dice: 2, pips: 0 } },
      mode: "self",
    });
    const typed: Record<string, string> = { step: "hard", mode: "nonsense", "free.test": "2.5" };
    expect(readModifierForm(D100_MODIFIERS, (name) => typed[name] ?? null, "gm")).toEqual({ choice: { step: "hard", free: { test: 2.5 } }, mode: "gm" });
  });

  it("remembers the last answer per user and per rule set, and starts from the usual step otherwise", () => {
    const remembered = new RememberedChoices();
    expect(remembered.last("alice", "d100-fate", D100_MODIFIERS, "public")).toEqual({ choice: { step: "challenging", free: {} }, mode: "public" });
    const hard = { choice: { step: "hard", free: { test: 5 } }, mode: "gm" } as const;
    remembered.remember("alice", "d100-fate", hard);
    expect(remembered.last("alice", "d100-fate", D100_MODIFIERS, "gm")).toEqual(hard);
    expect(remembered.last("bob", "d100-fate", D100_MODIFIERS, "public").choice.step).toBe("challenging");
    expect(remembered.last("alice", "d6-pool", D6_MODIFIERS, "self")).toEqual({ choice: { step: null, free: {} }, mode: "self" });
  });

  it("never remembers the roll mode: the dialog and a shift-click take the chat's as it is now, whatever the last roll's was", () => {
    const remembered = new RememberedChoices();
    remembered.remember("alice", "d100-fate", { choice: { step: "hard", free: { test: 5 } }, mode: "public" });
    expect(remembered.last("alice", "d100-fate", D100_MODIFIERS, "blind")).toEqual({ choice: { step: "hard", free: { test: 5 } }, mode: "blind" });
    expect(remembered.last("alice", "d100-fate", D100_MODIFIERS, "self").mode).toBe("self");
  });
});
