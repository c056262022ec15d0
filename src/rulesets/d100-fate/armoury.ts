import { armouryOf } from "../../engine/fight/armouryOf";
import autogun from "../../../packs/_source/d100-fate-weapons/autogun.json";
import chainsword from "../../../packs/_source/d100-fate-weapons/chainsword.json";
import heavyStubber from "../../../packs/_source/d100-fate-weapons/heavy-stubber.json";
import knife from "../../../packs/_source/d100-fate-weapons/knife.json";
import lasPistol from "../../../packs/_source/d100-fate-weapons/las-pistol.json";
import lasRifle from "../../../packs/_source/d100-fate-weapons/las-rifle.json";
import powerAxe from "../../../packs/_source/d100-fate-weapons/power-axe.json";
import shotgun from "../../../packs/_source/d100-fate-weapons/shotgun.json";
import sword from "../../../packs/_source/d100-fate-weapons/sword.json";
import unarmed from "../../../packs/_source/d100-fate-weapons/unarmed.json";
import carapaceArmour from "../../../packs/_source/d100-fate-armour/carapace-armour.json";
import flakArmour from "../../../packs/_source/d100-fate-armour/flak-armour.json";
import flakHelmet from "../../../packs/_source/d100-fate-armour/flak-helmet.json";
import flakVest from "../../../packs/_source/d100-fate-armour/flak-vest.json";
import leatherCoat from "../../../packs/_source/d100-fate-armour/leather-coat.json";
import { D100WeaponSchema, D100ArmourSchema } from "./schema";

export const UNARMED = "Unarmed";

/*
 * The named gear of a scenario is the compendium's: each entry of the rule set's weapons and
 * armour packs, read from its source file as the build compiles it (test/packs/armoury.test.ts
 * holds this list to the pack folders). Figures are ours, in the spirit of the genre; a fighter
 * with no weapon fights Unarmed.
 */
export const D100_WEAPONS = armouryOf(D100WeaponSchema, [autogun, chainsword, heavyStubber, knife, lasPistol, lasRifle, powerAxe, shotgun, sword, unarmed]);
export const D100_ARMOUR = armouryOf(D100ArmourSchema, [carapaceArmour, flakArmour, flakHelmet, flakVest, leatherCoat]);
