import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { hex, sameHex } from "../../../../src/rulesets/phases-3d6/hex/Hex";
import { straightPath, type HexPath } from "../../../../src/rulesets/phases-3d6/hex/path";
import { haltAfter, interruptAction, interruptMovement, type MoveBeat } from "../../../../src/rulesets/phases-3d6/opportunity/interrupt";
import { provokedBy } from "../../../../src/rulesets/phases-3d6/opportunity/provoking";
import { leavesThreat, type Threatener } from "../../../../src/rulesets/phases-3d6/opportunity/threat";

const ogre: Threatener = { id: "ogre", at: hex(0, 0), reach: 1 };
const troll: Threatener = { id: "troll", at: hex(3, -1), reach: 1 };

function beatsFor(path: HexPath, threateners: readonly Threatener[]): MoveBeat[] {
  const provoked = leavesThreat({ mover: "hero", path, manner: "combat", combatMovement: 6 }, threateners);
  if (!provoked.ok) throw new Error(provoked.refusal.message);
  return interruptMovement(path, provoked.value);
}

/** The hexes the mover passes through, read back from the beats. */
function walked(beats: readonly MoveBeat[]): HexPath {
  const hexes = [];
  for (const beat of beats) {
    if (beat.kind !== "move") continue;
    hexes.push(...(hexes.length === 0 ? beat.path : beat.path.slice(1)));
  }
  return hexes;
}

describe("an attack of opportunity interrupts the movement", () => {
  it("leaving the first hex: the attack comes before any step, then the whole move", () => {
    const path = straightPath(hex(1, 0), hex(4, 0));
    expect(beatsFor(path, [ogre])).toEqual([
      { kind: "opportunity", threatener: "ogre", at: hex(1, 0), skillNegates: true, gmMayWaive: false },
      { kind: "move", path },
    ]);
  });

  it("passing a threatener on the way: move to the hex being left, the attack, then the rest", () => {
    const path = straightPath(hex(0, 3), hex(4, -1));
    expect(path).toEqual([hex(0, 3), hex(1, 2), hex(2, 1), hex(3, 0), hex(4, -1)]);
    // (3,0) is the first hex within the troll's reach; leaving it provokes.
    const beats = beatsFor(path, [troll]);
    expect(beats).toEqual([
      { kind: "move", path: [hex(0, 3), hex(1, 2), hex(2, 1), hex(3, 0)] },
      { kind: "opportunity", threatener: "troll", at: hex(3, 0), skillNegates: true, gmMayWaive: false },
      { kind: "move", path: [hex(3, 0), hex(4, -1)] },
    ]);
    expect(walked(beats)).toEqual(path);
  });

  it("two threateners provoked at the same hex attack one after the other, in the order given", () => {
    const beside: Threatener = { id: "bandit", at: hex(1, 1), reach: 1 };
    const beats = beatsFor([hex(1, 0), hex(2, 0), hex(3, 0)], [beside, ogre]);
    expect(beats.map((beat) => (beat.kind === "move" ? "move" : beat.threatener))).toEqual(["bandit", "ogre", "move"]);
  });

  it("standing still or moving where nobody threatens is a single stretch or nothing", () => {
    expect(interruptMovement([hex(5, 5)], [])).toEqual([]);
    expect(beatsFor([hex(5, 5), hex(6, 5)], [ogre])).toEqual([{ kind: "move", path: [hex(5, 5), hex(6, 5)] }]);
  });

  it("a mover who cannot go on stops where the attack hit, and the attacks provoked there still come", () => {
    const beside: Threatener = { id: "bandit", at: hex(1, 1), reach: 1 };
    const beats = beatsFor([hex(1, 0), hex(2, 0), hex(3, 0)], [beside, ogre]);
    expect(haltAfter(beats, 0).map((beat) => beat.kind)).toEqual(["opportunity", "opportunity"]);
    const passing = beatsFor(straightPath(hex(0, 3), hex(4, -1)), [troll]);
    expect(haltAfter(passing, 1).map((beat) => beat.kind)).toEqual(["move", "opportunity"]);
  });

  it("whatever the path and threateners, the beats walk the whole path and each attack comes where its hex is left", () => {
    const anyThreatener = fc.record({
      id: fc.constantFrom("a", "b", "c"),
      at: fc.record({ q: fc.integer({ min: -4, max: 4 }), r: fc.integer({ min: -4, max: 4 }) }),
      reach: fc.integer({ min: 0, max: 2 }),
    });
    const anyHex = fc.record({ q: fc.integer({ min: -6, max: 6 }), r: fc.integer({ min: -6, max: 6 }) });
    fc.assert(
      fc.property(fc.uniqueArray(anyThreatener, { selector: (t) => t.id, maxLength: 3 }), anyHex, anyHex, (threateners, from, to) => {
        const path = straightPath(from, to);
        const beats = beatsFor(path, threateners);
        if (path.length > 1) expect(walked(beats)).toEqual(path);
        let here = path[0];
        for (const beat of beats) {
          if (beat.kind === "move") {
            expect(beat.path.length).toBeGreaterThanOrEqual(2);
            expect(sameHex(beat.path[0] ?? hex(NaN, NaN), here ?? hex(NaN, NaN))).toBe(true);
            here = beat.path[beat.path.length - 1];
          } else {
            expect(sameHex(beat.at, here ?? hex(NaN, NaN))).toBe(true);
          }
        }
      }),
      { seed: 3671, numRuns: 300 },
    );
  });
});

describe("an attack of opportunity interrupts a distracting action", () => {
  it("the attacks first, then the action", () => {
    expect(interruptAction(provokedBy("standUp", true), ["ogre", "troll"])).toEqual([
      { kind: "opportunity", threatener: "ogre", skillNegates: true, gmMayWaive: false },
      { kind: "opportunity", threatener: "troll", skillNegates: true, gmMayWaive: false },
      { kind: "action" },
    ]);
    expect(interruptAction(provokedBy("fullPhaseSkill", true), ["ogre"])[0]).toMatchObject({ gmMayWaive: true });
  });

  it("an action that does not provoke goes on alone", () => {
    expect(interruptAction(provokedBy("strike", true), ["ogre"])).toEqual([{ kind: "action" }]);
    expect(interruptAction(provokedBy("pickUpItem", false), ["ogre"])).toEqual([{ kind: "action" }]);
  });
});
