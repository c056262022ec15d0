import { type Static } from "@sinclair/typebox";
import type { DiceOutcome } from "../../../../engine/dice/DiceRequest";
import type { CardRollView } from "../../../../engine/play/CardView";
import { text, type LocalText } from "../../../../engine/text/LocalText";
import * as Type from "../../../../engine/schema/TypeBuilders";
import { ATTRIBUTES } from "../../schema";

/*
 * An attribute test as the action-points cards keep and draw it: the attribute, the die's face
 * against what it had to reach, and a test that could not be rolled (an attribute lost, a
 * character Down), which fails.
 */

const K = "TURNWRIGHT.ActionPoints";

export const TestSchema = Type.Object({
  /** The die's face; null when nothing could be rolled (an attribute lost, a character Down). */
  face: Type.Union([Type.Integer({ minimum: 1, maximum: 12 }), Type.Null()]),
  /** The die it was rolled on, as the card shows it (`1d10`); "" when none was. */
  die: Type.String({ maxLength: 8 }),
  target: Type.Integer(),
  success: Type.Boolean(),
});
export type StoredTest = Static<typeof TestSchema>;

/** The attribute a test is rolled on. */
export const AttributeSchema = Type.Union(ATTRIBUTES.map((attribute) => Type.Literal(attribute)));

/** A test read from a thrown die: the face against its target; none thrown (a lost attribute, a character Down) fails. */
export function tested(outcome: DiceOutcome | undefined, target: number): StoredTest {
  const face = outcome?.total ?? null;
  return { face, die: outcome === undefined ? "" : `1d${outcome.request.faces}`, target, success: face !== null && face >= target };
}

/** A test drawn as a roll: its die against what it had to reach; one not rolled says why. */
export function testRoll(label: LocalText, test: StoredTest): CardRollView {
  const outcome = test.success ? "success" : "failure";
  if (test.face === null) return { label, formula: "", dice: [], total: 0, target: test.target, outcome, detail: text(`${K}.Card.Unrolled`) };
  return { label, formula: test.die, dice: [test.face], total: test.face, target: test.target, outcome };
}
