import { describe, expect, it } from "vitest";
import { type ClockShape, fixedRounds } from "../../../src/engine/clock/index";
import { advanceFight } from "../../../src/foundry/fight/advance";
import { CLOCK_WRITE } from "../../../src/foundry/fight/combatWrites";
import { rollFightInitiative, setFightInitiative } from "../../../src/foundry/fight/initiative";
import { takeStrayInitiative } from "../../../src/foundry/fight/strayInitiative";
import { startFight } from "../../../src/foundry/fight/start";
import { changesAsCore } from "../../support/foundry/clientUpdate";
import { FakeCombat, fighter, rolledTrio } from "./fakeCombat";
import { FAKE_RULES } from "./fakeRules";

const code = (outcome: { ok: boolean; refusal?: { code: string } }) => (outcome.ok ? null : (outcome.refusal?.code ?? "?"));

describe("a write of initiative that did not come through the clock (core's tracker field, Clear Initiative, a module)", () => {
  const combatant = { id: "a", source: { type: "base" } };

  it("has its score taken out of the update, to be asked of the clock; the rest of the update goes on", () => {
    const typed = { _id: "a", initiative: 14 };
    expect(takeStrayInitiative(typed, {}, "base")).toEqual({ score: 14, rest: false });
    expect(typed).toEqual({ _id: "a" });
    const cleared = { _id: "a", initiative: null, hidden: true };
    expect(takeStrayInitiative(cleared, { diff: true }, "base")).toEqual({ score: null, rest: true });
    expect(cleared).toEqual({ _id: "a", hidden: true });
    expect(takeStrayInitiative({ _id: "a", initiative: "x" }, {}, "base")?.score).toBeNaN();
  });

  it("finds nothing else in the change core builds of the tracker's field and Clear Initiative: its id and type are core's", () => {
    for (const initiative of [14, null]) {
      const changes = changesAsCore({ initiative }, combatant);
      expect(changes).toEqual({ _id: "a", initiative, type: "base" });
      expect(takeStrayInitiative(changes, { diff: true }, combatant.source.type)).toEqual({ score: initiative, rest: false });
    }
  });

  it("goes on with what else a change core builds holds, a change of type among it", () => {
    expect(takeStrayInitiative(changesAsCore({ initiative: 3, "flags.mod.note": "x" }, combatant), {}, "base")).toEqual({ score: 3, rest: true });
    expect(takeStrayInitiative(changesAsCore({ initiative: 3, type: "other" }, combatant), {}, "base")).toEqual({ score: 3, rest: true });
  });

  it("lets the clock's own writes, and writes without initiative, through untouched", () => {
    const own = { _id: "a", initiative: 14 };
    expect(takeStrayInitiative(own, { turnEvents: false, [CLOCK_WRITE]: true }, "base")).toBeNull();
    expect(own).toEqual({ _id: "a", initiative: 14 });
    expect(takeStrayInitiative({ _id: "a", defeated: true }, {}, "base")).toBeNull();
  });
});

describe("a score set by hand, as the clock takes it", () => {
  it("before the fight: ONE combatant batch, the tiebreak kept; clearing it is ONE batch too", async () => {
    const combat = new FakeCombat(rolledTrio());
    expect(await setFightInitiative(combat, "c", 15)).toEqual({ ok: true, value: true });
    expect(combat.fighterWrites).toEqual([[{ id: "c", initiative: 15, tiebreak: [20], rolledFor: 1 }]]);
    expect(await setFightInitiative(combat, "c", null)).toEqual({ ok: true, value: true });
    expect(combat.fighterWrites.at(-1)).toEqual([{ id: "c", initiative: null, tiebreak: [], rolledFor: 0 }]);
    expect(await setFightInitiative(combat, "c", null)).toEqual({ ok: true, value: false });
    expect(combat.fighterWrites).toHaveLength(2);
    expect(combat.writes).toEqual([]);
  });

  it("during a fight whose initiative is kept: refused with the clock's reason, nothing written", async () => {
    const combat = new FakeCombat(rolledTrio());
    await startFight(combat);
    const before = combat.databaseOperations;
    expect(code(await setFightInitiative(combat, "a", 3))).toBe("initiative-kept");
    expect(code(await setFightInitiative(combat, "a", null))).toBe("initiative-kept");
    expect(code(await setFightInitiative(combat, "a", Number.NaN))).toBe("invalid-initiative");
    expect(code(await setFightInitiative(combat, "nobody", 3))).toBe("unknown-combatant");
    expect(combat.databaseOperations).toBe(before);
  });

  it("during a fight, a newcomer's typed score brings it into the order, as a roll would", async () => {
    const combat = new FakeCombat(rolledTrio());
    await startFight(combat);
    combat.record = { ...combat.record, fighters: [...combat.record.fighters, fighter("d", 50)] };
    expect(await setFightInitiative(combat, "d", 20)).toEqual({ ok: true, value: true });
    expect(combat.record.clock?.order.flat()).toEqual(["d", "a", "b", "c"]);
    expect(combat.fighterWrites.at(-1)).toEqual([{ id: "d", initiative: 20, tiebreak: [], rolledFor: 1 }]);
  });

  it("between rounds of a rule set that rolls every round, a typed score counts as that round's roll", async () => {
    const everyRound: ClockShape = { ...fixedRounds, name: "every round", initiative: "every-round" };
    const combat = new FakeCombat(rolledTrio(), { ...FAKE_RULES, clock: everyRound });
    await startFight(combat);
    await advanceFight(combat, "nextRound");
    combat.faces.push(3, 4);
    await rollFightInitiative(combat, ["a", "b"]);
    expect(combat.record.clock?.stage).toBe("awaiting-initiative");
    expect(await setFightInitiative(combat, "c", 30)).toEqual({ ok: true, value: true });
    expect(combat.record.clock?.stage).toBe("acting");
    expect(combat.record.clock?.order.flat()[0]).toBe("c");
  });
});
