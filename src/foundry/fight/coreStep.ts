import type { ClockPresent, ClockShape } from "../../engine/clock/index";
import type { CoreHook, CoreMoment, CoreMove, FightRecord, TimeStep } from "./FightRecord";
import { turnIndexOf, turnOrder, type Placeable } from "./turnOrder";

/**
 * Core's round for a clock: one for every walk of the order the clock has begun (each round,
 * Surprise Phase, Phase and Post-Turn opens one), and one more for each wait for initiative.
 * v13's `Combat#_onUpdate` announces turn ends and starts only when its round rose or its turn
 * index rose within the round (`#triggerTurnEvents`), and a Phase starts its walk again from the
 * top of the order; so core's round counts walks, and the tracker says the rule set's own time
 * ("Turn 2 · Phase 3", timeLabel). Where the order is walked once a round (d100), it is the round.
 */
export function coreRound(shape: ClockShape, clock: ClockPresent | null): number {
  if (clock === null || clock.round === 0) return 0;
  if (shape.initiative !== "every-round") return clock.steps;
  const waits = clock.stage === "awaiting-initiative" ? clock.round : clock.round - 1;
  return clock.steps + waits;
}

export function coreMoment(shape: ClockShape, clock: ClockPresent | null, fighters: readonly Placeable[]): CoreMoment {
  return { round: coreRound(shape, clock), turn: turnIndexOf(clock, turnOrder(clock, fighters)) };
}

/** The hook core's own method fires for this move (`nextRound`/`previousRound`, `nextTurn`/`previousTurn`), or none. */
export function coreHook(from: CoreMoment, to: CoreMoment): CoreHook | null {
  if (from.round !== to.round) return "combatRound";
  return from.turn === to.turn ? null : "combatTurn";
}

/** Core's round and turn after a step of the clock, and the move that takes core there. */
export interface CoreStep extends CoreMoment {
  readonly move: CoreMove | null;
}

/**
 * What core is told of a clock step from the fight as it stands (`record`: core's stored round
 * and turn, the clock before) to the clock `after`: the new moment, and the hook and world time
 * of the move, or no move when core's moment stays.
 */
export function coreStep(
  shape: ClockShape,
  record: Pick<FightRecord, "round" | "turn" | "clock">,
  after: ClockPresent,
  fighters: readonly Placeable[],
  direction: 1 | -1,
): CoreStep {
  const from: CoreMoment = { round: record.round, turn: record.turn };
  const to = coreMoment(shape, after, fighters);
  const hook = coreHook(from, to);
  const time: TimeStep = shape.time === null ? { from, to } : { seconds: after.seconds - (record.clock?.seconds ?? after.seconds) };
  return { ...to, move: hook === null ? null : { hook, direction, time } };
}

/** Core's own measure of time between two of its moments (`Combat#getTimeDelta`). */
export interface CoreClockTime {
  getTimeDelta(fromRound: number, fromTurn: number | null, toRound: number, toTurn: number | null): number;
}

/**
 * The options core's `nextTurn`/`nextRound` (client/documents/combat.mjs, v13) give both their
 * hook and their update: `{direction, worldTime: {delta}}`; the server moves the world's time by
 * the delta (`Combat._onUpdateOperation`), so calendars and effect durations follow. `advanceTime`
 * is v12's name for the delta, which the v13 type declarations still give these hooks: it rides
 * along for listeners written against them, and the server ignores it beside `worldTime`.
 */
export function coreUpdateOptions(combat: CoreClockTime, move: CoreMove): { direction: 1 | -1; worldTime: { delta: number }; advanceTime: number } {
  const delta =
    "seconds" in move.time ? move.time.seconds : combat.getTimeDelta(move.time.from.round, move.time.from.turn, move.time.to.round, move.time.to.turn);
  return { direction: move.direction, worldTime: { delta }, advanceTime: delta };
}
