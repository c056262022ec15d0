import { describe, expect, it } from "vitest";
import { createClock, fixedRounds, next, setInitiative, type ClockState } from "../../src/engine/clock/index";
import { clockMark } from "../../src/engine/effects/durationInForce";
import { editedTiming, readTiming, timingProblem, type EffectTiming } from "../../src/engine/effects/EffectTiming";
import { D100_DURATIONS } from "../../src/rulesets/d100-fate/durations";
import { ruleSetById } from "../../src/rulesets/registry";
import { clientUpdate, overTheWire, recordOf, serverUpdate, type UpdateOperation } from "./documentUpdate";
import { embedded, foundryCommon, type CommonDocument, type Data } from "./foundryCommon";
import { state } from "../support/clockStates";

const foundryCode = await foundryCommon();
// Turnwright's Foundry modules come after Foundry's globals (foundryCommon).
const { useRuleSet } = await import("./ruleSetWorld");
const { BaseActor, BaseActiveEffect } = foundryCode.documents;

const d100 = ruleSetById("d100-fate");
if (d100 === undefined) throw new Error("no d100-fate");
useRuleSet(d100.play.documents);

/** An ActiveEffect sheet's save (`document.update(formData)`, client/applications/api/document-sheet.mjs), as core's backend completes it. */
const SHEET_SAVE: UpdateOperation = { diff: true, recursive: true };

const begun = state(setInitiative(fixedRounds, state(createClock(fixedRounds, [{ id: "k1" }, { id: "k2" }])), { k1: { score: 9 }, k2: { score: 5 } }));
const later = state(next(fixedRounds, begun));

/** A duration as `_preCreate` / `_preUpdate` store it: the GM's unit and count, begun where the tracker stands. */
const timing = (unit: string, count: number, clock: ClockState): EffectTiming => ({
  unit,
  count,
  start: { combat: "combat0000000001", bearer: "k1", mark: clockMark(fixedRounds, clock, "k1") },
});

/** Varro with a Blessing lasting 2 rounds from the fight's first turn, and another module's flag beside ours, built as the client holds it. */
function varro(): { readonly actor: CommonDocument; readonly effect: CommonDocument } {
  const actor = new BaseActor({
    _id: "varro00000000001",
    name: "Sergeant Varro",
    type: d100?.play.documents.actorType,
    effects: [
      {
        _id: "blessing00000001",
        name: "Blessing",
        changes: [{ key: "system.agility", mode: 2, value: "10" }],
        flags: { turnwright: { duration: timing("rounds", 2, begun) }, "another-module": { note: "kept" } },
      },
    ],
  });
  return { actor, effect: embedded(actor, "ActiveEffect", "blessing00000001") };
}

/** The effect's update as the client sends it and the server stores it (test/contract/documentUpdate.ts); the effect's stored flags after. */
function saved(effect: CommonDocument, changes: Data): Data {
  const sent = clientUpdate(effect, BaseActiveEffect, changes, SHEET_SAVE);
  if (!sent.ok) throw new Error(sent.error);
  const record = foundryCode.asServer(() => new BaseActiveEffect(recordOf(effect)));
  if (sent.changes !== null) serverUpdate(record, overTheWire(sent.changes), SHEET_SAVE);
  return recordOf(record)["flags"] as Data;
}

describe("an effect's duration under v13's own ActiveEffect data (common/documents/active-effect.mjs, DocumentFlagsField)", () => {
  it("an effect created with a duration keeps it whole through core's cleaning and validation, and reads back as it was stored", () => {
    const { effect } = varro();
    const stored: unknown = Reflect.get(Object(Reflect.get(Object(effect._source["flags"]), "turnwright")), "duration");
    expect(stored).toEqual(timing("rounds", 2, begun));
    expect(readTiming(overTheWire({ stored })["stored"])).toEqual(timing("rounds", 2, begun));
  });

  it("a changed duration, as _preUpdate leaves the change (begun again), replaces the stored one whole, other flags kept", () => {
    const { effect } = varro();
    // The sheet's form sends the unit and count; _preUpdate replaces them with the whole duration begun where the tracker stands.
    const edited = editedTiming(readTiming(timing("rounds", 2, begun)), { unit: "end-of-round", count: "3" }, D100_DURATIONS);
    if (!edited.ok || edited.timing === null) throw new Error("the edit did not read");
    const now = { ...edited.timing, start: timing("end-of-round", 1, later).start };
    const flags = saved(effect, { flags: { turnwright: { duration: now } } });
    expect(flags).toEqual({ turnwright: { duration: timing("end-of-round", 1, later) }, "another-module": { note: "kept" } });
    expect(readTiming(Reflect.get(Object(flags["turnwright"]), "duration"))).toEqual(timing("end-of-round", 1, later));
  });

  it("a duration begun again outside a fight stores its start as null over the old start", () => {
    const { effect } = varro();
    const flags = saved(effect, { flags: { turnwright: { duration: { unit: "rounds", count: 4, start: null } } } });
    expect(Reflect.get(Object(flags["turnwright"]), "duration")).toEqual({ unit: "rounds", count: 4, start: null });
  });

  it("a duration taken off (`-=duration` under flags.turnwright, as _preUpdate writes it) is deleted by core's update, other flags kept", () => {
    const { effect } = varro();
    const flags = saved(effect, { flags: { turnwright: { "-=duration": null } } });
    expect(flags).toEqual({ turnwright: {}, "another-module": { note: "kept" } });
  });

  it("core's validation lets any object into flags: a unit the rule set does not count is refused only by the system's own check", () => {
    const { effect } = varro();
    const bad = { unit: "phases", count: 2 };
    expect(clientUpdate(effect, BaseActiveEffect, { flags: { turnwright: { duration: bad } } }, SHEET_SAVE).ok).toBe(true);
    expect(timingProblem(bad, D100_DURATIONS)).toEqual({ key: "UnknownUnit", data: { unit: "phases", units: "rounds, end-of-round, next-turn" } });
  });
});
