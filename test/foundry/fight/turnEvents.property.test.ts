import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { acting, phasedTurns } from "../../../src/engine/clock/index";
import type { CombatRules } from "../../../src/engine/play/CombatRules";
import { advanceFight } from "../../../src/foundry/fight/advance";
import { momentOf } from "../../../src/foundry/fight/budgetLedger";
import { holdInFight } from "../../../src/foundry/fight/heldActions";
import { startFight } from "../../../src/foundry/fight/start";
import { turnOrder } from "../../../src/foundry/fight/turnOrder";
import { CombatTurnsDouble, type TurnEvent } from "../../support/foundry/combatTurns";
import { FakeCombat, fighter } from "./fakeCombat";
import { fakeActor, FAKE_RULES } from "./fakeRules";

const PHASED: CombatRules = { ...FAKE_RULES, clock: phasedTurns };

type Move =
  | { readonly op: "next" }
  | { readonly op: "delay" }
  | { readonly op: "act"; readonly who: number }
  | { readonly op: "abort"; readonly who: number }
  | { readonly op: "down"; readonly who: number };

const moves: fc.Arbitrary<Move> = fc.oneof(
  { weight: 6, arbitrary: fc.constant<Move>({ op: "next" }) },
  { weight: 1, arbitrary: fc.constant<Move>({ op: "delay" }) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 4 }).map<Move>((who) => ({ op: "act", who })) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 4 }).map<Move>((who) => ({ op: "abort", who })) },
  { weight: 1, arbitrary: fc.integer({ min: 0, max: 4 }).map<Move>((who) => ({ op: "down", who })) },
);

const IDS = ["a", "b", "c", "d", "e"];

/** The turn under way: distinct for every turn of a fight, also a combatant's next one. */
function turnUnderWay(combat: FakeCombat): string | null {
  const clock = combat.record.clock;
  return clock === null ? null : momentOf(clock);
}

function actingFirst(combat: FakeCombat): string | null {
  const clock = combat.record.clock;
  return clock === null ? null : (acting(clock)[0] ?? null);
}

/** What core announced that is not a skipped turn: the ends and starts a module acts on. */
function realTurns(events: readonly TurnEvent[]): string[] {
  return events.flatMap((event) => ((event.kind === "end-turn" || event.kind === "start-turn") && !event.skipped ? [`${event.kind} ${event.combatant}`] : []));
}

/** Feeds each write of the fight to the double of core's Combat, as the update would reach it. */
function coreSees(combat: FakeCombat, core: CombatTurnsDouble, from: number): TurnEvent[] {
  const events: TurnEvent[] = [];
  for (const write of combat.writes.slice(from)) {
    const order = turnOrder(write.update.clock ?? combat.record.clock, combat.record.fighters);
    events.push(...core.update(write.update.round ?? combat.record.round, write.update.turn === undefined ? combat.record.turn : write.update.turn, order));
  }
  return events;
}

async function play(rules: CombatRules, script: readonly Move[]): Promise<void> {
  const fighters = IDS.map((id, index) => fighter(id, 50 - index * 5, { initiative: 20 - index * 3, tiebreak: [50 - index * 5], rolledFor: 1 }));
  const combat = new FakeCombat(fighters, rules);
  const core = new CombatTurnsDouble();
  expect((await startFight(combat)).ok).toBe(true);
  coreSees(combat, core, 0);
  for (const move of script) {
    const before = actingFirst(combat);
    const turnBefore = turnUnderWay(combat);
    const writes = combat.writes.length;
    if (move.op === "next") await advanceFight(combat, "next");
    else if (move.op === "delay" && before !== null) await holdInFight(combat, before, { op: "delay" });
    else if (move.op === "act") await holdInFight(combat, IDS[move.who] ?? "a", { op: "act" });
    else if (move.op === "abort") await holdInFight(combat, IDS[move.who] ?? "a", { op: "abort" });
    else if (move.op === "down") {
      // The fight goes on while somebody can act; once nobody can, it is over (see docs/compatibility.md).
      const id = IDS[move.who] ?? "a";
      const standing = combat.record.fighters.filter((f) => f.actor !== null && FAKE_RULES.canAct(f.actor));
      if (standing.length <= 1) continue;
      combat.record = { ...combat.record, fighters: combat.record.fighters.map((f) => (f.id === id ? { ...f, actor: fakeActor(id, 30, true) } : f)) };
      continue;
    }
    const events = coreSees(combat, core, writes);
    const after = actingFirst(combat);
    const expected =
      turnBefore === turnUnderWay(combat) ? [] : [...(before === null ? [] : [`end-turn ${before}`]), ...(after === null ? [] : [`start-turn ${after}`])];
    expect(realTurns(events), `${move.op}: ${before ?? "nobody"} → ${after ?? "nobody"}`).toEqual(expected);
    // Core's highlighted combatant is the one acting.
    const turn = combat.record.turn;
    expect(turn === null ? null : turnOrder(combat.record.clock, combat.record.fighters)[turn]).toBe(after);
  }
}

describe("core's turn events follow the clock (Combat#_onUpdate and #triggerTurnEvents, v13)", () => {
  it("announce exactly the end of one combatant's turn and the start of the next, for every change of who acts", async () => {
    for (const rules of [FAKE_RULES, PHASED]) {
      await fc.assert(
        fc.asyncProperty(fc.array(moves, { minLength: 1, maxLength: 40 }), (script) => play(rules, script)),
        { seed: 8, numRuns: 200 },
      );
    }
  });
});
