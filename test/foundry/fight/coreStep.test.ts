import { describe, expect, it } from "vitest";
import { phasedTurns } from "../../../src/engine/clock/index";
import type { CombatRules } from "../../../src/engine/play/CombatRules";
import { advanceFight } from "../../../src/foundry/fight/advance";
import { coreUpdateOptions } from "../../../src/foundry/fight/coreStep";
import { holdInFight } from "../../../src/foundry/fight/heldActions";
import { startFight } from "../../../src/foundry/fight/start";
import { coreTimeDelta } from "../../support/foundry/combatTime";
import { FakeCombat, rolledTrio } from "./fakeCombat";
import { FAKE_RULES } from "./fakeRules";

const PHASED: CombatRules = { ...FAKE_RULES, clock: phasedTurns };

async function started(rules: CombatRules): Promise<FakeCombat> {
  const combat = new FakeCombat(rolledTrio(), rules);
  expect((await startFight(combat)).ok).toBe(true);
  return combat;
}

/** What core would be handed for the last write: its hook and the options it updates with (v13 nextTurn/nextRound). */
function lastMove(combat: FakeCombat, turns = 3, roundTime = 6, turnTime = 0) {
  const move = combat.writes.at(-1)?.move ?? null;
  return move === null ? null : { hook: move.hook, options: coreUpdateOptions(coreTimeDelta(turns, roundTime, turnTime), move) };
}

describe("core's round for a fight in Phases (coreRound)", () => {
  it("counts each Phase and the Post-Turn as a walk of its own, while the clock counts Turns", async () => {
    const combat = await started(PHASED);
    const seen: string[] = [];
    for (let press = 0; press < 13; press++) {
      await advanceFight(combat, "next");
      const clock = combat.record.clock;
      seen.push(`${combat.record.round}:${clock?.round}/${clock?.step?.kind}${clock?.step?.number}`);
    }
    expect(seen).toEqual([
      "1:1/phase1",
      "1:1/phase1",
      "2:1/phase2",
      "2:1/phase2",
      "2:1/phase2",
      "3:1/phase3",
      "3:1/phase3",
      "3:1/phase3",
      "4:1/phase4",
      "4:1/phase4",
      "4:1/phase4",
      "5:1/post-turn1",
      "6:2/phase1",
    ]);
  });

  it("fires combatRound at each Phase with 3 seconds of world time, and combatTurn within it with none", async () => {
    const combat = await started(PHASED);
    await advanceFight(combat, "next");
    expect(lastMove(combat)).toEqual({ hook: "combatTurn", options: { direction: 1, worldTime: { delta: 0 }, advanceTime: 0 } });
    await advanceFight(combat, "next");
    await advanceFight(combat, "next");
    expect(lastMove(combat)).toEqual({ hook: "combatRound", options: { direction: 1, worldTime: { delta: 3 }, advanceTime: 3 } });
    await advanceFight(combat, "previous");
    expect(lastMove(combat)).toEqual({ hook: "combatRound", options: { direction: -1, worldTime: { delta: -3 }, advanceTime: -3 } });
  });

  it("a Turn of four Phases and its Post-Turn moves the world's clock by 12 seconds", async () => {
    const combat = await started(PHASED);
    let seconds = 0;
    for (let press = 0; press < 13; press++) {
      await advanceFight(combat, "next");
      seconds += lastMove(combat)?.options.worldTime.delta ?? 0;
    }
    expect(seconds).toBe(12);
  });

  it("a held action that changes who acts is announced as core's nextTurn would be", async () => {
    const combat = await started(PHASED);
    await holdInFight(combat, "a", { op: "delay" });
    expect(lastMove(combat)?.hook).toBe("combatTurn");
    await holdInFight(combat, "b", { op: "ready", trigger: "the door opens" });
    expect(combat.writes.at(-1)?.move).toBeNull();
  });
});

describe("a rule set whose rounds have no length in seconds (d100)", () => {
  it("moves the world's clock by core's own round time, as Combat#getTimeDelta measures it", async () => {
    const combat = await started(FAKE_RULES);
    await advanceFight(combat, "next");
    expect(lastMove(combat)).toEqual({ hook: "combatTurn", options: { direction: 1, worldTime: { delta: 0 }, advanceTime: 0 } });
    await advanceFight(combat, "next");
    await advanceFight(combat, "next");
    expect(combat.record.round).toBe(2);
    expect(lastMove(combat)).toEqual({ hook: "combatRound", options: { direction: 1, worldTime: { delta: 6 }, advanceTime: 6 } });
    await advanceFight(combat, "previous");
    expect(lastMove(combat)?.options.worldTime.delta).toBe(-6);
  });
});
