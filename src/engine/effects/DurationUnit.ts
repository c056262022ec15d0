/**
 * How a unit of a rule set's time is counted on its clock:
 * - `rounds`: the clock's rounds (Turns): ends at the same place in the order `count` rounds on;
 * - `steps`: the steps a round is walked in (action-points' passes), the same way;
 * - `seconds`: game seconds, `size` to the unit (a Phase of 3 s, a segment of 6 s): ends at the
 *   first moment the clock has counted them, at the place it began where the count lands on a step;
 * - `end-of-round`: until the round it began in is over;
 * - `round-ends`: until `count` rounds' ends have passed, the end of the round it began in the
 *   first (2: to the end of the next round); the rules' own stuns and lost rounds are counted so;
 * - `next-turn`: until its bearer's place in the order next comes round.
 */
export type DurationMeasure = "rounds" | "steps" | "seconds" | "end-of-round" | "round-ends" | "next-turn";

/**
 * One unit a rule set offers an effect's duration in, in its own words ("Phases", "passes",
 * "until the end of the round"). Each rule set lists only the units its clock counts, in
 * `src/rulesets/<id>/durations.ts`.
 */
export interface DurationUnit {
  /** The id an effect's duration names it by: `phases`, `rounds`, `end-of-round`. */
  readonly id: string;
  /** The lang key of its name. */
  readonly label: string;
  readonly measure: DurationMeasure;
  /** How many of the measure's own units one of these is (seconds in a Phase); 1 otherwise. */
  readonly size: number;
}

/** Whether a unit counts a number of itself; `end-of-round` and `next-turn` are one moment each. */
export function countsUnits(unit: DurationUnit): boolean {
  return unit.measure === "rounds" || unit.measure === "steps" || unit.measure === "seconds" || unit.measure === "round-ends";
}

/** The most units a duration may count: well past any fight, short of nonsense. */
export const MAX_DURATION_COUNT = 999;
