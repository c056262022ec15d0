import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { combatDifficulty } from "../../../src/rulesets/d6-pool/combatDifficulty";
import { D6_WEAPONS } from "../../../src/rulesets/d6-pool/armoury";
import { BAND_MODIFIER, D6_RANGE, rangeBand, RANGE_BANDS, type RangedWeapon } from "../../../src/rulesets/d6-pool/rangeBands";

function gear(name: string): RangedWeapon {
  const weapon = D6_WEAPONS[name];
  if (weapon === undefined) throw new Error(`no ${name} in the armoury`);
  return { name, ...weapon };
}

const rifle = gear("Hunting rifle");
const sabre = gear("Sabre");
const fists: RangedWeapon = { name: "bare hands", skill: "brawling", range: { short: 0, medium: 0, long: 0 } };
/** A support beam: a melee weapon over two metres, its Short edge set. */
const beam: RangedWeapon = { name: "support beam", skill: "meleeCombat", range: { short: 5, medium: 0, long: 0 } };

describe("d6-pool range bands (Combat Difficulty Modifiers: Range)", () => {
  it("puts a gun's target in the band its edges say: point blank to 3 m, then short, medium and long", () => {
    // The hunting rifle reaches 30 / 100 / 300 m.
    expect(rangeBand(rifle, 2)).toBe("pointBlank");
    expect(rangeBand(rifle, 3)).toBe("pointBlank");
    expect(rangeBand(rifle, 4)).toBe("short");
    expect(rangeBand(rifle, 30)).toBe("short");
    expect(rangeBand(rifle, 31)).toBe("medium");
    expect(rangeBand(rifle, 100)).toBe("medium");
    expect(rangeBand(rifle, 300)).toBe("long");
    expect(rangeBand(rifle, 301)).toBeNull();
  });

  it("adds the band's modifier to the difficulty: -5, 0, +5, +10", () => {
    const at = (metres: number): number => {
      const verdict = D6_RANGE.judge(rifle, metres);
      if (verdict.kind !== "band") throw new Error("a band");
      return combatDifficulty({ activeDefence: null, modifiers: [{ source: "range", value: verdict.modifier }] });
    };
    expect([at(1), at(20), at(60), at(200)]).toEqual([5, 10, 15, 20]);
    expect(D6_RANGE.judge(rifle, 60)).toEqual({ kind: "band", band: "TURNWRIGHT.D6Pool.Range.medium", modifier: 5 });
  });

  it("lets bare hands and hand weapons strike at point blank only, a weapon over two metres at short range too", () => {
    expect(rangeBand(fists, 3)).toBe("pointBlank");
    expect(rangeBand(fists, 4)).toBeNull();
    expect(rangeBand(sabre, 4)).toBeNull();
    expect(rangeBand(beam, 4)).toBe("short");
    expect(rangeBand(beam, 6)).toBeNull();
  });

  it("refuses beyond the last band in words: out of reach for a blow, out of range for a shot", () => {
    const blow = D6_RANGE.judge(sabre, 5);
    const shot = D6_RANGE.judge(rifle, 400);
    expect(blow.kind === "beyond" && blow.refusal.code).toBe("out-of-reach");
    expect(blow.kind === "beyond" && blow.refusal.data).toEqual({ weapon: "Sabre", distance: 5, most: 3, units: "m" });
    expect(shot.kind === "beyond" && shot.refusal.code).toBe("out-of-range");
    expect(shot.kind === "beyond" && shot.refusal.data).toEqual({ weapon: "Hunting rifle", distance: 400, most: 300, units: "m" });
  });

  const weapons = fc
    .record({
      skill: fc.constantFrom("brawling" as const, "meleeCombat" as const, "firearms" as const),
      edges: fc.tuple(fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 }), fc.integer({ min: 0, max: 500 })),
    })
    .map(({ skill, edges }): RangedWeapon => {
      const [short, medium, long] = [...edges].sort((a, b) => a - b);
      return { name: "weapon", skill, range: { short: short ?? 0, medium: medium ?? 0, long: long ?? 0 } };
    });

  it("never makes a farther shot easier, and never lets a farther target in once a nearer one is out", () => {
    fc.assert(
      fc.property(weapons, fc.integer({ min: 0, max: 600 }), fc.integer({ min: 0, max: 600 }), (weapon, a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        const nearBand = rangeBand(weapon, near);
        const farBand = rangeBand(weapon, far);
        if (nearBand === null) return farBand === null;
        if (farBand === null) return true;
        return BAND_MODIFIER[farBand] >= BAND_MODIFIER[nearBand] && RANGE_BANDS.indexOf(farBand) >= RANGE_BANDS.indexOf(nearBand);
      }),
    );
  });
});
