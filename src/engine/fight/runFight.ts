import { createClock } from "../clock/createClock";
import { next } from "../clock/next";
import { pass } from "../clock/pass";
import { elapsed } from "../clock/elapsed";
import { setCanAct } from "../clock/setCanAct";
import { setInitiative } from "../clock/setInitiative";
import { upcoming } from "../clock/upcoming";
import type { ClockHappening } from "../clock/happenings";
import type { ClockState, StepKind } from "../clock/ClockState";
import type { ClockResult } from "../clock/ClockResult";
import { rollDice } from "../dice/rollDice";
import type { Chance } from "../dice/Chance";
import type { CombatEvent, CombatEndEvent } from "../events";
import type { When } from "../clock/when";
import { endAbort, startAbort } from "./abortInTurn";
import { refusalByName } from "./refusalByName";
import { MOST_TURNS } from "../script/FightWarning";
import { DEFAULT_TARGETING } from "../script/Targeting";
import type { PreparedFight, TimedEffect } from "./prepareFight";
import { targetChooser } from "./chooseTarget";
import { shuffled } from "../random/shuffled";
import type { FightContext, UntimedEvent } from "./FightContext";
import type { FighterDraft, RuleSetRuntime } from "./RuleSetRuntime";
import type { FighterBase } from "../script/FighterBase";
import { when as clockWhen } from "../clock/when";
import { applyEffects } from "../effects/applyEffects";
import { clockMark, durationInForce } from "../effects/durationInForce";
import type { EffectEntry } from "../effects/EffectChange";
import { idRecord } from "../idRecord";

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

/** The context as its runner holds it: the moment and the step's restriction are the runner's to move. */
type RunningContext<F> = Omit<FightContext<F>, "when" | "restricted"> & { when: When; restricted: boolean };

/** A clock operation the runner itself asked for cannot be refused; if it is, the runner is wrong. */
function accepted(result: ClockResult, what: string): Extract<ClockResult, { ok: true }> {
  if (!result.ok) throw new Error(`The clock refused ${what}: ${result.refusal.message}`);
  return result;
}

/**
 * What an entry under effects depends on of one effect, its changes, as a short number: the same
 * changes have the same number wherever they come from, so a study that puts the same
 * declaration on again and again (a stun) writes it out once, and its entries are looked up by
 * a key of a few characters.
 */
const CHANGES_IDS = new WeakMap<EffectEntry, number>();
const IDS_OF_CHANGES = new Map<string, number>();
function changesId(effect: EffectEntry): number {
  let id = CHANGES_IDS.get(effect);
  if (id === undefined) {
    const written = JSON.stringify(effect.changes);
    id = IDS_OF_CHANGES.get(written) ?? IDS_OF_CHANGES.size;
    IDS_OF_CHANGES.set(written, id);
    CHANGES_IDS.set(effect, id);
  }
  return id;
}

/**
 * The fighter as it fights on once its effects changed: each field the fight has left as it was
 * entered takes its value under the effects now in force, and each the fight has changed (wounds
 * taken, a condition put on) keeps what the fight made of it.
 */
function reentered<F extends FighterBase>(runtime: RuleSetRuntime<F>, entered: F, current: F, fresh: F): F {
  // The rule set's own copy, not a spread: a spread fighter is of another hidden class, and every
  // read of a fighter in the fight after it went through V8's slowest lookup.
  const merged: FighterDraft<F> = runtime.draft(current);
  // Only a field the effects changed can take a new value: where the fresh entry holds what the
  // old one held, the fighter keeps its own either way.
  for (const key of changedFields(entered, fresh))
    if (Reflect.get(current, key) === Reflect.get(entered, key)) Reflect.set(merged, key, Reflect.get(fresh, key));
  return merged;
}

/**
 * The fields in which one entry of a combatant differs from another, by the two entries. Both
 * are kept for the whole study (the prepared fighters and the entries under effects), and a
 * study re-enters the same combatants under the same effects fight after fight, so the fields
 * are found once per pair rather than by reading every field of a fighter at each re-entry.
 */
