import { createClock, setInitiative, type InitiativeScore } from "../../engine/clock/index";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { budgetsAfter, storedBudgets } from "./budgetsAfter";
import { canActNow } from "./canActNow";
import type { FightPlan, FightRecord } from "./FightRecord";
import { coreMoment } from "./coreStep";

/**
 * The fight begins: the clock meets everyone (the surprised as unaware), takes the initiative
 * already rolled and starts round 1; every combatant gets a fresh budget. ONE update.
 */
export function planStart(rules: CombatRules, record: FightRecord, surprised: Readonly<Record<string, boolean>>): Outcome<FightPlan> {
  if (record.clock !== null && record.clock.round > 0) return refuse("fight-under-way", "The fight has already begun.");
  if (record.fighters.length === 0) return refuse("no-combatants", "There is nobody in the fight to rank.");
  const shape = rules.clock;
  const scores: Record<string, InitiativeScore> = {};
  for (const fighter of record.fighters) {
    if (fighter.initiative === null) return refuse("missing-initiative", `${fighter.name} has no initiative score.`, { combatant: fighter.name });
    scores[fighter.id] = { score: fighter.initiative, tiebreak: fighter.tiebreak };
  }
  const isSurprised = (id: string): boolean => surprised[id] ?? false;
  const created = createClock(
    shape,
    record.fighters.map((fighter) => ({ id: fighter.id, aware: !isSurprised(fighter.id), canAct: canActNow(rules, fighter) })),
  );
  if (!created.ok) return created;
  const ranked = setInitiative(shape, created.state, scores);
  if (!ranked.ok) return ranked;
  const clock = ranked.state;
  // A new fight owes nothing to an old one: everyone starts from a fresh budget.
  const fresh = record.fighters.map((fighter) => ({ ...fighter, budget: rules.freshBudget() }));
  const shift = budgetsAfter(rules, ranked.happened, fresh);
  const core = coreMoment(shape, clock, record.fighters);
  return allow({
    update: {
      round: core.round,
      turn: core.turn,
      clock,
      ledger: [],
      budgets: storedBudgets(fresh, shift.after),
      surprised: record.fighters.filter((fighter) => isSurprised(fighter.id)).map((fighter) => fighter.id),
    },
    // Core's startCombat fires its hook and updates without options: no time passes yet.
    move: { hook: "combatStart", direction: 1, time: { seconds: 0 } },
  });
}
