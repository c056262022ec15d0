/**
 * The standard manoeuvres. The source lists them as attack actions that provoke no attack of
 * opportunity but gives no modifiers; the figures are the ones players of this kind of game
 * know (see the README).
 */

export type ManoeuvreId = "block" | "disarm" | "dodge" | "grab" | "haymaker" | "missileDeflection" | "rollWithAPunch" | "strike";

/** What the manoeuvre does besides its modifiers. */
export type ManoeuvreEffect =
  /** Stops one melee attack aimed at the character (an attack roll against it). */
  | "block"
  /** On a hit the target drops its weapon. */
  | "disarm"
  /** Only the DCV bonus, against every attack until the character's next action. */
  | "dodge"
  /** On a hit the target is held. */
  | "grab"
  /** A blow with extra damage dice. */
  | "haymaker"
  /** Stops one ranged attack aimed at the character. */
  | "deflect"
  /** The next hit taken does half its Stun and Body. */
  | "roll"
  /** An ordinary blow with the weapon or bare hands. */
  | "strike";

export interface Manoeuvre {
  readonly id: ManoeuvreId;
  readonly name: string;
  /** Every manoeuvre is an attack action (a move may take its place, never the reverse). */
  readonly kind: "attack";
  /** Null when the manoeuvre makes no attack roll at all (Dodge). */
  readonly ocv: number | null;
  readonly dcv: number;
  /** Extra d6 of damage the manoeuvre adds to the weapon's. */
  readonly extraDice: number;
  /** Defensive manoeuvres may be taken by aborting, before the character's own place comes. */
  readonly defensive: boolean;
  readonly effect: ManoeuvreEffect;
}

export const MANOEUVRES: readonly Manoeuvre[] = [
  { id: "block", name: "Block", kind: "attack", ocv: 0, dcv: 0, extraDice: 0, defensive: true, effect: "block" },
  { id: "disarm", name: "Disarm", kind: "attack", ocv: -2, dcv: 0, extraDice: 0, defensive: false, effect: "disarm" },
  { id: "dodge", name: "Dodge", kind: "attack", ocv: null, dcv: 3, extraDice: 0, defensive: true, effect: "dodge" },
  { id: "grab", name: "Grab", kind: "attack", ocv: -1, dcv: -2, extraDice: 0, defensive: false, effect: "grab" },
  { id: "haymaker", name: "Haymaker", kind: "attack", ocv: 0, dcv: -5, extraDice: 4, defensive: false, effect: "haymaker" },
  { id: "missileDeflection", name: "Missile Deflection", kind: "attack", ocv: 0, dcv: 0, extraDice: 0, defensive: true, effect: "deflect" },
  { id: "rollWithAPunch", name: "Roll With A Punch", kind: "attack", ocv: -2, dcv: -2, extraDice: 0, defensive: true, effect: "roll" },
  { id: "strike", name: "Strike", kind: "attack", ocv: 0, dcv: 0, extraDice: 0, defensive: false, effect: "strike" },
];

const BY_ID: ReadonlyMap<string, Manoeuvre> = new Map(MANOEUVRES.map((m) => [m.id, m]));

export function manoeuvre(id: string): Manoeuvre | undefined {
  return BY_ID.get(id);
}

/** Whether the action is a manoeuvre that rolls to hit someone: a blow or a hold, not a guard. */
export function aimsAtSomeone(id: string): boolean {
  const used = BY_ID.get(id);
  return used !== undefined && (used.effect === "strike" || used.effect === "haymaker" || used.effect === "grab" || used.effect === "disarm");
}

export interface CombinedModifiers {
  readonly ocv: number;
  readonly dcv: number;
}

/**
 * Several attack manoeuvres in one Phase (an attack of opportunity after one's own attack):
 * the worst bonus of each, and every penalty added up. A manoeuvre with no attack roll has
 * no say in the OCV.
 */
export function combineManoeuvres(used: readonly Manoeuvre[]): CombinedModifiers {
  return combined(used);
}

/**
 * Each manoeuvre alone, as the list of a fighter whose action has used just it, with what it
 * comes to: nearly every action uses one manoeuvre, and both sides of every attack ask what their
 * lists come to, so these lists are shared and answered without adding up.
 */
const ALONE: ReadonlyMap<string, readonly ManoeuvreId[]> = new Map(MANOEUVRES.map((m) => [m.id, [m.id]]));
const ALONE_COMBINED: ReadonlyMap<readonly string[], CombinedModifiers> = new Map([...ALONE.values()].map((list) => [list, combined(list)]));
const NONE_COMBINED: CombinedModifiers = combined([]);

/** The manoeuvres of an action with one more used: a new list, as a fighter's list is only ever replaced. */
export function withManoeuvre(ids: readonly ManoeuvreId[], id: ManoeuvreId): readonly ManoeuvreId[] {
  if (ids.length === 0) return ALONE.get(id) ?? [id];
  return [...ids, id];
}

/** The same from the ids a fighter keeps, each looked up as it is added: no list of manoeuvres built. */
export function combinedOf(ids: readonly string[]): CombinedModifiers {
  if (ids.length === 0) return NONE_COMBINED;
  return ALONE_COMBINED.get(ids) ?? combined(ids);
}

function combined(list: readonly (Manoeuvre | string)[]): CombinedModifiers {
  // Added up in one pass: this runs for both sides of every attack, and the arrays a
  // flatMap and a spread into Math.min built were most of its cost.
  let count = 0;
  let ocvCount = 0;
  let ocvBonus = Number.POSITIVE_INFINITY;
  let ocvPenalties = 0;
  let dcvBonus = Number.POSITIVE_INFINITY;
  let dcvPenalties = 0;
  for (const entry of list) {
    const m = typeof entry === "string" ? BY_ID.get(entry) : entry;
    if (m === undefined) continue;
    count += 1;
    if (m.ocv !== null) {
      ocvCount += 1;
      ocvBonus = Math.min(ocvBonus, Math.max(0, m.ocv));
      ocvPenalties += Math.min(0, m.ocv);
    }
    dcvBonus = Math.min(dcvBonus, Math.max(0, m.dcv));
    dcvPenalties += Math.min(0, m.dcv);
  }
  return {
    ocv: ocvCount === 0 ? 0 : ocvBonus + ocvPenalties,
    dcv: count === 0 ? 0 : dcvBonus + dcvPenalties,
  };
}