const CHANGED_FIELDS = new WeakMap<object, Map<object, readonly string[]>>();
function changedFields<F extends FighterBase>(entered: F, fresh: F): readonly string[] {
  let byFresh = CHANGED_FIELDS.get(entered);
  if (byFresh === undefined) {
    byFresh = new Map();
    CHANGED_FIELDS.set(entered, byFresh);
  }
  let changed = byFresh.get(fresh);
  if (changed === undefined) {
    const fields: string[] = [];
    for (const key in fresh) if (fresh[key] !== entered[key]) fields.push(key);
    changed = fields;
    byFresh.set(fresh, changed);
  }
  return changed;
}

/**
 * One fight from first initiative to the last side standing (or the round limit): the clock
 * says who acts when, the rule set resolves each turn, and every step lands in the log.
 */
export function runFight<F extends FighterBase>(runtime: RuleSetRuntime<F>, prepared: PreparedFight<F>, source: Chance, settings: FightSettings): FightResult {
  const combatants = prepared.combatants;
  const shape = prepared.clock;
  // The fighters in the scenario's order, each replaced in its place as the fight changes it:
  // rules scan the list on every attack, and `place` finds one by id.
  const roster: F[] = [...prepared.fighters];
  const place = prepared.places;
  const scripts = prepared.scripts;
  const surprised = prepared.surprised;
  const targetings = prepared.targetings;
  // Made for each fight: what each combatant and side goes for is this fight's alone.
  const chooseTarget = targetChooser(
    runtime,
    (id) => targetings.get(id) ?? DEFAULT_TARGETING,
    (count) => source.choose(count),
  );
  const events: CombatEvent[] = [];
  const tallies = new Map(Object.entries(prepared.tallies));
  /**
   * The order in which a group acting at one moment (equal initiative under a clock of
   * simultaneous ties) takes its turns: drawn from the fight's chance, never the list's, which
   * at the table is the order tokens were dropped in. Where every one of them keeps to the list's
   * order (targeting `first`), the list's, as every fight was resolved before there was a choice.
   */
  const inTurn = (ids: readonly string[]): readonly string[] =>
    ids.length < 2 || ids.every((id) => targetings.get(id) === "first") ? ids : shuffled(ids, (count) => source.choose(count));
  /** The acting combatant that said it is out of this round's passes: its turn ends with that. */
  let passing: string | null = null;
  /**
   * The places of the fighters replaced since the clock last heard who can act, in the order
   * first replaced: only they can have changed. A flag per place, not a set of ids, because rules
   * replace fighters several times a turn.
   */
  const touched: number[] = roster.map((_, index) => index);
  const isTouched: boolean[] = roster.map(() => true);
  // Rules ask for the same fighter several times running (each step of its turn): the last answer
  // is kept, so most questions compare one id instead of looking it up in the map.
  let askedId: string | null = null;
  let askedAt = 0;
  const placeOf = (id: string): number | undefined => {
    if (id === askedId) return askedAt;
    const index = place.get(id);
    if (index !== undefined) {
      askedId = id;
      askedAt = index;
    }
    return index;
  };
  // A study of many fights reads only who won: then no event is built, and the log costs nothing.
  const listening = settings.log || settings.onEvent !== undefined;

  const record = (event: CombatEvent): void => {
    if (settings.log) events.push(event);
    settings.onEvent?.(event);
  };
  const note = (event: UntimedEvent): void => {
    if (listening) record(stamp(context.when, event));
  };
  // The moment and the step's restriction are fields the runner rewrites as the clock walks, not
  // getters: a literal's own getters gave every fight a hidden class of its own, through which the
  // young-generation collector kept each finished fight alive and copied it (an eighth of a study).
  const context: RunningContext<F> = {
    when: { round: 0 },
    restricted: false,
    listening,
    fighter(id) {
      const index = placeOf(id);
      const fighter = index === undefined ? undefined : roster[index];
      if (fighter === undefined) throw new Error(`No combatant ${id} in this fight`);
      return fighter;
    },
    fighters: () => roster,
    replace: (fighter) => {
      const index = placeOf(fighter.id);
      if (index === undefined) throw new Error(`No combatant ${fighter.id} in this fight`);
      roster[index] = fighter;
      if (isTouched[index] === true) return;
      isTouched[index] = true;
      touched.push(index);
    },
    roll: (request) => rollDice(request, source),
    emit: note,
    script: (id) => scripts.get(id)?.get(context.when.round),
    target: (id) => chooseTarget(context.fighter(id), roster, context.script(id)),
    tally: (name) => tallies.get(name) ?? 0,
    setTally: (name, value) => void tallies.set(name, value),
    unaware: (id) => surprised.has(id) && context.when.round <= 1,
    abort: (id, answer, defend) => {
      const started = startAbort(shape, clock, id);
      if (!started.ok) return refusalByName(started.refusal, (who) => context.fighter(who).name);
      clock = started.state;
      if (listening) note({ type: "abort", combatant: id, action: answer.action, attacker: answer.attacker, forfeits: started.forfeits });
      defend();
      clock = endAbort(shape, clock);
      return null;
    },
    addEffect: (id, effect) => addTimed(id, effect),
    pass: (id) => {
      if (clock.acting.includes(id)) {
        passing = id;
        return;
      }
      const out = accepted(pass(shape, clock, id), "a pass");
      clock = out.state;
      handle(out.happened);
    },
  };

  if (listening) {
    record({
      type: "combat-start",
      round: 0,
      ruleset: runtime.id,
      combatants: combatants.map((c, index) => {
        const fighter = prepared.fighters[index];
        const at = fighter === undefined ? null : (runtime.standsAt?.(fighter) ?? null);
        const who = { id: c.entry.id, name: c.entry.name ?? c.entry.id, side: c.entry.side, surprised: c.entry.surprised };
        return at === null ? who : { ...who, at: { q: at.q, r: at.r } };
      }),
    });
  }

  let clock: ClockState = accepted(
    createClock(
      shape,
      combatants.map((c) => ({ id: c.entry.id, aware: !c.entry.surprised, canAct: runtime.canAct(context.fighter(c.entry.id)) })),
      // The headless fight never goes back a turn.
      { undoLimit: 0 },
    ),
    "the combatants",
  ).state;
  const rollInitiative = (round: number): void => {
    context.when = { round };
    if (timing) expire();
    const scores = idRecord<{ score: number; tiebreak: readonly number[] }>();
    for (const fighter of roster) scores[fighter.id] = runtime.rollInitiative(context, fighter);
    const set = accepted(setInitiative(shape, clock, scores), "initiative");
    clock = set.state;
    handle(set.happened);
  };

  let ended: CombatEndEvent | null = null;
  let turnsTaken = 0;
  const mostTurns = settings.mostTurns ?? MOST_TURNS;
  const standingSides = (): string[] => {
    const sides: string[] = [];
    for (const fighter of roster) if (!sides.includes(fighter.side) && runtime.isStanding(fighter)) sides.push(fighter.side);
    return sides;
  };
  const finish = (reason: CombatEndEvent["reason"]): void => {
    const sides = standingSides();
    const winner = reason === "victory" && sides.length === 1 ? (sides[0] ?? null) : null;
    ended = { type: "combat-end", round: context.when.round, winner, rounds: context.when.round, reason };
    record(ended);
  };
  /** After a turn, tell the clock who can no longer act, and see whether one side is left. */
  const settle = (): void => {
    const places = touched.splice(0);
    for (const index of places) isTouched[index] = false;
    let changedAny = false;
    for (const index of places) {
      const fighter = roster[index];
      if (fighter === undefined) continue;
      const id = fighter.id;
      const able = runtime.canAct(fighter);
      if (clock.combatants[id]?.canAct === able) continue;
      changedAny = true;
      const changed = accepted(setCanAct(shape, clock, id, able), "a change of who can act");
      clock = changed.state;
      if (standingSides().length <= 1) return finish("victory");
      handle(changed.happened);
    }
    if (changedAny && ended === null && standingSides().length <= 1) finish("victory");
  };

  /**
   * Who takes a turn in the step the clock has just opened, for the log's order lines: the group
   * acting now and every group the walk will reach, without those it will pass over (down,
   * unaware, surprised, an abort to pay, a pass made), in order. Asked only while listening.
   */
  const takingTurns = (): Set<string> => {
    const ids = new Set(clock.acting);
    for (const group of upcoming(shape, clock)) for (const id of group) ids.add(id);
    return ids;
  };

  // The order lines are built apart from `handle`, which every step of every fight runs through:
  // kept small, it stays cheap to optimise where no log is listening.
  const noteRoundStart = (groups: readonly (readonly string[])[]): void => {
    const order = groups.flat();
    // A round of Phases or passes says who acts in each of them (step-start) instead.
    const acting = shape.round.kind === "turns" ? takingTurns() : null;
    const out = acting === null ? [] : order.filter((id) => !acting.has(id) || runtime.sitsOutRound?.(context.fighter(id)) === true);
    note({
      type: "round-start",
      order,
      ...(shape.ties === "simultaneous" ? { together: groups.filter((group) => group.length > 1) } : {}),
      ...(out.length > 0 ? { out } : {}),
    });
  };
  const noteStepStart = (step: StepKind): void => {
    // The Post-Turn has a line of its own (post-turn), and nobody takes a turn in it.
    if (step !== "post-turn" && step !== "round") note({ type: "step-start", step, order: [...takingTurns()] });
  };

  // Effects with a duration, each in force until the clock passes its end: worked out from the
  // clock's place, as at the table. A study where every effect lasts the fight skips all of it.
  const timed: TimedEffect[] = [...prepared.timed];
  const running: boolean[] = timed.map(() => true);
  // How many of them are still running: `expire` has nothing to do once none is.
  let inForce = timed.length;
  const marks = timed.map((effect) => clockMark(shape, clock, combatants[effect.place]?.entry.id ?? null));
  const enteredAs: F[] = [...prepared.fighters];
  // The effects the rules put on a combatant during this fight, after its scenario's, by place.
  const added = new Map<number, EffectEntry[]>();
  /** A combatant entered again under the effects still in force, keeping what the fight made of it. */
  const reenter = (at: number): void => {
    const combatant = combatants[at];
    const entered = enteredAs[at];
    if (combatant === undefined || entered === undefined) return;
    // One pass over the timed effects: a fight that puts many on (a botch's rounds each time)
    // would otherwise look every one up for every effect of the combatant.
    const over = new Set<number>();
    for (let t = 0; t < timed.length; t += 1) if (timed[t]?.place === at && running[t] !== true) over.add(timed[t]?.effect ?? -1);
    const kept: EffectEntry[] = [];
    const own = combatant.entry.effects;
    const later = added.get(at) ?? [];
    for (let index = 0; index < own.length + later.length; index += 1) {
      const effect = index < own.length ? own[index] : later[index - own.length];
      if (effect !== undefined && !over.has(index)) kept.push(effect);
    }
    const { entry, items, fields } = combatant;
    let key = `${at}`;
    for (const effect of kept) key += `|${changesId(effect)}`;
    let fresh = prepared.entries.get(key);
    if (fresh === undefined) {
      const actor = applyEffects(combatant.stored, kept, runtime.customChange, "effects");
      // Every set of effects that can still be in force was checked when the scenario loaded; a rule's own effect is the rule set's to keep valid.
      if (!actor.ok) throw new Error(`${combatant.entry.id}: its effects no longer apply: ${actor.issue.expected}`);
      fresh = runtime.enter({ id: entry.id, name: entry.name ?? entry.id, side: entry.side }, actor.value, items, fields, prepared.options);
      prepared.entries.set(key, fresh);
    }
    enteredAs[at] = fresh;
    context.replace(reentered(runtime, entered, context.fighter(entry.id), fresh));
  };
  const addTimed = (id: string, effect: EffectEntry): void => {
    const at = placeOf(id);
    const combatant = at === undefined ? undefined : combatants[at];
    const unit = runtime.durations.find((candidate) => candidate.id === effect.duration?.unit);
    if (at === undefined || combatant === undefined || unit === undefined)
      throw new Error(`${id}: no effect ${effect.name} with a duration this rule set counts`);
    const own = added.get(at) ?? [];
    added.set(at, [...own, effect]);
    timed.push({ place: at, effect: combatant.entry.effects.length + own.length, name: effect.name, unit, count: effect.duration?.count ?? 1 });
    running.push(true);
    inForce += 1;
    marks.push(clockMark(shape, clock, id));
    timing = true;
    reenter(at);
  };
  const expire = (): void => {
    // Most of a fight has none in force: nothing to look through.
    if (inForce === 0) return;
    const ended = new Set<number>();
    for (let index = 0; index < timed.length; index += 1) {
      const effect = timed[index];
      if (effect === undefined || running[index] !== true) continue;
      const mark = marks[index];
      const id = combatants[effect.place]?.entry.id ?? null;
      if (mark === undefined || durationInForce(effect.unit, effect.count, mark, clock, id)) continue;
      running[index] = false;
      inForce -= 1;
      ended.add(effect.place);
      if (listening && id !== null) record(stamp(clockWhen(clock), { type: "effect-end", combatant: id, effect: effect.name }));
    }
    for (const at of ended) reenter(at);
  };

  let timing = timed.length > 0;

  function handle(happened: readonly ClockHappening[]): void {
    for (const happening of happened) {
      if (ended !== null) return;
      context.when = happening.when;
      switch (happening.type) {
        case "round-start":
          if (happening.when.round > settings.maxRounds) {
            context.when = { round: settings.maxRounds };
            return finish("max-rounds");
          }
          if (turnsTaken >= mostTurns) {
            context.when = { round: happening.when.round - 1 };
            return finish("turn-limit");
          }
          context.restricted = false;
          if (timing) expire();
          if (listening) noteRoundStart(happening.order);
          runtime.startRound(context);
          break;
        case "turn-start":
          if (timing) expire();
          for (const id of inTurn(happening.ids)) {
            // Of a group acting together, one the others took out of the fight gets no turn.
            if (!clock.acting.includes(id)) continue;
            turnsTaken += 1;
            if (listening) note({ type: "turn-start", combatant: id });
            runtime.takeTurn(context, id);
            settle();
            if (ended !== null) return;
          }
          break;
        case "turn-end":
          if (listening) for (const id of happening.ids) note({ type: "turn-end", combatant: id });
          break;
        case "step-start":
          if (turnsTaken >= mostTurns) return finish("turn-limit");
          context.restricted = happening.restricted;
          if (timing) expire();
          // The Post-Turn has a line of its own (post-turn), and nobody takes a turn in it.
          if (listening) noteStepStart(happening.step);
          break;
        case "round-end": {
          if (!listening) {
            if (timing) expire();
            break;
          }
          // A clock that counts segments and long turns says how much game time has passed.
          const passed = elapsed(shape, clock);
          if (passed.seconds !== null && passed.segments !== null && passed.turns !== null) {
            note({ type: "round-end", elapsed: { seconds: passed.seconds, segments: passed.segments, rounds: passed.rounds, turns: passed.turns } });
          } else note({ type: "round-end" });
          if (timing) expire();
          break;
        }
        case "skipped":
          if (!listening) break;
          if (happening.reason === "aborted") {
            note({ type: "refused", combatant: happening.id, action: "turn", code: "aborted", reason: "Gave this action up when it aborted to defend" });
          }
          // The clock says which surprise it is: a Surprise Phase sat out, or a whole first round lost.
          if (happening.reason === "unaware") {
            note({ type: "refused", combatant: happening.id, action: "turn", code: "unaware", reason: "Unaware: sits out the Surprise Phase" });
          }
          if (happening.reason === "surprised") {
            note({ type: "refused", combatant: happening.id, action: "turn", code: "surprised", reason: "Surprised: loses its turn in the first round" });
          }
          break;
        case "post-turn":
          if (timing) expire();
          if (listening) note({ type: "post-turn" });
          runtime.postTurn?.(context, happening.ids);
          settle();
          break;
        case "needs-initiative":
          // Initiative for a round the fight will not reach would throw dice for nothing.
          if (happening.round > settings.maxRounds) {
            context.when = { round: settings.maxRounds };
            return finish("max-rounds");
          }
          rollInitiative(happening.round);
          break;
        default:
          break;
      }
    }
  }

  rollInitiative(1);
  settle();
  // A side already down when the fight begins has lost before anyone acts.
  if (ended === null && standingSides().length <= 1) finish("victory");
  while (ended === null) {
    const out = passing;
    passing = null;
    const step = accepted(out === null ? next(shape, clock) : pass(shape, clock, out), out === null ? "the next turn" : "a pass");
    clock = step.state;
    handle(step.happened);
  }
  const end: CombatEndEvent = ended;
  const standing = roster.filter((fighter) => runtime.isStanding(fighter)).map((fighter) => fighter.id);
  return { winner: end.winner, rounds: end.rounds, reason: end.reason, events, standing };
}

function stamp(when: When, event: UntimedEvent): CombatEvent {
  // `type` first, then the time, then the rest: the order every log line is written in.
  const stamped: CombatEvent = Object.assign({ type: event.type }, when, event);
  return stamped;
}
