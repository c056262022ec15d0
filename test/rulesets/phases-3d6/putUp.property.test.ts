import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { FightContext } from "../../../src/engine/fight/FightContext";
import { validate } from "../../../src/engine/schema/validate";
import { enterFight, fighterDraft, type PhasesFighter } from "../../../src/rulesets/phases-3d6/fighter";
import { MANOEUVRES, type ManoeuvreId } from "../../../src/rulesets/phases-3d6/manoeuvres";
import { PhasesActorSchema } from "../../../src/rulesets/phases-3d6/schema";
import { putUp, useManoeuvre } from "../../../src/rulesets/phases-3d6/useManoeuvre";

const IDS: readonly ManoeuvreId[] = MANOEUVRES.map((m) => m.id);

const fighterArb: fc.Arbitrary<PhasesFighter> = fc
  .record({
    manoeuvres: fc.array(fc.constantFrom(...IDS), { maxLength: 3 }),
    guard: fc.constantFrom("block" as const, "deflect" as const, "roll" as const, null),
  })
  .map(({ manoeuvres, guard }) => {
    const actor = validate(PhasesActorSchema, {});
    if (!actor.ok) throw new Error(JSON.stringify(actor.issues));
    return { ...enterFight({ id: "a", name: "A", side: "red" }, actor.value, []), manoeuvres, guard };
  });

function unused(): never {
  throw new Error("not asked of in putting up a manoeuvre");
}

/** A fight of one fighter, seen through the context `useManoeuvre` is given: what it replaces is kept. */
function oneFighter(start: PhasesFighter): { context: FightContext<PhasesFighter>; now: () => PhasesFighter } {
  let fighter = start;
  const context: FightContext<PhasesFighter> = {
    when: { round: 1, phase: 3 },
    listening: false,
    restricted: false,
    fighter: () => fighter,
    fighters: () => [fighter],
    replace: (next) => {
      fighter = next;
    },
    roll: unused,
    emit: unused,
    script: () => undefined,
    target: unused,
    tally: unused,
    setTally: unused,
    unaware: () => false,
    abort: unused,
    pass: unused,
    addEffect: unused,
  };
  return { context, now: () => fighter };
}

describe("a manoeuvre put up on the copy its action's spend made", () => {
  it("leaves the fighter as useManoeuvre leaves it, for every manoeuvre but Dodge", () => {
    const notDodge = MANOEUVRES.filter((m) => m.effect !== "dodge");
    fc.assert(
      fc.property(fighterArb, fc.constantFrom(...notDodge), (fighter, used) => {
        const { context, now } = oneFighter(fighter);
        useManoeuvre(context, fighter.id, used);
        const draft = fighterDraft(fighter);
        putUp(draft, used);
        expect(draft).toEqual(now());
      }),
      { numRuns: 2000 },
    );
  });
});
