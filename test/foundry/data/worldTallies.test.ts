import { describe, expect, it } from "vitest";
import { text } from "../../../src/engine/text/LocalText";
import { tallyAfter, tallyViews } from "../../../src/foundry/applications/tracker/tallyView";
import { sessionTallies } from "../../../src/foundry/session/sessionUpdates";
import { planTally, talliesOf, withTallies } from "../../../src/foundry/data/worldTallies";

const POOL = { name: "gmActionDice", label: text("TURNWRIGHT.D20Segments.Pool.gm"), session: 3, most: 50 };
const D20 = { id: "d20-segments", tallies: [POOL] };

describe("the world's tallies, kept in one world setting", () => {
  it("read as the session's number until something is stored, and a stored value out of bounds as that too", () => {
    expect(talliesOf({}, D20)).toEqual({ gmActionDice: 3 });
    expect(talliesOf({ "d20-segments": { gmActionDice: 1 } }, D20)).toEqual({ gmActionDice: 1 });
    expect(talliesOf({ "d20-segments": { gmActionDice: 99 } }, D20)).toEqual({ gmActionDice: 3 });
    expect(talliesOf("garbage", D20)).toEqual({ gmActionDice: 3 });
  });

  it("write one rule set's new counts, clamped to their bounds, and leave another rule set's alone", () => {
    const stored = { "d20-segments": { gmActionDice: 2 }, other: { luck: 4 } };
    expect(withTallies(stored, D20, { gmActionDice: 1 })).toEqual({ "d20-segments": { gmActionDice: 1 }, other: { luck: 4 } });
    expect(withTallies(stored, D20, { gmActionDice: -3 })).toMatchObject({ "d20-segments": { gmActionDice: 0 } });
  });

  it("refuse, for the GM's control, a tally the rule set has not and a count out of its bounds", () => {
    expect(planTally({}, D20, "gmActionDice", 4)).toEqual({ ok: true, value: { "d20-segments": { gmActionDice: 4 } } });
    expect(planTally({}, D20, "luck", 1)).toMatchObject({ ok: false, refusal: { code: "unknown-tally" } });
    expect(planTally({}, D20, "gmActionDice", 51)).toMatchObject({ ok: false, refusal: { code: "tally-out-of-range", data: { most: 50 } } });
    expect(planTally({}, D20, "gmActionDice", -1)).toMatchObject({ ok: false, refusal: { code: "tally-out-of-range" } });
  });

  it("come back to the session's number with a new session, only where they are not there already", () => {
    expect(sessionTallies(D20, { "d20-segments": { gmActionDice: 0 } })).toEqual({ gmActionDice: 3 });
    expect(sessionTallies(D20, {})).toEqual({});
  });

  it("show in the tracker's header with the GM's controls, never a player's", () => {
    const say = (words: { key: string }) => words.key;
    const [gm] = tallyViews(D20.tallies, { gmActionDice: 0 }, true, say);
    expect(gm).toMatchObject({ value: 0, session: 3, control: true, canSpend: false, canAdd: true });
    expect(tallyViews(D20.tallies, { gmActionDice: 2 }, false, say)[0]).toMatchObject({ value: 2, control: false });
    expect([
      tallyAfter({ value: 2, session: 3 }, "spend"),
      tallyAfter({ value: 2, session: 3 }, "add"),
      tallyAfter({ value: 0, session: 3 }, "refill"),
      tallyAfter({ value: 2, session: 3 }, "other"),
    ]).toEqual([1, 3, 3, null]);
  });
});
