/**
 * What every rule set's fighter carries, and all the checks before a fight need of one: which
 * combatant of the scenario it is, the name the log calls it by, and its side.
 */
export interface FighterBase {
  readonly id: string;
  readonly name: string;
  readonly side: string;
}
