import { stepDown } from "./dieType";
import { ATTRIBUTES, type ApActor, type Attribute, type DieType } from "./schema";

type Attributes = ApActor["attributes"];

/** Down: an attribute has gone below d4. The character takes no action and fails every test. */
export function isDown(attributes: Attributes): boolean {
  // Asked of every fighter on every turn: a plain loop, no closure.
  for (const attribute of ATTRIBUTES) if (attributes[attribute] === "none") return true;
  return false;
}

/** Dead: every attribute has gone below d4. */
export function isDead(attributes: Attributes): boolean {
  return ATTRIBUTES.every((attribute) => attributes[attribute] === "none");
}

/**
 * The Stamina test a hit calls for, as its MTN (the session's damage less Toughness), or null
 * when the session's damage is still within Fitness.
 */
export function injuryTestMtn(damageTaken: number, fitness: number, toughness: number): number | null {
  return damageTaken > fitness ? damageTaken - toughness : null;
}

/**
 * The attribute a failed test costs: the one the d8 names, or when that one is lost already the
 * next still there, down the list and round to the top; null when all are lost.
 */
export function injuredAttribute(attributes: Attributes, d8: number): Attribute | null {
  for (let step = 0; step < ATTRIBUTES.length; step++) {
    const attribute = ATTRIBUTES[(d8 - 1 + step) % ATTRIBUTES.length];
    if (attribute !== undefined && attributes[attribute] !== "none") return attribute;
  }
  return null;
}

/** The attributes after one drops a die type. */
export function dropped(attributes: Attributes, attribute: Attribute): Attributes {
  // Written out field by field, then the one attribute set: a spread of attributes whose hidden
  // classes differ (read from a scenario, or dropped before) took V8's slow path, 4% of a study.
  const after: { -readonly [Name in Attribute]: DieType } = {
    agility: attributes.agility,
    perception: attributes.perception,
    stamina: attributes.stamina,
    strength: attributes.strength,
    reflexes: attributes.reflexes,
    intellect: attributes.intellect,
    willpower: attributes.willpower,
    presence: attributes.presence,
  };
  after[attribute] = stepDown(attributes[attribute]);
  return after;
}

/**
 * A day of rest: Fitness points of the session's damage heal; while Down, the day also brings
 * the first lost attribute (in the d8's order) back to d4. Die types lost above d4 stay lost.
 */
export function dayOfRest(actor: Pick<ApActor, "attributes" | "damageTaken" | "fitness">): Pick<ApActor, "attributes" | "damageTaken"> {
  const damageTaken = Math.max(0, actor.damageTaken - actor.fitness);
  const lost = ATTRIBUTES.find((attribute) => actor.attributes[attribute] === "none");
  return { damageTaken, attributes: lost === undefined ? actor.attributes : { ...actor.attributes, [lost]: "d4" } };
}
