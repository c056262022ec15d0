import { accepted } from "../../engine/fight/acceptedData";
import { armouryOf } from "../../engine/fight/armouryOf";
import bow from "../../../packs/_source/phases-3d6-weapons/bow.json";
import club from "../../../packs/_source/phases-3d6-weapons/club.json";
import greatAxe from "../../../packs/_source/phases-3d6-weapons/great-axe.json";
import knife from "../../../packs/_source/phases-3d6-weapons/knife.json";
import pistol from "../../../packs/_source/phases-3d6-weapons/pistol.json";
import rifle from "../../../packs/_source/phases-3d6-weapons/rifle.json";
import spear from "../../../packs/_source/phases-3d6-weapons/spear.json";
import sword from "../../../packs/_source/phases-3d6-weapons/sword.json";
import unarmed from "../../../packs/_source/phases-3d6-weapons/unarmed.json";
import { PhasesWeaponSchema, type PhasesWeapon } from "./schema";

export const UNARMED = "Unarmed";

/** Bare hands: what a character without a weapon fights with, the compendium's Unarmed. */
export const BARE_HANDS: PhasesWeapon = accepted(PhasesWeaponSchema, unarmed.system, "the compendium's Unarmed");

/*
 * The named gear of a scenario is the compendium's: each entry of the rule set's weapons and
 * armour packs, read from its source file as the build compiles it (test/packs/armoury.test.ts
 * holds this list to the pack folders). Figures are ours, in the spirit of the genre.
 */
export const PHASES_WEAPONS = armouryOf(PhasesWeaponSchema, [bow, club, greatAxe, knife, pistol, rifle, spear, sword, unarmed]);
