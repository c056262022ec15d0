import { elapsed } from "../clock/elapsed";
import type { ClockHappening } from "../clock/happenings";
import type { ClockShape } from "../clock/ClockShape";
import type { ClockState, Group, StepKind } from "../clock/ClockState";
import { upcoming } from "../clock/upcoming";
import { when as clockWhen, type When } from "../clock/when";
import type { CombatEvent } from "../events";
import type { FighterBase } from "../script/FighterBase";
import type { UntimedEvent } from "./FightContext";
import type { PreparedFight } from "./prepareFight";
import type { RuleSetRuntime } from "./RuleSetRuntime";

/**
 * The log of one fight, and every line of it that only a listener needs. A study of many fights
 * reads only who won: then nobody listens, no event is built, and the log costs nothing. The
 * lines are built here, apart from the fight's walk, which every step of every fight runs
 * through: kept small, the walk stays cheap to optimise where no log is listening.
 */
export class FightLog {
  readonly events: CombatEvent[];
  /** Someone reads this fight's events: its log is kept (`keep`) or watched (`onEvent`). */
  readonly listening: boolean;
  private readonly keep: boolean;
  private readonly onEvent: ((event: CombatEvent) => void) | undefined;

  constructor(keep: boolean, onEvent: ((event: CombatEvent) => void) | undefined) {
    this.events = [];
    this.listening = keep || onEvent !== undefined;
    this.keep = keep;
    this.onEvent = onEvent;
  }

  record(event: CombatEvent): void {
    if (this.keep) this.events.push(event);
    this.onEvent?.(event);
  }

  /** An event at `when`, if anyone listens. */
  note(when: When, event: UntimedEvent): void {
    if (this.listening) this.record(stamp(when, event));
  }

  /** Who fights on which side, and where each stands on a map. */
  combatStart<F extends FighterBase>(runtime: RuleSetRuntime<F>, prepared: PreparedFight<F>): void {
    this.record({
      type: "combat-start",
      round: 0,
      ruleset: runtime.id,
      combatants: prepared.combatants.map((c, index) => {
        const fighter = prepared.fighters[index];
        const at = fighter === undefined ? null : (runtime.standsAt?.(fighter) ?? null);
        const who = { id: c.entry.id, name: c.entry.name ?? c.entry.id, side: c.entry.side, surprised: c.entry.surprised };
        return at === null ? who : { ...who, at: { q: at.q, r: at.r } };
      }),
    });
  }

  /**
   * The round's order, the groups acting together where ties act at once, and who sits it out:
   * those the walk will pass over, and those `sitsOut` says lose the round though the clock keeps
   * their place. A round of Phases or passes says who acts in each of them (`stepStart`) instead.
   */
  roundStart(when: When, shape: ClockShape, clock: ClockState, groups: readonly Group[], sitsOut: (id: string) => boolean): void {
    const order = groups.flat();
    const acting = shape.round.kind === "turns" ? takingTurns(shape, clock) : null;
    const out = acting === null ? [] : order.filter((id) => !acting.has(id) || sitsOut(id));
    this.note(when, {
      type: "round-start",
      order,
      ...(shape.ties === "simultaneous" ? { together: groups.filter((group) => group.length > 1) } : {}),
      ...(out.length > 0 ? { out } : {}),
    });
  }

  /** Who takes a turn in the step just opened. The Post-Turn has a line of its own (post-turn), and nobody takes a turn in it. */
  stepStart(when: When, shape: ClockShape, clock: ClockState, step: StepKind): void {
    if (step !== "post-turn" && step !== "round") this.note(when, { type: "step-start", step, order: [...takingTurns(shape, clock)] });
  }

  /** The round's end; a clock that counts segments and long turns says how much game time has passed. */
  roundEnd(when: When, shape: ClockShape, clock: ClockState): void {
    const passed = elapsed(shape, clock);
    if (passed.seconds !== null && passed.segments !== null && passed.turns !== null) {
      this.note(when, { type: "round-end", elapsed: { seconds: passed.seconds, segments: passed.segments, rounds: passed.rounds, turns: passed.turns } });
    } else this.note(when, { type: "round-end" });
  }

  /** A turn the clock passed over, where the log says why. The clock says which surprise it is: a Surprise Phase sat out, or a whole first round lost. */
  skipped(when: When, happening: Extract<ClockHappening, { type: "skipped" }>): void {
    const combatant = happening.id;
    if (happening.reason === "aborted") {
      this.note(when, { type: "refused", combatant, action: "turn", code: "aborted", reason: "Gave this action up when it aborted to defend" });
    }
    if (happening.reason === "unaware") {
      this.note(when, { type: "refused", combatant, action: "turn", code: "unaware", reason: "Unaware: sits out the Surprise Phase" });
    }
    if (happening.reason === "surprised") {
      this.note(when, { type: "refused", combatant, action: "turn", code: "surprised", reason: "Surprised: loses its turn in the first round" });
    }
  }

  /** An effect with a duration ran out where the clock now stands. */
  effectEnded(clock: ClockState, combatant: string, effect: string): void {
    this.record(stamp(clockWhen(clock), { type: "effect-end", combatant, effect }));
  }
}

/**
 * Who takes a turn in the step the clock has just opened, for the log's order lines: the group
 * acting now and every group the walk will reach, without those it will pass over (down,
 * unaware, surprised, an abort to pay, a pass made), in order.
 */
function takingTurns(shape: ClockShape, clock: ClockState): Set<string> {
  const ids = new Set(clock.acting);
  for (const group of upcoming(shape, clock)) for (const id of group) ids.add(id);
  return ids;
}

function stamp(when: When, event: UntimedEvent): CombatEvent {
  // `type` first, then the time, then the rest: the order every log line is written in.
  const stamped: CombatEvent = Object.assign({ type: event.type }, when, event);
  return stamped;
}
