import * as Type from "../../engine/schema/TypeBuilders";
import { DESCRIPTION, NOTES } from "../../engine/schema/notes";
import { type Static } from "@sinclair/typebox";
import { WOUND_LEVELS } from "./woundLevel";
import { D6_CONDITIONS } from "./conditions";

/**
 * The d6-pool actor and items, declared once: the CLI validates scenarios against these,
 * Foundry's data models are built from them, the compendium sources are checked by them.
 */

/** `3D+2`: up to 99 dice and 0 to 2 pips (a third pip is a die). */
export const DIE_CODE = "^[0-9]{1,2}[Dd](\\+[0-2])?$";
/** A weapon's damage: a die code, or `+` and a die code added to the wielder's Strength Damage. */
export const DAMAGE_CODE = "^\\+?[0-9]{1,2}[Dd](\\+[0-2])?$";

const code = (title: string, initial: string) => Type.String({ title, pattern: DIE_CODE, description: '"3D+2"', default: initial });

export const ATTRIBUTES = ["agility", "strength", "mechanical", "knowledge", "perception", "technical"] as const;
export type Attribute = (typeof ATTRIBUTES)[number];

/** Each skill and the attribute it grows from: a skill left out rolls its attribute's code. */
export const SKILL_ATTRIBUTE = {
  dodge: "agility",
  brawling: "agility",
  meleeCombat: "agility",
  firearms: "agility",
  search: "perception",
} as const satisfies Record<string, Attribute>;
export type Skill = keyof typeof SKILL_ATTRIBUTE;
export const SKILLS = ["dodge", "brawling", "meleeCombat", "firearms", "search"] as const satisfies readonly Skill[];

export const D6ActorSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal("pc"), Type.Literal("npc")], { title: "Player or GM character", default: "npc" }),
    agility: code("Agility", "2D"),
    strength: code("Strength", "2D"),
    mechanical: code("Mechanical", "2D"),
    knowledge: code("Knowledge", "2D"),
    perception: code("Perception", "2D"),
    technical: code("Technical", "2D"),
    skills: Type.Object(
      {
        dodge: Type.Optional(Type.String({ title: "Dodge", pattern: DIE_CODE, description: '"4D+1"' })),
        brawling: Type.Optional(Type.String({ title: "Brawling", pattern: DIE_CODE, description: '"4D+1"' })),
        meleeCombat: Type.Optional(Type.String({ title: "Melee combat", pattern: DIE_CODE, description: '"4D+1"' })),
        firearms: Type.Optional(Type.String({ title: "Firearms", pattern: DIE_CODE, description: '"4D+1"' })),
        search: Type.Optional(Type.String({ title: "Search", pattern: DIE_CODE, description: '"4D+1"' })),
      },
      { title: "Skills", default: {}, additionalProperties: false },
    ),
    characterPoints: Type.Integer({ title: "Character Points", minimum: 0, maximum: 999, default: 5 }),
    fatePoints: Type.Integer({ title: "Fate Points", minimum: 0, maximum: 99, default: 1 }),
    wound: Type.Union(
      WOUND_LEVELS.map((level) => Type.Literal(level)),
      { title: "Wound level", default: "unhurt" },
    ),
    conditions: D6_CONDITIONS.object,
    notes: NOTES,
  },
  { title: "d6-pool actor", additionalProperties: false },
);
export type D6Actor = Static<typeof D6ActorSchema>;

export const D6WeaponSchema = Type.Object(
  {
    /** Which skill attacks with it: bare hands and brawling, blades and clubs, guns. */
    skill: Type.Union([Type.Literal("brawling"), Type.Literal("meleeCombat"), Type.Literal("firearms")], { title: "Skill", default: "meleeCombat" }),
    damage: Type.String({ title: "Damage", pattern: DAMAGE_CODE, description: '"4D" or "+1D"', default: "+1D" }),
    /** Sharp or energised: parrying a bare-handed blow with it hurts the attacker, blocking it bare-handed hurts the blocker. */
    sharp: Type.Boolean({ title: "Sharp or energised", default: false }),
    /** The far edge of short, medium and long range, in metres (0 for a hand weapon). */
    range: Type.Object(
      {
        short: Type.Integer({ title: "Short range (m)", minimum: 0, maximum: 5000, default: 0 }),
        medium: Type.Integer({ title: "Medium range (m)", minimum: 0, maximum: 5000, default: 0 }),
        long: Type.Integer({ title: "Long range (m)", minimum: 0, maximum: 5000, default: 0 }),
      },
      { title: "Range", default: {}, additionalProperties: false },
    ),
    description: DESCRIPTION,
  },
  { title: "d6-pool weapon", additionalProperties: false },
);
export type D6Weapon = Static<typeof D6WeaponSchema>;

export const D6ArmourSchema = Type.Object(
  {
    /** Added to the Strength roll that resists damage. */
    resistance: Type.String({ title: "Damage resistance", pattern: DIE_CODE, description: '"1D+1"', default: "1D" }),
    description: DESCRIPTION,
  },
  { title: "d6-pool armour", additionalProperties: false },
);
export type D6Armour = Static<typeof D6ArmourSchema>;

/** The world's options: what a complication on the Wild Die does (see `WildDie.ts`). */
export const D6OptionsSchema = Type.Object(
  {
    complication: Type.Union([Type.Literal("remove"), Type.Literal("flag")], {
      title: "Complication",
      description: '"remove" takes the 1 and the highest other die off the total; "flag" keeps the total and only marks it',
      default: "remove",
    }),
  },
  { title: "d6-pool options", additionalProperties: false },
);
export type D6Options = Static<typeof D6OptionsSchema>;
