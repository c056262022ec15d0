/**
 * The steps of injury, least first. The source names the wound levels but gives no table (it
 * points to the usual D6 steps); the steps and their effects are settled in this folder's README.
 */
export const WOUND_LEVELS = ["unhurt", "stunned", "wounded", "severelyWounded", "incapacitated", "mortallyWounded", "dead"] as const;
export type WoundLevel = (typeof WOUND_LEVELS)[number];

/** How far the damage total beat the resistance total, and the least level each margin gives. */
const MARGINS: readonly (readonly [number, WoundLevel])[] = [
  [21, "dead"],
  [16, "mortallyWounded"],
  [13, "incapacitated"],
  [9, "severelyWounded"],
  [4, "wounded"],
  [1, "stunned"],
];

/** The least margin that does anything (a stun). */
const LEAST_MARGIN = MARGINS[MARGINS.length - 1]?.[0] ?? 1;

/** The steps looked through once for each whole margin below the widest: every hit asks for one. */
const BY_MARGIN: WoundLevel[] = [];
for (let margin = 0; margin < (MARGINS[0]?.[0] ?? 0); margin++) BY_MARGIN.push(stepFor(margin));

function stepFor(margin: number): WoundLevel {
  // Indexed, not a for-of that takes each pair apart: the pairs' iterators were a visible share of a study.
  for (let index = 0; index < MARGINS.length; index++) {
    const step = MARGINS[index];
    if (step !== undefined && margin >= step[0]) return step[1];
  }
  return "unhurt";
}

/** The widest margin that still leaves a character on its feet (severely wounded at worst). */
export const MOST_MARGIN_STANDING = (MARGINS.find(([, level]) => level === "incapacitated")?.[0] ?? 1) - 1;

/** The level one hit gives: damage no higher than the resistance does nothing. */
export function woundFrom(damage: number, resistance: number): WoundLevel {
  const margin = damage - resistance;
  // Most blows are soaked whole: no step to look through for them.
  if (margin < LEAST_MARGIN) return "unhurt";
  return BY_MARGIN[margin] ?? stepFor(margin);
}

/**
 * Each level's place in the list, answered by a switch rather than searched for or hashed: the
 * runner asks whether a fighter can act after every turn, and a switch over these few names is
 * the cheapest question V8 can be asked. A test holds it to WOUND_LEVELS' order.
 */
export function woundRank(level: WoundLevel): number {
  switch (level) {
    case "unhurt":
      return 0;
    case "stunned":
      return 1;
    case "wounded":
      return 2;
    case "severelyWounded":
      return 3;
    case "incapacitated":
      return 4;
    case "mortallyWounded":
      return 5;
    case "dead":
      return 6;
  }
}
const rank = woundRank;

/**
 * A new wound on an old one: the worse of the two, and a wound no worse than the one already held
 * makes it one step worse. A stun only stuns: it never worsens a wound.
 */
export function woundAfter(held: WoundLevel, taken: WoundLevel): WoundLevel {
  if (taken === "unhurt" || taken === "stunned") return rank(taken) > rank(held) ? taken : held;
  if (rank(taken) > rank(held)) return taken;
  return WOUND_LEVELS[Math.min(rank(held) + 1, WOUND_LEVELS.length - 1)] ?? "dead";
}

/** Dice off every skill and attribute roll (never damage, resistance or initiative) while the wound lasts. */
export function rollPenalty(level: WoundLevel): number {
  switch (level) {
    case "stunned":
    case "wounded":
      return 1;
    case "severelyWounded":
      return 2;
    default:
      return 0;
  }
}

const INCAPACITATED = rank("incapacitated");

/** Incapacitated and worse lose their actions until they recover. */
export function canAct(level: WoundLevel): boolean {
  return rank(level) < INCAPACITATED;
}
