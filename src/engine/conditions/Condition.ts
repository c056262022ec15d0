/**
 * A condition a rule set reads as yes or no on an actor (Stunned, Prone): kept in Foundry as a
 * status effect, which the token shows and its HUD toggles, and in a scenario as an id in a
 * combatant's `conditions`. The rules read it where they always did, at `path` in their view of
 * the actor's `system`; the stored `system` never holds it, so there is one state.
 */
export interface Condition {
  /** The status effect's id: what core's `Actor#statuses` holds while it is on. */
  readonly id: string;
  /** Where the rules read it in the actor's `system`, as a dot path to a boolean: `conditions.stunned`. */
  readonly path: string;
  /** The lang key of its name. */
  readonly label: string;
  /** Its icon's file name among the system's condition icons (`assets/conditions/`). */
  readonly icon: string;
}
