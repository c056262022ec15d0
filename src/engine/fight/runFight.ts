import { createClock } from "../clock/createClock";
import type { ClockHappening } from "../clock/happenings";
import { next } from "../clock/next";
import { pass as passOn } from "../clock/pass";
import type { ClockResult } from "../clock/ClockResult";
import type { ClockShape } from "../clock/ClockShape";
import type { ClockState } from "../clock/ClockState";
import { setCanAct } from "../clock/setCanAct";
import { setInitiativeByPlace } from "../clock/setInitiative";
import type { Chance } from "../dice/Chance";
import type { EffectEntry } from "../effects/EffectChange";
import type { CombatEndEvent, CombatEvent } from "../events";
import { shuffled } from "../random/shuffled";
import type { Refusal } from "../Refusal";
import type { FighterBase } from "../script/FighterBase";
import { MOST_TURNS } from "../script/FightWarning";
import { endAbort, startAbort } from "./abortInTurn";
import type { AbortAnswer } from "./FightContext";
import { FightLog } from "./FightLog";
import type { PreparedFight } from "./prepareFight";
import { refusalByName } from "./refusalByName";
import { Roster } from "./Roster";
import type { InitiativeRoll, RuleSetRuntime } from "./RuleSetRuntime";
import { runningContext, type FightMoves, type RunningContext } from "./runningContext";
import { TimedEffects } from "./TimedEffects";
import { keptFor } from "../keptFor";

export interface FightSettings {
  readonly maxRounds: number;
  /** Keep the event log (a single fight) or only the result (many fights for odds). */
  readonly log: boolean;
  readonly onEvent?: (event: CombatEvent) => void;
  /** The most turns the fight takes; left out, `MOST_TURNS`. */
  readonly mostTurns?: number;
}

export interface FightResult {
  readonly winner: string | null;
  readonly rounds: number;
  readonly reason: CombatEndEvent["reason"];
  readonly events: readonly CombatEvent[];
  /** The combatants still standing when the fight ended, in the scenario's order. */
  readonly standing: readonly string[];
}

/**
 * One fight from first initiative to the last side standing (or the round limit): the clock
 * says who acts when, the rule set resolves each turn, and every step lands in the log.
 */
export function runFight<F extends FighterBase>(runtime: RuleSetRuntime<F>, prepared: PreparedFight<F>, source: Chance, settings: FightSettings): FightResult {
  return new Fight(runtime, prepared, source, settings).run();
}

/** A clock operation the fight itself asked for cannot be refused; if it is, the fight is wrong. */
function accepted(result: ClockResult, what: string): Extract<ClockResult, { ok: true }> {
  if (!result.ok) throw new Error(`The clock refused ${what}: ${result.refusal.message}`);
  return result;
}

/** The shapes of a study's clock that leave out what only a log reads, one per shape: made once, as every fight of a study asks for it. */
const QUIET_SHAPES = new WeakMap<ClockShape, ClockShape>();

/**
 * The fight's clock shape when nothing listens: `handle` reads no `skipped`, `turn-end` or
 * `step-end` without a log, and the clock then makes none (its states are the same either way).
 */
function quietShape(shape: ClockShape): ClockShape {
  return { ...shape, quiet: true };
}

/**
 * One fight's walk of the clock: initiative and rounds, each happening of the clock answered in
 * turn, over its fighters (`Roster`), its log (`FightLog`), its effects with a duration
 * (`TimedEffects`) and the context its rule set sees (`runningContext`). A study runs thousands
 * of these a second: every field is set here in one order, so every fight shares one hidden class.
 */
class Fight<F extends FighterBase> implements FightMoves {
  private readonly runtime: RuleSetRuntime<F>;
  private readonly prepared: PreparedFight<F>;
  private readonly source: Chance;
  private readonly shape: ClockShape;
  private readonly maxRounds: number;
  private readonly mostTurns: number;
  private readonly roster: Roster<F>;
  private readonly log: FightLog;
  private readonly context: RunningContext<F>;
  private clock: ClockState;
  /**
   * Whether the clock has each fighter able to act, by place: only `settle` tells it, so this
   * mirrors it exactly, and is read after every turn where the clock's record would be looked
   * up by id.
   */
  private readonly ableAt: boolean[];
  private readonly timed: TimedEffects<F>;
  private ended: CombatEndEvent | null;
  /** The acting combatant that said it is out of this round's passes: its turn ends with that. */
  private passing: string | null;
  private turnsTaken: number;

