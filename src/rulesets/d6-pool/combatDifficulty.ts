import type { DieCode } from "./dieCode";

/** What an attack must reach when the target does nothing to defend itself. */
export const PASSIVE_DEFENCE = 10;
/** No modifier makes an attack easier than this. */
const LEAST_DIFFICULTY = 3;
const FULL_DEFENCE_BONUS = 10;

export interface DifficultyModifier {
  readonly source: string;
  readonly value: number;
}

/**
 * The combat difficulty: the target's active defence total while one is in force (even below
 * 10: the defender got in the attack's way), else the passive 10, plus range, cover and the
 * like; never below 3.
 */
export function combatDifficulty(against: { readonly activeDefence: number | null; readonly modifiers: readonly DifficultyModifier[] }): number {
  const base = against.activeDefence ?? PASSIVE_DEFENCE;
  const modified = against.modifiers.reduce((total, modifier) => total + modifier.value, base);
  return Math.max(LEAST_DIFFICULTY, modified);
}

/** A full defence, all of a round's actions spent on it: the defence roll plus 10. */
export function fullDefence(roll: number): number {
  return roll + FULL_DEFENCE_BONUS;
}

export function attackHits(total: number, difficulty: number): boolean {
  return total >= difficulty;
}

/** The damage a hit adds for its accuracy: what the total beat the difficulty by, over 5, rounded up. */
export function damageBonus(total: number, difficulty: number): number {
  return Math.max(0, Math.ceil((total - difficulty) / 5));
}

const inPips = (code: DieCode): number => code.dice * 3 + code.pips;

/**
 * +1 to initiative for every full 2D that search has above Perception, or for every full 4D of
 * Agility, whichever gives more (the source offers the two as alternatives).
 */
export function initiativeBonus(character: { readonly perception: DieCode; readonly search: DieCode; readonly agility: DieCode }): number {
  const bySearch = Math.max(0, Math.floor((inPips(character.search) - inPips(character.perception)) / (2 * 3)));
  const byAgility = Math.floor(character.agility.dice / 4);
  return Math.max(bySearch, byAgility);
}
