import type { FighterBase } from "../script/FighterBase";

/**
 * Everyone of another side still standing, in the order of `everyone`: whom a fighter may attack
 * in a rule set whose rules ask nothing more of a target (no reach, no map).
 */
export function standingEnemies<F extends FighterBase>(attacker: F, everyone: readonly F[], isStanding: (fighter: F) => boolean): F[] {
  const side = attacker.side;
  const enemies: F[] = [];
  for (const other of everyone) if (other.side !== side && isStanding(other)) enemies.push(other);
  return enemies;
}
