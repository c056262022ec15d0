import * as Type from "../../engine/schema/TypeBuilders";
import { DESCRIPTION, NOTES } from "../../engine/schema/notes";
import { type Static } from "@sinclair/typebox";
import { DAMAGE_DICE } from "../../engine/dice/damageDice";
import { track } from "../../engine/schema/Track";
import { D20_CONDITIONS } from "./conditions";

/**
 * The d20-segments actor and items, declared once: the CLI validates scenarios against these,
 * and Foundry's data models and the compendium checks are built from them.
 */

/** The weapon categories a Combat skill is named for (`heavyBlades`), each its own skill. */
export const CATEGORIES = ["lightBlades", "heavyBlades", "bludgeons", "axes", "polearms", "bows", "crossbows", "thrown", "unarmed"] as const;
export type Category = (typeof CATEGORIES)[number];

/** Weight classes, lightest first: a parrying weapon loses 2 for each class it is lighter than the attacker's. */
export const WEIGHTS = ["light", "medium", "heavy", "veryHeavy"] as const;
export type Weight = (typeof WEIGHTS)[number];

/** The skills a fight rolls: a Combat skill for each weapon category, and the two defences. */
export const SKILLS = [...CATEGORIES, "dodge", "parry"] as const;
export type Skill = (typeof SKILLS)[number];

export const D20ActorSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal("pc"), Type.Literal("npc")], { title: "Player or GM character", default: "npc" }),
    initiativeBonus: Type.Integer({ title: "Initiative bonus", minimum: -10, maximum: 30, default: 0 }),
    /** Each skill's bonus by name (`"heavyBlades": 8`); a skill left out has none. */
    skills: Type.Object(Object.fromEntries(SKILLS.map((skill) => [skill, Type.Optional(Type.Integer({ title: skill, minimum: -10, maximum: 40 }))])), {
      title: "Skills",
      default: {},
      additionalProperties: false,
    }),
    /** The dice the character starts each game session with; `actionDiceSpent` says how many are gone. */
    actionDice: Type.Integer({ title: "Action dice", minimum: 0, maximum: 20, default: 2 }),
    actionDiceSpent: Type.Integer({ title: "Action dice spent", minimum: 0, maximum: 20, default: 0 }),
    hitPoints: track("Hit points", { leastMax: 1, leastValue: -10, most: 500, initialMax: 12 }),
    conditions: D20_CONDITIONS.object,
    notes: NOTES,
  },
  { title: "d20-segments actor", additionalProperties: false },
);
export type D20Actor = Static<typeof D20ActorSchema>;

export const D20WeaponSchema = Type.Object(
  {
    category: Type.Union(
      CATEGORIES.map((category) => Type.Literal(category)),
      { title: "Category", default: "heavyBlades" },
    ),
    weight: Type.Union(
      WEIGHTS.map((weight) => Type.Literal(weight)),
      { title: "Weight class", default: "medium" },
    ),
    damage: Type.String({ title: "Damage", pattern: DAMAGE_DICE, description: '"1d10"', default: "1d8" }),
    /** A weapon the botch table can break or shatter; a natural weapon (fists, claws) cannot be lost or dropped. */
    hitPoints: Type.Integer({ title: "Weapon hit points", minimum: 0, maximum: 200, default: 10 }),
    natural: Type.Boolean({ title: "Natural weapon", default: false }),
    /** Carried ready to fight; a weapon dropped, lost, broken or shattered by a botch is not. */
    equipped: Type.Boolean({ title: "Equipped", default: true }),
    description: DESCRIPTION,
  },
  { title: "d20-segments weapon", additionalProperties: false },
);
export type D20Weapon = Static<typeof D20WeaponSchema>;

export const D20ArmourSchema = Type.Object(
  {
    /** Taken off the damage of every hit that reaches the wearer (see the README). */
    reduction: Type.Integer({ title: "Damage reduction", minimum: 0, maximum: 20, default: 1 }),
    description: DESCRIPTION,
  },
  { title: "d20-segments armour", additionalProperties: false },
);
export type D20Armour = Static<typeof D20ArmourSchema>;

/**
 * The world's options: the GM's pool of action dice, and whether each side spends its dice to
 * make the other side's natural 1 a botch (by default, while it has dice).
 */
export const D20OptionsSchema = Type.Object(
  {
    gmActionDice: Type.Integer({ title: "GM action dice", minimum: 0, maximum: 50, default: 3 }),
    gmSpendsOnBotch: Type.Boolean({ title: "The GM spends action dice on player characters' botches", default: true }),
    playersSpendOnBotch: Type.Boolean({ title: "Players spend action dice on GM characters' botches", default: true }),
  },
  { title: "d20-segments options", additionalProperties: false },
);
export type D20Options = Static<typeof D20OptionsSchema>;
