import type { FaceSource } from "./FaceSource";

/**
 * Where a fight's luck comes from: the faces of its dice, and its draws among equal choices
 * (which of the enemies it may attack an unscripted combatant goes for). Both come from one
 * seeded generator, so the same scenario and seed still give the same fight. A draw is never
 * answered from a scenario's forced faces: those are the dice's, in the order the dice ask.
 */
export interface Chance extends FaceSource {
  /** One of `count` equal choices (at least 1): a whole number from 0 to `count - 1`, each as likely. */
  choose(count: number): number;
}
