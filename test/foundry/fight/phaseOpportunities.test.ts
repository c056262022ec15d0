import { describe, expect, it } from "vitest";
import { advanceFight } from "../../../src/foundry/fight/advance";
import type { FighterRecord } from "../../../src/foundry/fight/FightRecord";
import { spendFromBudget } from "../../../src/foundry/fight/spend";
import { startFight } from "../../../src/foundry/fight/start";
import { PHASES_COMBAT } from "../../../src/rulesets/phases-3d6/play/combat";
import { opportunityActionId } from "../../../src/rulesets/phases-3d6/play/opportunityAction";
import { packActor } from "../../rulesets/phases-3d6/play/packActors";
import { FakeCombat } from "./fakeCombat";

function phasesFighter(id: string, file: string, initiative: number): FighterRecord {
  return { id, name: id, actor: packActor(file, `Actor.${id}`), initiative, tiebreak: [50], rolledFor: 1, surprised: false, defeated: false, budget: null };
}

const strikeAt = (mover: string) => opportunityActionId({ answer: "strike", mover });

async function phasesFight(): Promise<FakeCombat> {
  // The brawler acts first in each Phase; the raider's own place comes later.
  const combat = new FakeCombat(
    [phasesFighter("brawler", "street-brawler", 9), phasesFighter("raider", "axe-raider", 4), phasesFighter("spear", "watch-spearman", 4)],
    PHASES_COMBAT,
  );
  await startFight(combat);
  return combat;
}

/** The clock's count of steps opened: it moves on exactly when a new Phase begins. */
const phaseOf = (combat: FakeCombat) => combat.record.clock?.steps;

/** The combatants whose budget an update changed (the budgets are written whole, when any changes). */
function changedBudgets(before: readonly FighterRecord[], budgets: Readonly<Record<string, unknown>> | undefined): string[] {
  if (budgets === undefined) return [];
  return before.filter((fighter) => JSON.stringify(budgets[fighter.id] ?? null) !== JSON.stringify(fighter.budget)).map((fighter) => fighter.id);
}

/** Advances until a new Phase opens; a fight that never gets there fails the test instead of hanging. */
async function toNextPhase(combat: FakeCombat): Promise<string[][]> {
  const phase = phaseOf(combat);
  const written: string[][] = [];
  for (let advance = 0; advance < 10 && phaseOf(combat) === phase; advance += 1) {
    const before = combat.record.fighters;
    expect((await advanceFight(combat, "next")).ok).toBe(true);
    written.push(changedBudgets(before, combat.writes.at(-1)?.update.budgets));
  }
  expect(phaseOf(combat)).not.toBe(phase);
  return written;
}

describe("attacks of opportunity through the tracker", () => {
  it("are answered out of turn in ONE update, and refused without a write once the Phase's one is used", async () => {
    const combat = await phasesFight();
    const before = combat.writes.length;
    expect((await spendFromBudget(combat, "raider", strikeAt("Actor.brawler"))).ok).toBe(true);
    expect(combat.writes.length - before).toBe(1);
    const second = await spendFromBudget(combat, "raider", strikeAt("Actor.spear"));
    expect(second.ok ? null : second.refusal.code).toBe("aoo-phase-used");
    expect(combat.writes.length - before).toBe(1);
    // Its own blow in its own turn is another matter: the Phase's slots are untouched.
    expect(combat.fighter("raider").budget).toMatchObject({ turn: [], opportunities: { taken: ["leaving:Actor.brawler"] } });
  });

  it("come back with the next Phase, and stepping back over the Phase change restores the used one", async () => {
    const combat = await phasesFight();
    const phase = phaseOf(combat);
    await spendFromBudget(combat, "raider", strikeAt("Actor.brawler"));
    await toNextPhase(combat);
    expect((await spendFromBudget(combat, "raider", strikeAt("Actor.spear"))).ok).toBe(true);
    // Back over the spend (a budget change, not a clock step) is not the tracker's; back over the Phase change is.
    const withNew = combat.fighter("raider").budget;
    expect(withNew).toMatchObject({ opportunities: { taken: ["leaving:Actor.spear"] } });
    expect((await advanceFight(combat, "previous")).ok).toBe(true);
    expect(phaseOf(combat)).toBe(phase);
    expect(combat.fighter("raider").budget).toMatchObject({ opportunities: { taken: ["leaving:Actor.brawler"] } });
  });

  it("a Phase change writes no combatant whose budget it leaves as it was", async () => {
    const combat = await phasesFight();
    const updates = await toNextPhase(combat);
    // Nobody spent or answered anything: clearing the Phase's opportunities changes no budget.
    expect(updates.flat()).toEqual([]);
  });
});
