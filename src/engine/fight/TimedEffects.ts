import type { ClockShape } from "../clock/ClockShape";
import type { ClockState } from "../clock/ClockState";
import { applyEffects } from "../effects/applyEffects";
import { clockMark, durationInForce, roundHalves, surelyInForceBefore } from "../effects/durationInForce";
import type { ClockMark } from "../effects/EffectDuration";
import type { EffectEntry } from "../effects/EffectChange";
import { reenteredField } from "../effects/reenteredField";
import type { FighterBase } from "../script/FighterBase";
import type { FightLog } from "./FightLog";
import type { PreparedFight, TimedEffect } from "./prepareFight";
import type { Roster } from "./Roster";
import type { FighterDraft, RuleSetRuntime } from "./RuleSetRuntime";
import { keptFor } from "../keptFor";

/**
 * The effects of one fight that have a duration, each in force until the clock passes its end:
 * worked out from the clock's place, as at the table. When one ends, its bearer enters the fight
 * again under those left, keeping what the fight made of it. A fight where every effect lasts
 * the whole fight skips all of it (`active`).
 */
export class TimedEffects<F extends FighterBase> {
  /** Whether the fight has had an effect with a duration: until it has, there is nothing to look at. */
  active: boolean;
  private readonly runtime: RuleSetRuntime<F>;
  private readonly prepared: PreparedFight<F>;
  private readonly roster: Roster<F>;
  private readonly log: FightLog;
  private readonly shape: ClockShape;
  private readonly timed: TimedEffect[];
  private readonly running: boolean[];
  /** How many of them are still running: `expire` has nothing to do once none is. */
  private inForce: number;
  private readonly marks: ClockMark[];
  /** For each, the clock's place in half rounds before which it surely holds (`surelyInForceBefore`). */
  private readonly holdsBefore: number[];
  /** The earliest of those among the running ones: until the clock reaches it, none can end. */
  private due: number;
  /** Each combatant as it last entered the fight, under the effects then in force. */
  private readonly enteredAs: F[];
  /** The effects the rules put on a combatant during this fight, after its scenario's, by place: made when the first is, as most fights put none on. */
  private added: Map<number, EffectEntry[]> | null;
  /** The keys of the study's entries under effects, by place (`keysOf`): found at the fight's first re-entry. */
  private keys: readonly EntryKey[] | null;
  /**
   * The effects of a combatant that have ended, by place, each by its index among the combatant's
   * (its scenario's, then those put on): made when the first ends, as most fights have none end.
   */
  private over: Map<number, boolean[]> | null;

  constructor(runtime: RuleSetRuntime<F>, prepared: PreparedFight<F>, roster: Roster<F>, log: FightLog, shape: ClockShape, clock: ClockState) {
    this.active = prepared.timed.length > 0;
    this.runtime = runtime;
    this.prepared = prepared;
    this.roster = roster;
    this.log = log;
    this.shape = shape;
    this.timed = [...prepared.timed];
    this.running = this.timed.map(() => true);
    this.inForce = this.timed.length;
    this.marks = this.timed.map((effect) => clockMark(shape, clock, prepared.combatants[effect.place]?.entry.id ?? null));
    this.holdsBefore = this.timed.map((effect, index) => {
      const mark = this.marks[index];
      return mark === undefined ? Number.NEGATIVE_INFINITY : surelyInForceBefore(effect.unit, effect.count, mark);
    });
    this.due = Math.min(...this.holdsBefore);
    this.enteredAs = [...prepared.fighters];
    this.added = null;
    this.over = null;
    this.keys = null;
  }

  /** An effect with a duration the rules put on `id` where the clock stands now. */
  add(id: string, effect: EffectEntry, clock: ClockState): void {
    const at = this.roster.placeOf(id);
    const combatant = at === undefined ? undefined : this.prepared.combatants[at];
    const unit = this.runtime.durations.find((candidate) => candidate.id === effect.duration?.unit);
    if (at === undefined || combatant === undefined || unit === undefined)
      throw new Error(`${id}: no effect ${effect.name} with a duration this rule set counts`);
    const added = (this.added ??= new Map());
    let own = added.get(at);
    if (own === undefined) {
      own = [];
      added.set(at, own);
    }
    const count = effect.duration?.count ?? 1;
    const mark = clockMark(this.shape, clock, id);
    const holds = surelyInForceBefore(unit, count, mark);
    this.timed.push({ place: at, effect: combatant.entry.effects.length + own.length, name: effect.name, unit, count });
    own.push(effect);
    this.running.push(true);
    this.inForce += 1;
    this.marks.push(mark);
    this.holdsBefore.push(holds);
    if (holds < this.due) this.due = holds;
    this.active = true;
    this.reenter(at);
  }

  /** Ends each effect whose end the clock has passed, and enters its bearer again under those left. */
  expire(clock: ClockState): void {
    // Most of a fight has none in force, and most of the rest none that can end yet: nothing to look through.
    if (this.inForce === 0 || roundHalves(clock) < this.due) return;
    // Made only when one ends: most turns none does.
    let ended: Set<number> | null = null;
    let due = Number.POSITIVE_INFINITY;
    for (let index = 0; index < this.timed.length; index += 1) {
      const effect = this.timed[index];
      if (effect === undefined || this.running[index] !== true) continue;
      const mark = this.marks[index];
      const id = this.prepared.combatants[effect.place]?.entry.id ?? null;
      if (mark === undefined || durationInForce(effect.unit, effect.count, mark, clock, id)) {
        due = Math.min(due, this.holdsBefore[index] ?? Number.NEGATIVE_INFINITY);
        continue;
      }
      this.running[index] = false;
      this.inForce -= 1;
      const overByPlace = (this.over ??= new Map());
      let over = overByPlace.get(effect.place);
      if (over === undefined) {
        over = [];
        overByPlace.set(effect.place, over);
      }
      over[effect.effect] = true;
      ended ??= new Set();
      ended.add(effect.place);
      if (this.log.listening && id !== null) this.log.effectEnded(clock, id, effect.name);
    }
    this.due = due;
    if (ended !== null) for (const at of ended) this.reenter(at);
  }

