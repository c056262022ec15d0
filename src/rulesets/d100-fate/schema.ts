import * as Type from "../../engine/schema/TypeBuilders";
import { DESCRIPTION, NOTES } from "../../engine/schema/notes";
import { type Static } from "@sinclair/typebox";
import { track } from "../../engine/schema/Track";
import { D100_CONDITIONS } from "./conditions";

/**
 * The d100-fate actor and items, declared once: the CLI validates scenarios against these,
 * Foundry's data models are built from them, the compendium sources are checked by them.
 */

const characteristic = (title: string) => Type.Integer({ title, minimum: 0, maximum: 100, default: 30 });

export const CHARACTERISTICS = [
  "weaponSkill",
  "ballisticSkill",
  "strength",
  "toughness",
  "agility",
  "intelligence",
  "perception",
  "willpower",
  "fellowship",
] as const;
export type Characteristic = (typeof CHARACTERISTICS)[number];

export const HIT_LOCATIONS = ["head", "rightArm", "leftArm", "body", "rightLeg", "leftLeg"] as const;
export type HitLocation = (typeof HIT_LOCATIONS)[number];

export const D100ActorSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal("pc"), Type.Literal("npc")], { title: "Player or GM character", default: "npc" }),
    weaponSkill: characteristic("Weapon Skill"),
    ballisticSkill: characteristic("Ballistic Skill"),
    strength: characteristic("Strength"),
    toughness: characteristic("Toughness"),
    agility: characteristic("Agility"),
    intelligence: characteristic("Intelligence"),
    perception: characteristic("Perception"),
    willpower: characteristic("Willpower"),
    fellowship: characteristic("Fellowship"),
    dodge: Type.Integer({ title: "Dodge training", minimum: -20, maximum: 30, default: 0 }),
    wounds: track("Wounds", { leastMax: 0, leastValue: 0, most: 999, initialMax: 10 }),
    fate: track("Fate Points", { leastMax: 0, leastValue: 0, most: 20, initialMax: 0 }),
    fatigue: Type.Integer({ title: "Fatigue", minimum: 0, maximum: 99, default: 0 }),
    criticalDamage: Type.Integer({ title: "Critical Damage", minimum: 0, maximum: 99, default: 0 }),
    conditions: D100_CONDITIONS.object,
    notes: NOTES,
  },
  { title: "d100-fate actor", additionalProperties: false },
);
export type D100Actor = Static<typeof D100ActorSchema>;

/** `2d10+3`: dice, faces, then an optional flat bonus. */
export const DAMAGE_CODE = "^[1-9][0-9]?d(5|10)([+\\-][0-9]{1,2})?$";

export const D100WeaponSchema = Type.Object(
  {
    class: Type.Union([Type.Literal("melee"), Type.Literal("ranged")], { title: "Class", default: "melee" }),
    damage: Type.String({ title: "Damage", pattern: DAMAGE_CODE, description: '"1d10+3"', default: "1d10" }),
    penetration: Type.Integer({ title: "Penetration", minimum: 0, maximum: 20, default: 0 }),
    range: Type.Integer({ title: "Range (m)", minimum: 0, maximum: 2000, default: 0 }),
    rateOfFire: Type.Object(
      {
        single: Type.Boolean({ title: "Single shot", default: true }),
        semi: Type.Integer({ title: "Semi-auto burst", minimum: 0, maximum: 10, default: 0 }),
        full: Type.Integer({ title: "Full-auto burst", minimum: 0, maximum: 20, default: 0 }),
      },
      { title: "Rate of fire", default: {}, additionalProperties: false },
    ),
    parry: Type.Integer({ title: "Parry modifier", minimum: -20, maximum: 20, default: 0 }),
    description: DESCRIPTION,
  },
  { title: "d100-fate weapon", additionalProperties: false },
);
export type D100Weapon = Static<typeof D100WeaponSchema>;

const armourPoints = (title: string) => Type.Integer({ title, minimum: 0, maximum: 20, default: 0 });

export const D100ArmourSchema = Type.Object(
  {
    head: armourPoints("Head"),
    rightArm: armourPoints("Right arm"),
    leftArm: armourPoints("Left arm"),
    body: armourPoints("Body"),
    rightLeg: armourPoints("Right leg"),
    leftLeg: armourPoints("Left leg"),
    description: DESCRIPTION,
  },
  { title: "d100-fate armour", additionalProperties: false },
);
export type D100Armour = Static<typeof D100ArmourSchema>;
