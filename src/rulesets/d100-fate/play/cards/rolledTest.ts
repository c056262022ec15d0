import type { ActorSnapshot } from "../../../../engine/play/ActorSnapshot";
import { counted, type LocalText } from "../../../../engine/text/LocalText";
import * as Type from "../../../../engine/schema/TypeBuilders";
import type { TestResult } from "../../D100Test";
import { fighterOf } from "../snapshot";

/*
 * A d100 test as every d100-fate card that rolls one keeps and draws it: the modifiers on its
 * number, its result with the degrees, and the Fate its roller still has to spend on it.
 */

const K = "TURNWRIGHT.D100Fate";

/** A modifier on a test's number, by its source. */
export const ModifierSchema = Type.Object({ source: Type.String(), value: Type.Integer() });

/** A rolled test: the d100, whether it succeeded and by how many degrees, and the Fate spent on it since. */
export const ResultSchema = Type.Object({
  roll: Type.Integer({ minimum: 1, maximum: 100 }),
  success: Type.Boolean(),
  degrees: Type.Integer({ minimum: 1 }),
  rerolled: Type.Boolean(),
  boosted: Type.Boolean(),
});

/** A test's result as a card stores it. */
export function asResult(result: TestResult): { roll: number; success: boolean; degrees: number; rerolled: boolean; boosted: boolean } {
  return { roll: result.roll, success: result.success, degrees: result.degrees, rerolled: result.rerolled, boosted: result.boosted };
}

/** The Fate an actor the card names has left; none for one no longer in the world. */
export function fateOf(actors: Readonly<Record<string, ActorSnapshot>>, ref: string): number {
  const actor = actors[ref];
  if (actor === undefined) return 0;
  const read = fighterOf(actor);
  return read.ok ? read.value.fighter.fate : 0;
}

export function degreesText(success: boolean, degrees: number): LocalText {
  return counted(success ? `${K}.Card.Success` : `${K}.Card.Failure`, degrees, { degrees });
}
