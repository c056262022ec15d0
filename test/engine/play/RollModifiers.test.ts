import { describe, expect, it } from "vitest";
import { checkModifiers, modifierLines, modifierTotal, signed, usualChoice, type RollModifiers } from "../../../src/engine/play/RollModifiers";

/** A toy rule set: a roll with a three-step ladder on one dial, and a second dial with its own cap. */
const RULES: RollModifiers = {
  rolls: ["roll"],
  ladder: [
    { id: "easy", label: "easy", dial: "aim", value: 2 },
    { id: "plain", label: "plain", dial: "aim", value: 0 },
    { id: "hard", label: "hard", dial: "aim", value: -2 },
  ],
  usualStep: "plain",
  dials: [
    { id: "aim", label: "aim", line: "aimLine", least: -5, most: 5 },
    { id: "luck", label: "luck", line: "luckLine", least: 0, most: 3 },
  ],
};

describe("modifiers before a roll, as the GM's game checks them", () => {
  it("starts at the usual step with no free modifier", () => {
    expect(usualChoice(RULES)).toEqual({ step: "plain", free: {} });
  });

  it("turns a step and free modifiers into the modifiers the roll takes, leaving out what adds nothing", () => {
    expect(checkModifiers(RULES, "roll", { step: "hard", free: { luck: 2, aim: 0 } })).toEqual({
      ok: true,
      value: [
        { source: "ladder", id: "hard", dial: "aim", value: -2 },
        { source: "free", id: "luck", dial: "luck", value: 2 },
      ],
    });
    expect(checkModifiers(RULES, "roll", { step: "plain", free: {} })).toEqual({ ok: true, value: [] });
    expect(checkModifiers(RULES, "roll", undefined)).toEqual({ ok: true, value: [] });
  });

  it("takes a free modifier at either end of its cap", () => {
    expect(checkModifiers(RULES, "roll", { step: null, free: { aim: -5 } }).ok).toBe(true);
    expect(checkModifiers(RULES, "roll", { step: null, free: { aim: 5, luck: 3 } }).ok).toBe(true);
  });

  it("refuses in words a step off the ladder, an unknown dial, a fraction, a value past the cap, and modifiers on what is no roll", () => {
    expect(checkModifiers(RULES, "roll", { step: "impossible", free: {} })).toMatchObject({
      ok: false,
      refusal: { code: "modifier-unknown-step", data: { step: "impossible" } },
    });
    expect(checkModifiers(RULES, "roll", { step: null, free: { speed: 1 } })).toMatchObject({
      ok: false,
      refusal: { code: "modifier-unknown-dial", data: { dial: "speed" } },
    });
    expect(checkModifiers(RULES, "roll", { step: null, free: { aim: 1.5 } })).toMatchObject({ ok: false, refusal: { code: "modifier-not-whole" } });
    expect(checkModifiers(RULES, "roll", { step: null, free: { aim: 6 } })).toMatchObject({
      ok: false,
      refusal: { code: "modifier-beyond-cap", data: { value: "+6", least: "\u22125", most: "+5" } },
    });
    expect(checkModifiers(RULES, "roll", { step: null, free: { luck: -1 } })).toMatchObject({ ok: false, refusal: { code: "modifier-beyond-cap" } });
    expect(checkModifiers(RULES, "spend", { step: "hard", free: {} })).toMatchObject({ ok: false, refusal: { code: "modifier-not-a-roll" } });
    // What changes nothing is no modifier, on any action.
    expect(checkModifiers(RULES, "spend", { step: null, free: { aim: 0 } })).toEqual({ ok: true, value: [] });
  });

  it("never reads a name every object has as a step or a dial", () => {
    expect(checkModifiers(RULES, "roll", { step: "constructor", free: {} }).ok).toBe(false);
    expect(checkModifiers(RULES, "roll", { step: null, free: JSON.parse('{"__proto__": 1}') as Record<string, number> }).ok).toBe(false);
    expect(checkModifiers({ ...RULES, rolls: ["toString"] }, "roll", { step: null, free: { toString: 1 } }).ok).toBe(false);
  });

  it("adds up each dial, and lists every modifier with its source, signed with a true minus", () => {
    const applied = [
      { source: "ladder", id: "hard", dial: "aim", value: -2 },
      { source: "free", id: "aim", dial: "aim", value: 5 },
      { source: "free", id: "luck", dial: "luck", value: 1 },
    ] as const;
    expect(modifierTotal(applied, "aim")).toBe(3);
    expect(modifierTotal(applied, "speed")).toBe(0);
    expect(modifierLines(RULES, applied)).toEqual([
      { key: "TURNWRIGHT.Modifiers.StepLine", data: { step: "hard", value: "\u22122" } },
      { key: "aimLine", data: { value: "+5" } },
      { key: "luckLine", data: { value: "+1" } },
    ]);
    expect([signed(-20), signed(0), signed(5)]).toEqual(["\u221220", "0", "+5"]);
  });
});
