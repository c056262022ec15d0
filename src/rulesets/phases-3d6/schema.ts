import * as Type from "../../engine/schema/TypeBuilders";
import { DESCRIPTION, NOTES } from "../../engine/schema/notes";
import { type Static } from "@sinclair/typebox";
import { track } from "../../engine/schema/Track";
import { PHASES_CONDITIONS } from "./conditions";

/**
 * The phases-3d6 actor and weapon, declared once: the CLI validates scenarios against these,
 * Foundry's data models are built from them, the compendium sources are checked by them.
 */

/** Combat values of this kind of game sit between 0 and 20; 5 is an ordinary trained person. */
export const COMBAT_VALUE_MAX = 20;

export const PhasesActorSchema = Type.Object(
  {
    kind: Type.Union([Type.Literal("pc"), Type.Literal("npc")], { title: "Player or GM character", default: "npc" }),
    combatValue: Type.Integer({ title: "Combat Value", minimum: 0, maximum: COMBAT_VALUE_MAX, default: 5 }),
    // Their own fields (the source adds modifiers to OCV and DCV, never to CV), equal to CV when left out.
    ocv: Type.Optional(Type.Integer({ title: "OCV", minimum: 0, maximum: COMBAT_VALUE_MAX, description: "equals Combat Value when left out" })),
    dcv: Type.Optional(Type.Integer({ title: "DCV", minimum: 0, maximum: COMBAT_VALUE_MAX, description: "equals Combat Value when left out" })),
    lightningReflexes: Type.Integer({ title: "Lightning Reflexes", minimum: 0, maximum: 10, default: 0 }),
    combatReflexes: Type.Boolean({ title: "Combat Reflexes", default: false }),
    reach: Type.Integer({ title: "Reach (hexes)", minimum: 1, maximum: 10, default: 1 }),
    movement: Type.Integer({ title: "Combat movement (hexes)", minimum: 0, maximum: 100, default: 6 }),
    recovery: Type.Integer({ title: "Recovery", minimum: 0, maximum: 50, default: 5 }),
    stun: track("Stun", { leastMax: 1, leastValue: -999, most: 999, initialMax: 20 }),
    body: track("Body", { leastMax: 1, leastValue: -999, most: 999, initialMax: 10 }),
    conditions: PHASES_CONDITIONS.object,
    notes: NOTES,
  },
  { title: "phases-3d6 actor", additionalProperties: false },
);
export type PhasesActor = Static<typeof PhasesActorSchema>;

export const PhasesWeaponSchema = Type.Object(
  {
    class: Type.Union([Type.Literal("melee"), Type.Literal("ranged")], { title: "Class", default: "melee" }),
    ocv: Type.Integer({ title: "OCV modifier", minimum: -5, maximum: 5, default: 0 }),
    dcv: Type.Integer({ title: "DCV modifier", minimum: -5, maximum: 5, default: 0 }),
    dice: Type.Integer({ title: "Damage dice (d6)", minimum: 1, maximum: 20, default: 2 }),
    reach: Type.Integer({ title: "Reach (hexes)", minimum: 0, maximum: 10, default: 1, description: "melee only" }),
    range: Type.Integer({ title: "Range (hexes)", minimum: 0, maximum: 1000, default: 0, description: "ranged only" }),
    description: DESCRIPTION,
  },
  { title: "phases-3d6 weapon", additionalProperties: false },
);
export type PhasesWeapon = Static<typeof PhasesWeaponSchema>;

/** A sheet's OCV and DCV: their own values when given, else the Combat Value. */
export function baseOcv(actor: PhasesActor): number {
  return actor.ocv ?? actor.combatValue;
}

export function baseDcv(actor: PhasesActor): number {
  return actor.dcv ?? actor.combatValue;
}