  constructor(runtime: RuleSetRuntime<F>, prepared: PreparedFight<F>, source: Chance, settings: FightSettings) {
    this.runtime = runtime;
    this.prepared = prepared;
    this.source = source;
    this.log = new FightLog(settings.log, settings.onEvent);
    this.shape = this.log.listening ? prepared.clock : keptFor(QUIET_SHAPES, prepared.clock, quietShape);
    this.maxRounds = settings.maxRounds;
    this.mostTurns = settings.mostTurns ?? MOST_TURNS;
    this.roster = new Roster(runtime, prepared);
    this.context = runningContext({ runtime, prepared, roster: this.roster, log: this.log, source, moves: this });
    if (this.log.listening) this.log.combatStart(runtime, prepared);
    const entrants = prepared.combatants.map((c) => ({ id: c.entry.id, aware: !c.entry.surprised, canAct: runtime.canAct(this.roster.fighter(c.entry.id)) }));
    this.ableAt = entrants.map((entrant) => entrant.canAct);
    // The headless fight never goes back a turn.
    this.clock = accepted(createClock(this.shape, entrants, { undoLimit: 0 }), "the combatants").state;
    this.timed = new TimedEffects(runtime, prepared, this.roster, this.log, this.shape, this.clock);
    this.ended = null;
    this.passing = null;
    this.turnsTaken = 0;
  }

  run(): FightResult {
    this.rollInitiative(1);
    this.settle();
    // A side already down when the fight begins has lost before anyone acts.
    if (this.ended === null && this.roster.oneSideLeft()) this.finish("victory");
    while (this.ended === null) {
      const out = this.passing;
      this.passing = null;
      const step = accepted(out === null ? next(this.shape, this.clock) : passOn(this.shape, this.clock, out), out === null ? "the next turn" : "a pass");
      this.clock = step.state;
      this.handle(step.happened);
    }
    const end: CombatEndEvent = this.ended;
    return { winner: end.winner, rounds: end.rounds, reason: end.reason, events: this.log.events, standing: this.roster.standing() };
  }

  abort(id: string, answer: AbortAnswer, defend: () => void): Refusal | null {
    const started = startAbort(this.shape, this.clock, id);
    if (!started.ok) return refusalByName(started.refusal, (who) => this.roster.fighter(who).name);
    this.clock = started.state;
    if (this.log.listening) {
      this.log.note(this.context.when, { type: "abort", combatant: id, action: answer.action, attacker: answer.attacker, forfeits: started.forfeits });
    }
    defend();
    this.clock = endAbort(this.shape, this.clock);
    return null;
  }

  pass(id: string): void {
    if (this.clock.acting.includes(id)) {
      this.passing = id;
      return;
    }
    const out = accepted(passOn(this.shape, this.clock, id), "a pass");
    this.clock = out.state;
    this.handle(out.happened);
  }

  addEffect(id: string, effect: EffectEntry): void {
    this.timed.add(id, effect, this.clock);
  }

  /** What the clock made happen, answered one happening after another until the fight ends. */
  private handle(happened: readonly ClockHappening[]): void {
    for (const happening of happened) {
      if (this.ended !== null) return;
      this.context.when = happening.when;
      switch (happening.type) {
        case "round-start":
          this.roundStart(happening.when.round, happening.order);
          break;
        case "turn-start":
          this.turnStart(happening.ids);
          break;
        case "turn-end":
          if (this.log.listening) for (const id of happening.ids) this.log.note(this.context.when, { type: "turn-end", combatant: id });
          break;
        case "step-start":
          this.stepStart(happening);
          break;
        case "round-end":
          if (this.log.listening) this.log.roundEnd(this.context.when, this.shape, this.clock);
          if (this.timed.active) this.timed.expire(this.clock);
          break;
        case "skipped":
          if (this.log.listening) this.log.skipped(this.context.when, happening);
          break;
        case "post-turn":
          this.postTurn(happening.ids);
          break;
        case "needs-initiative":
          this.needsInitiative(happening.round);
          break;
        default:
          break;
      }
    }
  }