  /** A combatant entered again under the effects still in force, keeping what the fight made of it. */
  private reenter(at: number): void {
    const combatant = this.prepared.combatants[at];
    const entered = this.enteredAs[at];
    if (combatant === undefined || entered === undefined) return;
    const { entry, items, fields } = combatant;
    const kept = this.keptOn(at, entry.effects);
    let node = (this.keys ??= keysOf(this.prepared.entries, this.prepared.combatants.length))[at];
    for (let index = 0; node !== undefined && index < kept.length; index += 1) {
      const effect = kept[index];
      if (effect !== undefined) node = node.after(changesId(effect));
    }
    if (node === undefined) return;
    const key = node.key;
    let fresh = this.prepared.entries.get(key);
    if (fresh === undefined) {
      const actor = applyEffects(combatant.stored, kept, this.runtime.customChange, "effects");
      // Every set of effects that can still be in force was checked when the scenario loaded; a rule's own effect is the rule set's to keep valid.
      if (!actor.ok) throw new Error(`${combatant.entry.id}: its effects no longer apply: ${actor.issue.expected}`);
      fresh = this.runtime.enter({ id: entry.id, name: entry.name ?? entry.id, side: entry.side }, actor.value, items, fields, this.prepared.options);
      this.prepared.entries.set(key, fresh);
    }
    this.enteredAs[at] = fresh;
    const current = this.roster.fighter(entry.id);
    this.roster.replace(this.runtime.reentered?.(entered, current, fresh) ?? reentered(this.runtime, entered, current, fresh));
  }

  /** The effects of the combatant at `at` still in force: its scenario's (`own`), then those the rules put on. */
  private keptOn(at: number, own: readonly EffectEntry[]): EffectEntry[] {
    const later = this.added?.get(at);
    const over = this.over?.get(at);
    const kept: EffectEntry[] = [];
    const all = own.length + (later?.length ?? 0);
    for (let index = 0; index < all; index += 1) {
      const effect = index < own.length ? own[index] : later?.[index - own.length];
      if (effect !== undefined && over?.[index] !== true) kept.push(effect);
    }
    return kept;
  }
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
 * The key of a combatant's entry under a list of effects (`PreparedFight.entries`), its place and
 * each effect's `changesId` after it, reached from the combatant's key with no effect one effect
 * at a time: a key written out afresh at each re-entry had the map hash it anew, where one kept
 * here was hashed once for the study.
 */
class EntryKey {
  readonly key: string;
  private readonly next: Map<number, EntryKey>;

  constructor(key: string) {
    this.key = key;
    this.next = new Map();
  }

  /** The key of the same effects and then one whose changes are `changes`. */
  after(changes: number): EntryKey {
    let known = this.next.get(changes);
    if (known === undefined) {
      known = new EntryKey(`${this.key}|${changes}`);
      this.next.set(changes, known);
    }
    return known;
  }
}

/** The keys of a study's entries under effects (`EntryKey`), by place: kept with the entries, which every fight of the study shares. */
const KEYS = new WeakMap<object, readonly EntryKey[]>();
function keysOf(entries: object, places: number): readonly EntryKey[] {
  return keptFor(KEYS, entries, () => Array.from({ length: places }, (_, at) => new EntryKey(`${at}`)));
}

/**
 * The fighter as it fights on once its effects changed: each field the fight has left as it was
 * entered takes its value under the effects now in force, and each the fight has changed (wounds
 * taken, a condition put on) keeps what the fight made of it.
 */
export function reentered<F extends FighterBase>(runtime: Pick<RuleSetRuntime<F>, "draft">, entered: F, current: F, fresh: F): F {
  // The rule set's own copy, not a spread: a spread fighter is of another hidden class, and every
  // read of a fighter in the fight after it went through V8's slowest lookup.
  const merged: FighterDraft<F> = runtime.draft(current);
  // Only a field the effects changed can take a new value: where the fresh entry holds what the
  // old one held, the fighter keeps its own either way.
  for (const { key, was, now } of changedFields(entered, fresh)) Reflect.set(merged, key, reenteredField(was, Reflect.get(current, key), now));
  return merged;
}

/** A field in which two entries of a combatant differ, with its value in each. */
interface ChangedField {
  readonly key: string;
  readonly was: unknown;
  readonly now: unknown;
}

/**
 * The fields in which one entry of a combatant differs from another, by the two entries, with
 * their values in both. Both are kept for the whole study (the prepared fighters and the entries
 * under effects), and a study re-enters the same combatants under the same effects fight after
 * fight, so the fields are found once per pair rather than by reading every field of a fighter at
 * each re-entry, and the two entries' values are read with them.
 */
const CHANGED_FIELDS = new WeakMap<object, Map<object, readonly ChangedField[]>>();
function changedFields<F extends FighterBase>(entered: F, fresh: F): readonly ChangedField[] {
  const byFresh = keptFor(CHANGED_FIELDS, entered, () => new Map<object, readonly ChangedField[]>());
  let changed = byFresh.get(fresh);
  if (changed === undefined) {
    const fields: ChangedField[] = [];
    for (const key in fresh) if (fresh[key] !== entered[key]) fields.push({ key, was: entered[key], now: fresh[key] });
    changed = fields;
    byFresh.set(fresh, changed);
  }
  return changed;
}
