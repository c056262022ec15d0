import * as Type from "../../engine/schema/TypeBuilders";
import { DESCRIPTION, NOTES } from "../../engine/schema/notes";
import { type Static } from "@sinclair/typebox";
import { DAMAGE_DICE } from "../../engine/dice/damageDice";
import { track } from "../../engine/schema/Track";
import { LOCATIONS } from "./hitLocation";
import { AP_CONDITIONS } from "./conditions";

/**
 * The action-points actor and items, declared once: the CLI validates scenarios against these,
 * and Foundry's data models and the compendium checks are built from them.
 */

/** The eight attributes, in the order a d8 picks one for a serious injury. */
export const ATTRIBUTES = ["agility", "perception", "stamina", "strength", "reflexes", "intellect", "willpower", "presence"] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** An attribute's die, smallest first; `none` is an attribute lost below d4. */
export const DIE_TYPES = ["none", "d4", "d6", "d8", "d10", "d12"] as const;
export type DieType = (typeof DIE_TYPES)[number];

const dieType = (title: string) =>
  Type.Union(
    DIE_TYPES.map((die) => Type.Literal(die)),
    { title, default: "d6" },
  );

export const ApActorSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal("pc"), Type.Literal("npc")], { title: "Player or GM character", default: "npc" }),
    attributes: Type.Object(
      {
        agility: dieType("Agility"),
        perception: dieType("Perception"),
        stamina: dieType("Stamina"),
        strength: dieType("Strength"),
        reflexes: dieType("Reflexes"),
        intellect: dieType("Intellect"),
        willpower: dieType("Willpower"),
        presence: dieType("Presence"),
      },
      { title: "Attributes", default: {}, additionalProperties: false },
    ),
    /** The talent a session's damage is measured against for serious injury, and healed by each day. */
    fitness: Type.Integer({ title: "Fitness", minimum: 1, maximum: 40, default: 6 }),
    skills: Type.Object(
      {
        combat: Type.Integer({ title: "Combat", minimum: 0, maximum: 12, default: 0 }),
        defense: Type.Integer({ title: "Defense", minimum: 0, maximum: 12, default: 0 }),
        toughness: Type.Integer({ title: "Toughness", minimum: 0, maximum: 12, default: 0 }),
      },
      { title: "Skills", default: {}, additionalProperties: false },
    ),
    /** The most a round gives, and what is left of this one. */
    actionPoints: track("Action Points", { leastMax: 1, leastValue: 0, most: 60, initialMax: 10 }),
    /** Feet a Walk covers; a Sprint covers as many yards, a Run twice that. */
    movement: Type.Integer({ title: "Movement", minimum: 0, maximum: 200, default: 10 }),
    /** Damage taken this session, measured against Fitness for serious injury. */
    damageTaken: Type.Integer({ title: "Damage taken this session", minimum: 0, maximum: 999, default: 0 }),
    /** What the character carries in bags, on top of its armour; dropping them before the fight frees it. */
    bagsEv: Type.Integer({ title: "Bags' encumbrance (EV)", minimum: 0, maximum: 20, default: 0 }),
    /** Put down before the fight: their EV no longer counts until they are picked up. */
    bagsDropped: Type.Boolean({ title: "Bags dropped", default: false }),
    ...AP_CONDITIONS.fields,
    /** Where the character's attacks are called at the table: anywhere (the d20 says), or one location at its penalty. */
    aim: Type.Union([Type.Literal("anywhere"), ...LOCATIONS.map((location) => Type.Literal(location))], { title: "Aim", default: "anywhere" }),
    notes: NOTES,
  },
  { title: "action-points actor", additionalProperties: false },
);
export type ApActor = Static<typeof ApActorSchema>;

export const ApWeaponSchema = Type.Object(
  {
    /** What an attack with it costs, before the EV the attacker carries. */
    ap: Type.Integer({ title: "AP cost", minimum: 0, maximum: 20, default: 3 }),
    damage: Type.String({ title: "Damage", pattern: DAMAGE_DICE, description: '"1d6"', default: "1d6" }),
    /** Fired or thrown: the attacker rolls Perception rather than Agility. */
    ranged: Type.Boolean({ title: "Ranged", default: false }),
    description: DESCRIPTION,
  },
  { title: "action-points weapon", additionalProperties: false },
);
export type ApWeapon = Static<typeof ApWeaponSchema>;

export const ApArmourSchema = Type.Object(
  {
    /** Taken off all damage the wearer takes. */
    dr: Type.Integer({ title: "Defense Rating (DR)", minimum: 0, maximum: 20, default: 1 }),
    /** Added to the AP of every attack and move. */
    ev: Type.Integer({ title: "Encumbrance Value (EV)", minimum: 0, maximum: 10, default: 0 }),
    description: DESCRIPTION,
  },
  { title: "action-points armour", additionalProperties: false },
);
export type ApArmour = Static<typeof ApArmourSchema>;

/** The world's options: the MTN of an ordinary attack or defence, and whether each round re-sorts the order by AP left. */
export const ApOptionsSchema = Type.Object(
  {
    standardMtn: Type.Integer({ title: "Standard MTN", minimum: 1, maximum: 12, default: 4 }),
    resortEachRound: Type.Boolean({ title: "Re-sort the order by AP left each round", default: false }),
  },
  { title: "action-points options", additionalProperties: false },
);
export type ApOptions = Static<typeof ApOptionsSchema>;
