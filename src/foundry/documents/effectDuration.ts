import type { ClockShape } from "../../engine/clock/ClockShape";
import type { ClockPresent } from "../../engine/clock/ClockState";
import { clockMark } from "../../engine/effects/durationInForce";
import { editedTiming, readTiming, timingProblem, type EffectTiming, type TimingProblem } from "../../engine/effects/EffectTiming";
import { TurnwrightCombatData } from "../data/CombatData";
import { readClock } from "../fight/clockRecord";
import { fightArrived, fightSettled } from "../fight/fightSettings";
import { chooseFight } from "../fight/chooseFight";
import { readyGame } from "../readyGame";
import { TurnwrightActor } from "./TurnwrightActor";
import { isStoredActor } from "./storedDocument";

/** An effect made or changed is checked for change keys that walk into a prototype along with its duration, from the same code off the boot. */
export { prototypeKeyRefused } from "./prototypeKeyRefusal";

const TIMINGS = new WeakMap<object, EffectTiming | null>();

/** The duration an effect keeps under the system's flag, read once per stored value. */
export function timingOf(effect: ActiveEffect.Implementation): EffectTiming | null {
  const stored: unknown = effect.getFlag("turnwright", "duration");
  if (typeof stored !== "object" || stored === null) return null;
  const known = TIMINGS.get(stored);
  if (known !== undefined) return known;
  const timing = readTiming(stored);
  TIMINGS.set(stored, timing);
  return timing;
}

/** A combat's stored clock, null when it has none (not begun, or not a fight of ours). */
export function clockIn(combat: { readonly system: unknown } | undefined | null): ClockPresent | null {
  const system = combat?.system;
  return system instanceof TurnwrightCombatData ? readClock(system.clock) : null;
}

/** A combat's clock by the combat's id, null when the combat or its clock is gone. */
export function clockOfCombat(id: string): ClockPresent | null {
  return clockIn(readyGame("an effect's duration").combats.get(id));
}

/** The actor an effect changes: its own on an actor, its item's owner for an item's. */
export function bearerActor(effect: ActiveEffect.Implementation): TurnwrightActor | null {
  const parent = effect.parent;
  if (parent instanceof TurnwrightActor) return parent;
  return parent?.parent instanceof TurnwrightActor ? parent.parent : null;
}

/**
 * Where an effect given a duration now begins: the combat under way that the actor fights in (as
 * `chooseFight` chooses among several, whatever a window shows), its combatant and the clock's
 * place; null outside any fight (the duration then waits, and the effect is in force until the
 * GM sets it again in a fight).
 */
function startNow(effect: ActiveEffect.Implementation): EffectTiming["start"] {
  const actor = bearerActor(effect);
  const settings = fightArrived();
  if (actor === null || settings === null) return null;
  return startFor(actor, settings.rules.clock);
}

/**
 * Where an effect of `actor` begun now starts, the world's fights read by `clock`, the rule set's
 * shape of time: as `startNow` has it, for an effect made where `_preCreate` does not run (one
 * that rides in its actor's update, as a migration's do).
 */
export function startFor(actor: TurnwrightActor, clock: ClockShape): EffectTiming["start"] {
  if (!game.ready) return null;
  const fights = readyGame("an effect's duration").combats.contents.flatMap((combat) => {
    const state = clockIn(combat);
    const combatant = isStoredActor(actor) ? combat.getCombatantsByActor(actor)[0] : undefined;
    return state === null || combatant === undefined ? [] : [{ id: combat.id, active: combat.active, state, combatant }];
  });
  // The fight chosen as every game chooses it, never the one this window's tracker shows.
  const fight = chooseFight(fights);
  return fight === undefined ? null : { combat: fight.id, bearer: fight.combatant.id, mark: clockMark(clock, fight.state, fight.combatant.id) };
}

/**
 * Says why a duration was refused, in the user's language; the change it came with is not made.
 * A module may make an effect before the game is ready, so the words are core's once they are
 * loaded (`game.i18n` from `init`), and the key's own otherwise, never a throw.
 */
function refused(problem: TimingProblem): false {
  const key = `TURNWRIGHT.Duration.Problem.${problem.key}`;
  ui.notifications?.error(game.i18n?.format(key, { ...problem.data }) ?? key);
  return false;
}

/**
 * A new effect's duration as it is stored (begun where the tracker stands), null to store it as
 * given, false to refuse the effect. Checked against the world's rule set once it has arrived:
 * an effect made before then waits for it rather than being refused for a unit not yet known.
 */
export async function durationOnCreate(effect: ActiveEffect.Implementation, stored: unknown): Promise<EffectTiming | null | false> {
  const problem = timingProblem(stored, (await fightSettled())?.rules.durations ?? []);
  if (problem !== null) return refused(problem);
  const timing = readTiming(stored);
  return timing === null || timing.start !== null ? null : { ...timing, start: startNow(effect) };
}

/** A changed duration as it is stored (begun again where the tracker stands), null to take it off, false to refuse the change. */
export async function durationOnUpdate(effect: ActiveEffect.Implementation, asked: object): Promise<EffectTiming | null | false> {
  const edited = editedTiming(timingOf(effect), asked, (await fightSettled())?.rules.durations ?? []);
  if (!edited.ok) return refused(edited.problem);
  return edited.timing === null ? null : { ...edited.timing, start: startNow(effect) };
}
