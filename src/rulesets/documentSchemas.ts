import type { TSchema } from "@sinclair/typebox";
import { D100ActorSchema, D100ArmourSchema, D100WeaponSchema } from "./d100-fate/schema";
import { PhasesActorSchema, PhasesWeaponSchema } from "./phases-3d6/schema";

/**
 * The `system` schema of every document subtype system.json declares, by subtype name. Foundry's
 * data models are built from these, and compendium sources are checked against them.
 */
export const DOCUMENT_SCHEMAS: Readonly<Record<string, TSchema>> = {
  "d100-fate": D100ActorSchema,
  "d100-fate-weapon": D100WeaponSchema,
  "d100-fate-armour": D100ArmourSchema,
  "phases-3d6": PhasesActorSchema,
  "phases-3d6-weapon": PhasesWeaponSchema,
};
