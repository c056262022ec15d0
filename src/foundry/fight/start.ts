import { createClock, type InitiativeScore, setInitiative } from "../../engine/clock/index";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, type Outcome, refuse } from "../../engine/Refusal";
import { budgetsAfter, storedBudgets } from "./budgetsAfter";
import { canActNow } from "./canActNow";
import type { FightPlan, FightRecord } from "./FightRecord";
import { coreMoment } from "./coreStep";
import type { CombatPort } from "./CombatPort";
import { rollFightInitiative } from "./initiative";

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
  const fresh = record.fighters.map((fighter) => ({ ...fighter, budget: rules.freshBudget(fighter.actor) }));
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

export type Started = "started" | "cancelled";

/**
 * The GM begins the fight: who is surprised (a dialog), initiative for anyone who has none
 * (one batch), then the clock and every budget in ONE update, announced by `combatStart`.
 */
export async function startFight<R>(port: CombatPort<R>): Promise<Outcome<Started>> {
  const before = port.read();
  if (before.clock !== null && before.clock.round > 0) return refuse("fight-under-way", "The fight has already begun.");
  if (before.fighters.length === 0) return refuse("no-combatants", "There is nobody in the fight to rank.");
  const surprised = await port.askSurprise(before.fighters);
  if (surprised === null) return allow("cancelled");
  const missing = port
    .read()
    .fighters.filter((fighter) => fighter.initiative === null)
    .map((fighter) => fighter.id);
  if (missing.length > 0) {
    const rolled = await rollFightInitiative(port, missing);
    if (rolled.refusal !== null) return { ok: false, refusal: rolled.refusal };
  }
  const planned = planStart(port.rules, port.read(), surprised);
  if (!planned.ok) return planned;
  await port.write(planned.value.update, planned.value.move);
  return allow("started");
}
