import type { FighterRecord } from "./FightRecord";

export interface SurpriseRow {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly surprised: boolean;
}

/** The dialog's rows: every combatant, ticked if the GM marked it surprised before. */
export function surpriseRows(fighters: readonly FighterRecord[], images: Readonly<Record<string, string>>): SurpriseRow[] {
  return fighters.map((fighter) => ({ id: fighter.id, name: fighter.name, img: images[fighter.id] ?? "", surprised: fighter.surprised }));
}

/**
 * The GM's answer read back from the dialog's form (one checkbox per combatant, named by its
 * id). Anything that is not a tick counts as aware: surprise must be chosen, never assumed.
 */
export function readSurprise(answer: unknown, ids: readonly string[]): Record<string, boolean> {
  const surprised: Record<string, boolean> = {};
  for (const id of ids) {
    const value: unknown = typeof answer === "object" && answer !== null ? Reflect.get(answer, id) : undefined;
    surprised[id] = value === true;
  }
  return surprised;
}
