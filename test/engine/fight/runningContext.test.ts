import { describe, expect, it } from "vitest";
import { SeededFaces } from "../../../src/engine/dice/SeededFaces";
import { FightLog } from "../../../src/engine/fight/FightLog";
import { prepareFight } from "../../../src/engine/fight/prepareFight";
import { Roster } from "../../../src/engine/fight/Roster";
import { runningContext, type FightMoves } from "../../../src/engine/fight/runningContext";
import { GM_POOL } from "../../../src/rulesets/d20-segments/actionDice";
import { d20SegmentsRuntime } from "../../../src/rulesets/d20-segments/runtime";

const moves: FightMoves = { abort: () => null, pass: () => undefined, addEffect: () => undefined };

describe("the context of one fight of a study", () => {
  const prepared = prepareFight(d20SegmentsRuntime, [], { gmActionDice: 3, gmSpendsOnBotch: true, playersSpendOnBotch: true });
  const contextOf = (seed: number) =>
    runningContext({
      runtime: d20SegmentsRuntime,
      prepared,
      roster: new Roster(d20SegmentsRuntime, prepared),
      log: new FightLog(false, undefined),
      source: new SeededFaces(seed),
      moves,
    });

  it("begins every fight with the study's tallies, whatever an earlier fight set, and keeps what this one sets", () => {
    const first = contextOf(1);
    expect(first.tally(GM_POOL)).toBe(3);
    expect(first.tally("nothing kept")).toBe(0);
    first.setTally(GM_POOL, 1);
    first.setTally("another", 5);
    expect(first.tally(GM_POOL)).toBe(1);
    expect(first.tally("another")).toBe(5);
    const second = contextOf(2);
    expect(second.tally(GM_POOL)).toBe(3);
    expect(second.tally("another")).toBe(0);
    second.setTally(GM_POOL, 2);
    expect(first.tally(GM_POOL)).toBe(1);
    expect(contextOf(3).tally(GM_POOL)).toBe(3);
  });
});
