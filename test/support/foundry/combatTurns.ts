/**
 * A double of how v13's Combat announces turns, from client/documents/combat.mjs:
 * `_getCurrentState` (the combatant at `turns[turn]`), `_onUpdate` (the state before and after
 * an update, compared by `#recordPreviousState`), `_manageTurnEvents` (only once `started`,
 * i.e. `round > 0`, and not when the update says `turnEvents: false`) and `#triggerTurnEvents`,
 * which walks the turn indices between the two states when the round or the index rose, and
 * otherwise only announces a new combatant at an unchanged round and index. Each event is
 * what core's `#onEndTurn`, `#onEndRound`, `#onStartRound` and `#onStartTurn` would run for
 * (`_onStartTurn`, Region turn behaviours, the movement history), with core's `skipped` flag.
 */

export type TurnEvent =
  | { readonly kind: "end-turn" | "start-turn"; readonly combatant: string; readonly round: number; readonly turn: number | null; readonly skipped: boolean }
  | { readonly kind: "end-round" | "start-round"; readonly round: number; readonly skipped: boolean };

interface HistoryState {
  readonly round: number;
  readonly turn: number | null;
  readonly combatantId: string | null;
}

export class CombatTurnsDouble {
  #current: HistoryState = { round: 0, turn: null, combatantId: null };
  #previous: HistoryState = this.#current;
  /** Every event announced so far, oldest first. */
  readonly events: TurnEvent[] = [];

  /**
   * A Combat update as core takes it: `turns` is the tracker's order after the update (core
   * sorts it again with `setupTurns`). Answers the events this update announced.
   */
  update(round: number, turn: number | null, turns: readonly string[], options: { readonly turnEvents?: boolean } = {}): TurnEvent[] {
    const prior = this.#current;
    this.#current = { round, turn, combatantId: turn === null ? null : (turns[turn] ?? null) };
    const changed = this.#current.combatantId !== prior.combatantId || this.#current.round !== prior.round || this.#current.turn !== prior.turn;
    this.#previous = prior;
    if (!changed || options.turnEvents === false || round <= 0) return [];
    const announced = turnEvents(this.#previous, this.#current, turns);
    this.events.push(...announced);
    return announced;
  }
}

/** `#triggerTurnEvents`, step by step as v13 walks it (`null + 1` is 1 in JavaScript, as there). */
function turnEvents(previous: HistoryState, current: HistoryState, turns: readonly string[]): TurnEvent[] {
  const events: TurnEvent[] = [];
  const intervals: [number, number][] = [];
  // Core compares and adds with null turns as JavaScript does: null counts as 0 there.
  const previousTurn = previous.turn ?? 0;
  const currentTurn = current.turn ?? 0;
  const nextIndex = previousTurn + 1;
  let roundDelta = current.round - previous.round;
  if (roundDelta === 0) {
    if (current.round > 0 && previousTurn < currentTurn) intervals.push([nextIndex, currentTurn]);
  } else if (roundDelta > 0) {
    if (previous.round > 0) intervals.push([nextIndex, turns.length - 1]);
    while (--roundDelta) intervals.push([0, turns.length - 1]);
    intervals.push([0, currentTurn]);
  }
  if (intervals.length > 0) {
    let prior: { combatant: string | null; round: number; turn: number | null; skipped: boolean } = {
      combatant: previous.combatantId,
      round: previous.round,
      turn: previous.turn,
      skipped: false,
    };
    for (const [from, to] of intervals) {
      for (let turn = from; turn <= to; turn++) {
        const round = prior.round + (turn === 0 ? 1 : 0);
        const next = { combatant: turns[turn] ?? null, round, turn, skipped: round !== current.round || turn !== current.turn };
        if (prior.combatant !== null)
          events.push({ kind: "end-turn", combatant: prior.combatant, round: prior.round, turn: prior.turn, skipped: prior.skipped });
        if (prior.round !== next.round) {
          events.push({ kind: "end-round", round: prior.round, skipped: prior.round !== previous.round });
          events.push({ kind: "start-round", round: next.round, skipped: next.round !== current.round });
        }
        if (next.combatant !== null) events.push({ kind: "start-turn", combatant: next.combatant, round: next.round, turn: next.turn, skipped: next.skipped });
        prior = next;
      }
    }
    return events;
  }
  const swapped = current.combatantId !== previous.combatantId && current.round === previous.round && current.turn === previous.turn;
  if (swapped) {
    if (previous.combatantId !== null)
      events.push({ kind: "end-turn", combatant: previous.combatantId, round: current.round, turn: current.turn, skipped: false });
    if (current.combatantId !== null)
      events.push({ kind: "start-turn", combatant: current.combatantId, round: current.round, turn: current.turn, skipped: false });
  }
  return events;
}
