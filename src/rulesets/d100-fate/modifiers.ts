import { modifierTotal, type AppliedModifier, type LadderStep, type RollModifiers } from "../../engine/play/RollModifiers";
import { MODIFIER_CAP, type TestModifier } from "./D100Test";

const K = "TURNWRIGHT.D100Fate.Modifier";

/** The dial every d100 modifier moves: the test's target. */
export const TEST_DIAL = "test";

/**
 * How hard a test is, from the easiest to the hardest, in tens either side of an ordinary
 * challenge: the usual ladder of d100 games, its ends at the ±60 cap (in our words).
 */
const STEPS: readonly (readonly [string, number])[] = [
  ["effortless", 60],
  ["verySimple", 50],
  ["simple", 40],
  ["easy", 30],
  ["routine", 20],
  ["ordinary", 10],
  ["challenging", 0],
  ["difficult", -10],
  ["hard", -20],
  ["veryHard", -30],
  ["gruelling", -40],
  ["punishing", -50],
  ["hopeless", -60],
];

export const DIFFICULTY_LADDER: readonly LadderStep[] = STEPS.map(([id, value]) => ({ id, label: `${K}.Step.${id}`, dial: TEST_DIAL, value }));

/**
 * A test from the sheet (a characteristic or an attack) is made at a difficulty of the ladder,
 * Challenging (+0) unless chosen, plus a free modifier; all of a test's modifiers together are
 * capped at ±60 (`testTarget`), and so is the free modifier alone.
 */
export const D100_MODIFIERS: RollModifiers = {
  rolls: ["rollTest", "attack"],
  ladder: DIFFICULTY_LADDER,
  usualStep: "challenging",
  dials: [{ id: TEST_DIAL, label: `${K}.Free`, line: `${K}.FreeLine`, least: -MODIFIER_CAP, most: MODIFIER_CAP }],
};

/**
 * The difficulty and free modifier chosen before a test, as one of the test's modifiers: it is
 * capped with the others (fatigue, aim, the action's own), never on its own terms.
 */
export function situationModifiers(chosen: readonly AppliedModifier[]): TestModifier[] {
  const value = modifierTotal(chosen, TEST_DIAL);
  return value === 0 ? [] : [{ source: "situation", value }];
}
