import type { ActorSnapshot } from "../../../engine/play/ActorSnapshot";
import type { TurnStanding } from "../../../engine/play/offeredNow";
import type { PlayedRules } from "../../playedRules";

/**
 * What the sheets take from the rest of the system, handed over when they are registered: the
 * sheets never name a rule set, never read the combat tracker and never roll dice themselves.
 */
export interface SheetRules {
  /** The world's rule set once it has arrived; undefined when it cannot be played. */
  readonly module: PlayedRules;
  /** The actor as the rules read it. */
  readonly snapshot: (actor: Actor.Implementation) => ActorSnapshot;
  /** The actor's action budget in the fight that holds it, undefined outside a fight. */
  readonly budget: (actor: Actor.Implementation) => unknown;
  /** Whether the actor's combatant acts now in that fight, undefined outside one (every action open); left out, it always does. */
  readonly standing?: (actor: Actor.Implementation) => TurnStanding | undefined;
  /** Opens the chat card a sheet button starts: a test, an attack, a luck use; `quick` (the skip key held) rolls with the last modifiers. */
  readonly startCard: (
    actor: Actor.Implementation,
    action: string,
    data: Readonly<Record<string, string>>,
    click: { readonly quick: boolean },
  ) => Promise<void>;
}
