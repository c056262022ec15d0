import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { PHASES_WEAPONS } from "../../../src/rulesets/phases-3d6/armoury";
import { PHASES_RANGE, strikeOf, type Strike } from "../../../src/rulesets/phases-3d6/strikeRange";

function armed(name: string, ownReach = 1): Strike {
  const weapon = PHASES_WEAPONS[name];
  if (weapon === undefined) throw new Error(`no ${name} in the armoury`);
  return strikeOf({ name, ...weapon }, ownReach);
}

describe("phases-3d6 reach and range", () => {
  it("strikes any adjacent opponent with a melee attack, and none farther with reach 1", () => {
    expect(PHASES_RANGE.judge(armed("Sword"), 1)).toEqual({ kind: "within" });
    const far = PHASES_RANGE.judge(armed("Sword"), 2);
    expect(far.kind).toBe("beyond");
    expect(far.kind === "beyond" && far.refusal).toEqual({
      code: "out-of-reach",
      message: "The target is 2 hexes away; Sword reaches 1 hex at most",
      data: { weapon: "Sword", distance: 2, most: 1, units: "hex" },
    });
  });

  it("reaches as far as the longer of the arm and the weapon: a spear's second hex, Growth or Stretching's more", () => {
    expect(PHASES_RANGE.judge(armed("Spear"), 2)).toEqual({ kind: "within" });
    expect(PHASES_RANGE.judge(armed("Sword", 3), 3)).toEqual({ kind: "within" });
    expect(PHASES_RANGE.judge(armed("Sword", 3), 4).kind).toBe("beyond");
  });

  it("fires at any target within the weapon's maximum range, and refuses one beyond it", () => {
    const bow = armed("Bow");
    expect(PHASES_RANGE.judge(bow, bow.range)).toEqual({ kind: "within" });
    const beyond = PHASES_RANGE.judge(bow, bow.range + 1);
    expect(beyond.kind === "beyond" && beyond.refusal.code).toBe("out-of-range");
  });

  it("never lets a farther target in once a nearer one is out", () => {
    const strikes = fc.record({
      weapon: fc.constant("weapon"),
      meleeReach: fc.option(fc.integer({ min: 1, max: 10 }), { nil: null }),
      range: fc.integer({ min: 0, max: 1000 }),
    });
    fc.assert(
      fc.property(strikes, fc.nat(1200), fc.nat(1200), (strike, a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        return PHASES_RANGE.judge(strike, near).kind === "beyond" ? PHASES_RANGE.judge(strike, far).kind === "beyond" : true;
      }),
    );
  });
});