  private roundStart(round: number, order: Extract<ClockHappening, { type: "round-start" }>["order"]): void {
    if (round > this.maxRounds) {
      this.context.when = { round: this.maxRounds };
      return this.finish("max-rounds");
    }
    if (this.turnsTaken >= this.mostTurns) {
      this.context.when = { round: round - 1 };
      return this.finish("turn-limit");
    }
    this.context.restricted = false;
    if (this.timed.active) this.timed.expire(this.clock);
    if (this.log.listening) {
      const sitsOut = (id: string): boolean => this.runtime.sitsOutRound?.(this.roster.fighter(id)) === true;
      this.log.roundStart(this.context.when, this.shape, this.clock, order, sitsOut);
    }
    this.runtime.startRound(this.context);
  }

  private turnStart(ids: readonly string[]): void {
    if (this.timed.active) this.timed.expire(this.clock);
    for (const id of this.inTurn(ids)) {
      // Of a group acting together, one the others took out of the fight gets no turn.
      if (!this.clock.acting.includes(id)) continue;
      this.turnsTaken += 1;
      if (this.log.listening) this.log.note(this.context.when, { type: "turn-start", combatant: id });
      this.runtime.takeTurn(this.context, id);
      this.settle();
      if (this.ended !== null) return;
    }
  }

  private stepStart(happening: Extract<ClockHappening, { type: "step-start" }>): void {
    if (this.turnsTaken >= this.mostTurns) return this.finish("turn-limit");
    this.context.restricted = happening.restricted;
    if (this.timed.active) this.timed.expire(this.clock);
    if (this.log.listening) this.log.stepStart(this.context.when, this.shape, this.clock, happening.step);
  }

  private postTurn(ids: readonly string[]): void {
    if (this.timed.active) this.timed.expire(this.clock);
    if (this.log.listening) this.log.note(this.context.when, { type: "post-turn" });
    this.runtime.postTurn?.(this.context, ids);
    this.settle();
  }

  private needsInitiative(round: number): void {
    // Initiative for a round the fight will not reach would throw dice for nothing.
    if (round > this.maxRounds) {
      this.context.when = { round: this.maxRounds };
      return this.finish("max-rounds");
    }
    this.rollInitiative(round);
  }

  private rollInitiative(round: number): void {
    this.context.when = { round };
    if (this.timed.active) this.timed.expire(this.clock);
    // By place: the clock's roster is the fighters' order, as the fight entered them.
    const scores: InitiativeRoll[] = [];
    for (const fighter of this.roster.fighters) scores.push(this.runtime.rollInitiative(this.context, fighter));
    const set = accepted(setInitiativeByPlace(this.shape, this.clock, scores), "initiative");
    this.clock = set.state;
    this.handle(set.happened);
  }

  /**
   * The order in which a group acting at one moment (equal initiative under a clock of
   * simultaneous ties) takes its turns: drawn from the fight's chance, never the list's, which
   * at the table is the order tokens were dropped in. Where every one of them keeps to the list's
   * order (targeting `first`), the list's, as every fight was resolved before there was a choice.
   */
  private inTurn(ids: readonly string[]): readonly string[] {
    const targetings = this.prepared.targetings;
    return ids.length < 2 || ids.every((id) => targetings.get(id) === "first") ? ids : shuffled(ids, (count) => this.source.choose(count));
  }

  /** After a turn, tell the clock who can no longer act, and see whether one side is left. */
  private settle(): void {
    let changedAny = false;
    for (const index of this.roster.takeTouched()) {
      const fighter = this.roster.fighters[index];
      if (fighter === undefined) continue;
      const able = this.runtime.canAct(fighter);
      if (this.ableAt[index] === able) continue;
      changedAny = true;
      const changed = accepted(setCanAct(this.shape, this.clock, fighter.id, able), "a change of who can act");
      this.clock = changed.state;
      this.ableAt[index] = able;
      if (this.roster.oneSideLeft()) return this.finish("victory");
      this.handle(changed.happened);
    }
    if (changedAny && this.ended === null && this.roster.oneSideLeft()) this.finish("victory");
  }

  private finish(reason: CombatEndEvent["reason"]): void {
    const sides = this.roster.standingSides();
    const winner = reason === "victory" && sides.length === 1 ? (sides[0] ?? null) : null;
    const round = this.context.when.round;
    this.ended = { type: "combat-end", round, winner, rounds: round, reason };
    this.log.record(this.ended);
  }
}
