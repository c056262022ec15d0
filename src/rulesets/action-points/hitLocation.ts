/** Where a blow lands, by the source's d20 table, with what a called shot adds to the MTN and what the hit does there. */
export const LOCATIONS = [
  "head",
  "chest",
  "stomach",
  "rightArm",
  "leftArm",
  "rightHand",
  "groin",
  "leftHand",
  "rightLeg",
  "leftLeg",
  "rightFoot",
  "leftFoot",
] as const;
export type Location = (typeof LOCATIONS)[number];

export interface LocationRule {
  /** The highest d20 face that lands here (each location runs from the one before's highest + 1). */
  readonly upTo: number;
  /** Added to the attack's MTN when the shot is called here. */
  readonly calledPenalty: number;
  /** Damage after armour is multiplied by this. */
  readonly multiplier: number;
  /** A hit here that does damage asks for a Stamina test against it, or the target falls prone. */
  readonly testOrProne: boolean;
}

export const LOCATION_RULES: Readonly<Record<Location, LocationRule>> = {
  head: { upTo: 1, calledPenalty: 10, multiplier: 3, testOrProne: false },
  chest: { upTo: 4, calledPenalty: 2, multiplier: 2, testOrProne: false },
  stomach: { upTo: 7, calledPenalty: 2, multiplier: 2, testOrProne: false },
  rightArm: { upTo: 9, calledPenalty: 4, multiplier: 1, testOrProne: false },
  leftArm: { upTo: 11, calledPenalty: 4, multiplier: 1, testOrProne: false },
  rightHand: { upTo: 12, calledPenalty: 8, multiplier: 1, testOrProne: false },
  groin: { upTo: 13, calledPenalty: 6, multiplier: 1, testOrProne: true },
  leftHand: { upTo: 14, calledPenalty: 8, multiplier: 1, testOrProne: false },
  rightLeg: { upTo: 16, calledPenalty: 4, multiplier: 1, testOrProne: false },
  leftLeg: { upTo: 18, calledPenalty: 4, multiplier: 1, testOrProne: false },
  rightFoot: { upTo: 19, calledPenalty: 8, multiplier: 1, testOrProne: false },
  leftFoot: { upTo: 20, calledPenalty: 8, multiplier: 1, testOrProne: false },
};

/** Where a hit landed, with its location's rule: found together, so a hit never looks its rule up again by name. */
export interface Landing {
  readonly location: Location;
  readonly rule: LocationRule;
}

/** Each location's landing, made once: a called shot lands where it was called. */
const LANDINGS: ReadonlyMap<Location, Landing> = new Map(LOCATIONS.map((location) => [location, { location, rule: LOCATION_RULES[location] }]));

/** Where a shot called at `location` lands. */
export function calledLanding(location: Location): Landing {
  const landing = LANDINGS.get(location);
  if (landing === undefined) throw new RangeError(`action-points: ${location} is not a hit location`);
  return landing;
}

/** The location a d20 face lands on. */
export function locationOf(face: number): Location {
  return landingOf(face).location;
}

/** Where a d20 face lands, with the rule there. */
export function landingOf(face: number): Landing {
  const found = BY_FACE[face - 1];
  if (found === undefined) throw new RangeError(`action-points: a hit location roll of ${face} is not 1 to 20`);
  return found;
}

/**
 * The table read once into the landing of each face, 1 to 20: every hit of every fight asks, and
 * reading the rule by the location's name, a different key each hit, took V8's slowest lookup.
 */
const BY_FACE: readonly Landing[] = Array.from({ length: 20 }, (_, index) => {
  const location = LOCATIONS.find((candidate) => index + 1 <= LOCATION_RULES[candidate].upTo);
  if (location === undefined) throw new Error(`action-points: the hit location table leaves face ${index + 1} without a location`);
  return calledLanding(location);
});
