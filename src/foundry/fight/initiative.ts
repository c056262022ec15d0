import { addCombatant, type ClockHappening, type ClockState, type InitiativeScore, setInitiative } from "../../engine/clock/index";
import type { CombatRules } from "../../engine/play/CombatRules";
import { allow, type Outcome, type Refusal, refuse } from "../../engine/Refusal";
import { momentOf, recordBudgets } from "./budgetLedger";
import { budgetsAfter, budgetsWith } from "./budgetsAfter";
import { canActNow } from "./canActNow";
import type { FighterChange, FighterRecord, FightPlan, FightRecord } from "./FightRecord";
import { coreStep } from "./coreStep";
import type { ActorChange } from "../../engine/play/ActorSnapshot";
import { storedChange } from "../../engine/play/storedWrite";
import type { Roller } from "../dice/messageVisibility";
import type { CombatPort, InitiativeNote } from "./CombatPort";

export interface InitiativeCall {
  /** Those whose initiative is rolled now. */
  readonly roll: readonly FighterRecord[];
  /** Why the others asked for are not rolled; null when all of them are. */
  readonly refusal: Refusal | null;
}

function underWay(clock: ClockState | null): clock is ClockState {
  return clock !== null && clock.round > 0;
}

/**
 * Who may roll initiative now. Before the fight anyone may (and roll again). Once it runs, the
 * clock decides: where initiative is kept for the whole combat, only newcomers roll; where it is
 * rolled each round, everyone rolls between rounds.
 */
export function initiativeCall(rules: CombatRules, record: FightRecord, ids: readonly string[]): InitiativeCall {
  const roll: FighterRecord[] = [];
  let refusal: Refusal | null = null;
  const clock = record.clock;
  for (const id of new Set(ids)) {
    const fighter = record.fighters.find((candidate) => candidate.id === id);
    if (fighter === undefined) continue;
    if (fighter.actor === null) {
      refusal = refuse("no-actor", `${fighter.name} has no actor to roll for.`, { combatant: fighter.name }).refusal;
      continue;
    }
    if (underWay(clock) && clock.stage !== "awaiting-initiative" && clock.combatants[id] !== undefined) {
      // The clock itself says why: kept for the fight, or only between rounds.
      const asked = setInitiative(rules.clock, clock, {});
      if (!asked.ok) refusal = asked.refusal;
      continue;
    }
    roll.push(fighter);
  }
  return { roll, refusal };
}

export type InitiativePlan =
  /** Before the fight: the scores wait on the combatants until it starts. */
  | { readonly kind: "fighters"; readonly changes: readonly FighterChange[] }
  /**
   * During the fight: the scores go onto the combatants, then the clock takes them at once (a
   * newcomer joins the order, a new round begins once everyone has rolled).
   */
  | { readonly kind: "fight"; readonly changes: readonly FighterChange[]; readonly plan: FightPlan };

