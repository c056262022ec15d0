import { acting, type ClockPresent } from "../../engine/clock/index";

/** What the tracker's order needs to know of a combatant. */
export interface Placeable {
  readonly id: string;
  readonly name: string;
  readonly initiative: number | null;
}

const PLACES = new WeakMap<ClockPresent, ReadonlyMap<string, number>>();

/**
 * Each combatant's place in the clock's walk: this step's sequence first (pushes included),
 * then the standing order, then the roster. Someone acting out of turn stands where the turn
 * they broke into stands (the place that turn has again when it resumes), so core's turn index
 * stays put while the actor changes, the one move core announces as a new turn without a new
 * index (`#triggerTurnEvents`). The tracker asks once per comparison, so the places are worked out
 * once per clock state.
 */
export function clockPlaces(clock: ClockPresent): ReadonlyMap<string, number> {
  const known = PLACES.get(clock);
  if (known !== undefined) return known;
  const ids: string[] = [];
  const seen = new Set<string>();
  const place = (id: string): void => {
    if (seen.has(id)) return;
    seen.add(id);
    ids.push(id);
  };
  for (const group of clock.sequence) for (const id of group) place(id);
  for (const group of clock.order) for (const id of group) place(id);
  for (const id of clock.roster) place(id);
  const interrupter = clock.interrupt?.id;
  const interrupted = clock.sequence[clock.turn]?.[0];
  if (interrupter !== undefined && interrupted !== undefined && interrupter !== interrupted) {
    const at = ids.indexOf(interrupted);
    ids.splice(ids.indexOf(interrupter), 1);
    ids.splice(at, 0, interrupter);
  }
  const places = new Map(ids.map((id, index) => [id, index]));
  PLACES.set(clock, places);
  return places;
}

/**
 * The tracker lists combatants in the clock's order, which knows tiebreaks and held actions
 * that a bare initiative number does not. Those the clock has not met yet (no initiative rolled)
 * come after, by initiative, then name.
 */
export function compareByClock(clock: ClockPresent | null, a: Placeable, b: Placeable): number {
  if (clock !== null) {
    const places = clockPlaces(clock);
    const placeA = places.get(a.id);
    const placeB = places.get(b.id);
    if (placeA !== undefined && placeB !== undefined) return placeA - placeB;
    if (placeA !== undefined) return -1;
    if (placeB !== undefined) return 1;
  }
  const initiativeA = a.initiative ?? Number.NEGATIVE_INFINITY;
  const initiativeB = b.initiative ?? Number.NEGATIVE_INFINITY;
  if (initiativeA !== initiativeB) return initiativeB - initiativeA;
  return a.name.localeCompare(b.name) || a.id.localeCompare(b.id);
}

export function turnOrder(clock: ClockPresent | null, fighters: readonly Placeable[]): string[] {
  return [...fighters].sort((a, b) => compareByClock(clock, a, b)).map((fighter) => fighter.id);
}

/**
 * Foundry's `turn` for a clock state: the index of the first combatant acting now in the
 * tracker's order, so core highlights it and runs its turn events. Null when nobody acts.
 */
export function turnIndexOf(clock: ClockPresent | null, order: readonly string[]): number | null {
  if (clock === null) return null;
  const first = acting(clock)[0];
  if (first === undefined) return null;
  const index = order.indexOf(first);
  return index < 0 ? null : index;
}
