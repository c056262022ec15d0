import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hexDistance } from "../../../../src/rulesets/phases-3d6/hex/distance";
import { hex, hexKey } from "../../../../src/rulesets/phases-3d6/hex/Hex";
import { straightPath } from "../../../../src/rulesets/phases-3d6/hex/path";
import {
  leavesThreat,
  threatenedHexes,
  threatenersOf,
  threatens,
  type Movement,
  type Threatener,
} from "../../../../src/rulesets/phases-3d6/opportunity/threat";

const ogre: Threatener = { id: "ogre", at: hex(0, 0), reach: 1 };
const giant: Threatener = { id: "giant", at: hex(5, 0), reach: 3 };

function move(path: Movement["path"], manner: Movement["manner"] = "combat", combatMovement = 6): Movement {
  return { mover: "hero", path, manner, combatMovement };
}

describe("threatened hexes", () => {
  it("most characters threaten the six hexes around them; more reach threatens more", () => {
    expect(threatenedHexes(ogre)).toHaveLength(7);
    expect(threatenedHexes(giant)).toHaveLength(37);
    expect(threatens(ogre, hex(1, 0))).toBe(true);
    expect(threatens(ogre, hex(2, 0))).toBe(false);
    expect(threatens(giant, hex(2, 0))).toBe(true);
    expect(threatenersOf(hex(2, 0), [ogre, giant]).map((t) => t.id)).toEqual(["giant"]);
  });
});

describe("leaving a threatened hex", () => {
  it("walking away from an adjacent enemy provokes once, at the hex being left", () => {
    const result = leavesThreat(move([hex(1, 0), hex(2, 0), hex(3, 0)]), [ogre]);
    expect(result).toEqual({ ok: true, value: [{ threatener: "ogre", leaving: 0, at: hex(1, 0), skillNegates: true }] });
  });

  it("walking into threatened hexes and stopping there provokes nothing", () => {
    const result = leavesThreat(move([hex(3, 0), hex(2, 0), hex(1, 0)]), [ogre]);
    expect(result).toEqual({ ok: true, value: [] });
  });

  it("moving from threatened hex to threatened hex is leaving, but one opportunity for the whole Phase", () => {
    // Around the ogre: (1,0) → (1,-1) → (0,-1) are all within its reach, then out.
    const circling = move([hex(1, 0), hex(1, -1), hex(0, -1), hex(0, -2)]);
    const result = leavesThreat(circling, [ogre]);
    expect(result.ok && result.value).toEqual([{ threatener: "ogre", leaving: 0, at: hex(1, 0), skillNegates: true }]);
    expect(leavesThreat(circling, [ogre], ["ogre"])).toEqual({ ok: true, value: [] });
  });

  it("passing two threateners provokes each where its area is first left, in path order", () => {
    const result = leavesThreat(move(straightPath(hex(1, 0), hex(9, 0))), [giant, ogre]);
    expect(result.ok && result.value.map((p) => [p.threatener, p.leaving])).toEqual([
      ["ogre", 0],
      ["giant", 1],
    ]);
  });

  it("the 1-hex step and the withdraw action never provoke", () => {
    expect(leavesThreat(move([hex(1, 0), hex(2, 0)], "step"), [ogre])).toEqual({ ok: true, value: [] });
    expect(leavesThreat(move([hex(1, 0), hex(2, 0), hex(3, 0)], "withdraw"), [ogre])).toEqual({ ok: true, value: [] });
  });

  it("a step of more than one hex, or by a character with 1 hex of movement or less, is refused", () => {
    const long = leavesThreat(move([hex(1, 0), hex(2, 0), hex(3, 0)], "step"), [ogre]);
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.refusal.code).toBe("step-too-long");
    const slow = leavesThreat(move([hex(1, 0), hex(2, 0)], "step", 1), [ogre]);
    expect(slow.ok).toBe(false);
    if (!slow.ok) expect(slow.refusal.code).toBe("step-too-slow");
    // The same slow character moving that hex with a move action provokes.
    const walked = leavesThreat(move([hex(1, 0), hex(2, 0)], "combat", 1), [ogre]);
    expect(walked.ok && walked.value.map((p) => p.threatener)).toEqual(["ogre"]);
  });

  it("non-combat speed provokes with no skill roll to negate it", () => {
    const result = leavesThreat(move([hex(1, 0), hex(2, 0)], "nonCombat"), [ogre]);
    expect(result.ok && result.value[0]?.skillNegates).toBe(false);
  });

  it("a character never provokes itself, and a broken path is refused", () => {
    const self: Threatener = { id: "hero", at: hex(1, 0), reach: 1 };
    expect(leavesThreat(move([hex(1, 0), hex(2, 0)]), [self])).toEqual({ ok: true, value: [] });
    const broken = leavesThreat(move([hex(1, 0), hex(4, 0)]), [ogre]);
    expect(broken.ok).toBe(false);
  });

  it("whatever the path, each threatener provokes at most once, only where it threatens, never by step or withdraw", () => {
    const threatenerArb = fc.record({
      id: fc.constantFrom("a", "b", "c", "d"),
      at: fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) }),
      reach: fc.integer({ min: 0, max: 3 }),
    });
    const pathArb = fc
      .tuple(fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) }), fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 10 }))
      .map(([start, turns]) => {
        const dirs = [hex(1, 0), hex(1, -1), hex(0, -1), hex(-1, 0), hex(-1, 1), hex(0, 1)];
        const path = [start];
        for (const turn of turns) {
          const last = path[path.length - 1] ?? start;
          const d = dirs[turn] ?? hex(1, 0);
          path.push(hex(last.q + d.q, last.r + d.r));
        }
        return path;
      });
    fc.assert(
      fc.property(
        fc.uniqueArray(threatenerArb, { selector: (t) => t.id, maxLength: 4 }),
        pathArb,
        fc.constantFrom("combat", "nonCombat", "step", "withdraw" as const),
        (threateners, path, manner) => {
          const result = leavesThreat(move(path, manner), threateners);
          if (!result.ok) {
            expect(manner).toBe("step");
            return;
          }
          if (manner === "step" || manner === "withdraw") expect(result.value).toEqual([]);
          const ids = result.value.map((p) => p.threatener);
          expect(new Set(ids).size).toBe(ids.length);
          // And nobody whose area the mover leaves is missed.
          if (manner === "combat" || manner === "nonCombat") {
            const left = path.slice(0, -1);
            const expected = threateners.filter((t) => left.some((h) => hexDistance(t.at, h) <= t.reach)).map((t) => t.id);
            expect([...ids].sort()).toEqual([...expected].sort());
          }
          for (const provocation of result.value) {
            const threatener = threateners.find((t) => t.id === provocation.threatener);
            expect(threatener).toBeDefined();
            if (threatener === undefined) continue;
            expect(hexDistance(threatener.at, provocation.at)).toBeLessThanOrEqual(threatener.reach);
            expect(hexKey(path[provocation.leaving] ?? hex(NaN, NaN))).toBe(hexKey(provocation.at));
            // It is the first hex of the path this threatener threatens that the mover leaves.
            const first = path.findIndex((h) => hexDistance(threatener.at, h) <= threatener.reach);
            expect(provocation.leaving).toBe(first);
          }
        },
      ),
      { seed: 3641, numRuns: 300 },
    );
  });
});