/** Where the rolled scores go: onto the combatants only, or into the running clock as well. */
export function planInitiative(rules: CombatRules, record: FightRecord, scores: Readonly<Record<string, InitiativeScore>>): Outcome<InitiativePlan> {
  const clock = record.clock;
  const rolledFor = !underWay(clock) ? 1 : clock.stage === "awaiting-initiative" ? clock.round + 1 : clock.round;
  const changes: FighterChange[] = Object.entries(scores).map(([id, score]) => ({ id, initiative: score.score, tiebreak: score.tiebreak ?? [], rolledFor }));
  if (!underWay(clock)) return allow({ kind: "fighters", changes });

  const shape = rules.clock;
  let state = clock;
  const happened: ClockHappening[] = [];
  const fighters = record.fighters.map((fighter) => {
    const score = scores[fighter.id];
    return score === undefined ? fighter : { ...fighter, initiative: score.score, tiebreak: score.tiebreak ?? [], rolledFor };
  });
  for (const fighter of fighters) {
    const score = scores[fighter.id];
    if (score === undefined || state.combatants[fighter.id] !== undefined) continue;
    const joined = addCombatant(shape, state, { id: fighter.id, canAct: canActNow(rules, fighter), score: score.score, tiebreak: score.tiebreak ?? [] });
    if (!joined.ok) return joined;
    state = joined.state;
    happened.push(...joined.happened);
  }
  const everyoneRolled = state.roster.every((id) => (fighters.find((fighter) => fighter.id === id)?.rolledFor ?? 0) > state.round);
  if (state.stage === "awaiting-initiative" && everyoneRolled) {
    const all: Record<string, InitiativeScore> = {};
    for (const fighter of fighters)
      if (state.combatants[fighter.id] !== undefined && fighter.initiative !== null)
        all[fighter.id] = { score: fighter.initiative, tiebreak: fighter.tiebreak };
    const ranked = setInitiative(shape, state, all);
    if (!ranked.ok) return ranked;
    state = ranked.state;
    happened.push(...ranked.happened);
  }
  const shift = budgetsAfter(rules, happened, fighters);
  const core = coreStep(shape, record, state, fighters, 1);
  return allow({
    kind: "fight",
    changes,
    plan: {
      update: {
        round: core.round,
        turn: core.turn,
        clock: state,
        ledger: recordBudgets(record.ledger, momentOf(state), shift.before),
        budgets: budgetsWith(fighters, shift.after),
      },
      move: core.move,
    },
  });
}

/**
 * A score set by hand for one combatant (typed into the tracker, or a module's write), or cleared
 * (null): taken as the clock takes a rolled one, with the combatant's tiebreak kept. Before the
 * fight it waits on the combatant; once the fight runs the clock decides, and refuses with its
 * own reason what its rules do not allow (a kept initiative changed mid-fight). Null when there
 * is nothing to change.
 */
export function planTypedInitiative(rules: CombatRules, record: FightRecord, id: string, score: number | null): Outcome<InitiativePlan | null> {
  const fighter = record.fighters.find((candidate) => candidate.id === id);
  if (fighter === undefined) return refuse("unknown-combatant", `${id} is not in the fight.`, { combatant: id });
  if (score !== null && !Number.isFinite(score))
    return refuse("invalid-initiative", `${fighter.name}'s initiative must be a number.`, { combatant: fighter.name });
  const clock = record.clock;
  if (score === null) {
    if (fighter.initiative === null) return allow(null);
    if (underWay(clock) && clock.stage !== "awaiting-initiative" && clock.combatants[id] !== undefined) {
      const asked = setInitiative(rules.clock, clock, {});
      if (!asked.ok) return asked;
    }
    // Cleared between rounds, the combatant has not rolled for the next one.
    return allow({ kind: "fighters", changes: [{ id, initiative: null, tiebreak: [], rolledFor: underWay(clock) ? clock.round : 0 }] });
  }
  if (score === fighter.initiative) return allow(null);
  const call = initiativeCall(rules, record, [id]);
  if (call.roll.length === 0)
    return { ok: false, refusal: call.refusal ?? refuse("unknown-combatant", `${id} is not in the fight.`, { combatant: id }).refusal };
  return planInitiative(rules, record, { [id]: { score, tiebreak: fighter.tiebreak } });
}

export interface InitiativeRolled {
  readonly rolled: readonly string[];
  /** Why some (or all) of those asked for were not rolled. */
  readonly refusal: Refusal | null;
}

export interface InitiativeChoice {
  /** Spend the rule set's luck on the roll (Fate: the die counts as 10), where it has such a use. */
  readonly luck: boolean;
  /** Whom the roll is for: shown in their name and their mode, however it reaches the one writer. */
  readonly roller: Roller;
}

/**
 * Initiative for several combatants at once, rolled as real dice: ONE combatant batch of all
 * their scores (and, once the fight runs, ONE update of the clock that takes them) and ONE batch
 * of chat messages, however many roll. Luck spent on a roll is taken from its actor.
 */
