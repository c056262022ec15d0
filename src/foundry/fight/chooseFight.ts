/** What choosing among fights reads of each: its id, and whether core marks it active (v13 common/documents/combat.mjs `active`). */
export interface ChoosableFight {
  readonly id: string;
  readonly active: boolean;
}

/**
 * The one of several fights that counts: the one core marks active, else the one whose id sorts
 * first. Never the first the world lists, nor the one a window shows: every game chooses alike.
 */
export function chooseFight<F extends ChoosableFight>(fights: readonly F[]): F | undefined {
  return [...fights].sort((a, b) => Number(b.active) - Number(a.active) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))[0];
}
