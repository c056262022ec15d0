import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { combinedOf, combineManoeuvres, manoeuvre, MANOEUVRES, type Manoeuvre } from "../../../src/rulesets/phases-3d6/manoeuvres";
import { phaseAction } from "../../../src/rulesets/phases-3d6/actions";
import { provokesWord } from "../../../src/rulesets/phases-3d6/opportunity/provoking";

function m(id: string): Manoeuvre {
  const found = manoeuvre(id);
  if (found === undefined) throw new Error(`no manoeuvre ${id}`);
  return found;
}

describe("phases-3d6 manoeuvres", () => {
  it("has every manoeuvre of the source's table, each an attack action that provokes nothing", () => {
    const names = ["Block", "Disarm", "Dodge", "Grab", "Haymaker", "Missile Deflection", "Roll With A Punch", "Strike"];
    expect(MANOEUVRES.map((x) => x.name)).toEqual(names);
    for (const x of MANOEUVRES) {
      expect(x.kind).toBe("attack");
      expect(phaseAction(x.id)).toMatchObject({ kind: "attack" });
      expect(provokesWord(x.id)).toBe("no");
    }
  });

  it("carries the modifiers players of the genre know", () => {
    expect(m("strike")).toMatchObject({ ocv: 0, dcv: 0, extraDice: 0 });
    expect(m("dodge")).toMatchObject({ ocv: null, dcv: 3, defensive: true });
    expect(m("haymaker")).toMatchObject({ ocv: 0, dcv: -5, extraDice: 4 });
    expect(m("grab")).toMatchObject({ ocv: -1, dcv: -2 });
    expect(m("disarm")).toMatchObject({ ocv: -2, dcv: 0 });
    expect(m("rollWithAPunch")).toMatchObject({ ocv: -2, dcv: -2, effect: "roll" });
    expect(m("block")).toMatchObject({ effect: "block", defensive: true });
    expect(m("missileDeflection")).toMatchObject({ effect: "deflect", defensive: true });
  });

  it("several in one Phase: the worst bonus of each, all penalties stacked", () => {
    // A Grab, then a Disarm as an attack of opportunity: OCV -1 and -2 stack, DCV -2 and 0 stack.
    expect(combineManoeuvres([m("grab"), m("disarm")])).toEqual({ ocv: -3, dcv: -2 });
    // Dodge's +3 DCV is not the worst bonus beside a Strike's +0.
    expect(combineManoeuvres([m("dodge"), m("strike")])).toEqual({ ocv: 0, dcv: 0 });
    expect(combineManoeuvres([m("haymaker"), m("grab")])).toEqual({ ocv: -1, dcv: -7 });
    expect(combineManoeuvres([m("dodge")])).toEqual({ ocv: 0, dcv: 3 });
    expect(combineManoeuvres([])).toEqual({ ocv: 0, dcv: 0 });
  });

  it("a further manoeuvre never makes the combination better", () => {
    const any = fc.constantFrom(...MANOEUVRES);
    fc.assert(
      fc.property(fc.array(any, { minLength: 1, maxLength: 5 }), any, (used, extra) => {
        const before = combineManoeuvres(used);
        const after = combineManoeuvres([...used, extra]);
        if (extra.ocv !== null) expect(after.ocv).toBeLessThanOrEqual(before.ocv);
        expect(after.dcv).toBeLessThanOrEqual(before.dcv);
      }),
      { seed: 8 },
    );
  });

  it("combines a fighter's manoeuvre ids as it combines the manoeuvres they name", () => {
    const ids = fc.array(fc.constantFrom(...MANOEUVRES.map((m) => m.id), "no-such-manoeuvre"), { maxLength: 4 });
    fc.assert(
      fc.property(ids, (list) => {
        const found = list.flatMap((id) => manoeuvre(id) ?? []);
        expect(combinedOf(list)).toEqual(combineManoeuvres(found));
      }),
    );
  });
});