export async function rollFightInitiative<R>(
  port: CombatPort<R>,
  ids: readonly string[],
  choice: InitiativeChoice = { luck: false, roller: port.self() },
): Promise<InitiativeRolled> {
  const rules = port.rules;
  const call = initiativeCall(rules, port.read(), ids);
  const notes: InitiativeNote<R>[] = [];
  const scores: Record<string, InitiativeScore> = {};
  const costs: ActorChange[] = [];
  for (const fighter of call.roll) {
    if (fighter.actor === null) continue;
    const dice = await port.roll(rules.initiativeDice(fighter.actor, choice), choice.roller);
    // Surprise is marked before initiative is rolled: whoever is not caught, while someone is, has the drop.
    const record = port.read();
    const drop = !fighter.surprised && record.fighters.some((other) => other.surprised);
    // Between rounds the budget is what the round just ended left; before the fight there is none to read.
    const between = record.clock !== null && record.clock.round >= 1 && record.clock.stage === "awaiting-initiative";
    const result = rules.initiative(fighter.actor, dice.outcomes, between ? { luck: choice.luck, drop, budget: fighter.budget } : { luck: choice.luck, drop });
    scores[fighter.id] = { score: result.score, tiebreak: result.tiebreak };
    const rolledBy = fighter.actor;
    costs.push(...result.changes.map((change) => storedChange(change.actor === rolledBy.ref ? rolledBy : undefined, change)));
    notes.push({ fighter, result, rolls: dice.rolls });
  }
  if (notes.length === 0) return { rolled: [], refusal: call.refusal };
  // Read again: the dice took time, and the fight may have moved meanwhile.
  const planned = planInitiative(rules, port.read(), scores);
  if (!planned.ok) return { rolled: [], refusal: planned.refusal };
  await writeInitiative(port, planned.value);
  if (costs.length > 0) await port.changeActors(costs);
  await port.announce(notes, choice.roller);
  return { rolled: notes.map((note) => note.fighter.id), refusal: call.refusal };
}

/** The combatants' own scores first, so `updateCombatant` tells modules; then, in a running fight, the clock takes them. */
export async function writeInitiative<R>(port: CombatPort<R>, plan: InitiativePlan): Promise<void> {
  await port.writeFighters(plan.changes);
  if (plan.kind === "fight") await port.write(plan.plan.update, plan.plan.move);
}

/**
 * A score typed into the tracker, cleared from its menu, or written by a module, as the clock
 * takes it: ONE combatant batch (and ONE update of the clock in a running fight), or nothing and
 * the clock's reason. Answers whether anything was written.
 */
export async function setFightInitiative<R>(port: CombatPort<R>, id: string, score: number | null): Promise<Outcome<boolean>> {
  const planned = planTypedInitiative(port.rules, port.read(), id, score);
  if (!planned.ok) return planned;
  if (planned.value === null) return allow(false);
  await writeInitiative(port, planned.value);
  return allow(true);
}

/**
 * Where the clock rolls initiative every round and waits for it between rounds: the GM moving
 * the fight on rolls it for everyone who has not rolled yet (a player may roll first, spending
 * luck on it), all of them in ONE update that starts the new round; when all have rolled (the
 * GM stepped back over the round's start), the round starts again on their scores. Null when
 * the fight is not waiting for initiative, so the step goes on as usual.
 */
export async function rollWaitingInitiative<R>(port: CombatPort<R>): Promise<InitiativeRolled | null> {
  const record = port.read();
  const clock = record.clock;
  if (clock === null || clock.round === 0 || clock.stage !== "awaiting-initiative" || port.rules.clock.initiative !== "every-round") return null;
  const waiting = record.fighters
    .filter((fighter) => clock.combatants[fighter.id] !== undefined && fighter.rolledFor !== clock.round + 1)
    .map((fighter) => fighter.id);
  if (waiting.length > 0) return rollFightInitiative(port, waiting, { luck: false, roller: port.self() });
  // Everyone already rolled for the new round (a step back took its start back, not their rolls): the clock takes the scores they hold.
  const planned = planInitiative(port.rules, record, {});
  if (!planned.ok) return { rolled: [], refusal: planned.refusal };
  if (planned.value.kind === "fight") await port.write(planned.value.plan.update, planned.value.plan.move);
  return { rolled: [], refusal: null };
}
