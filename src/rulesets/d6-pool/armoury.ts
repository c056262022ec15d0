import { armouryOf } from "../../engine/fight/armouryOf";
import blasterPistol from "../../../packs/_source/d6-pool-weapons/blaster-pistol.json";
import brassKnuckles from "../../../packs/_source/d6-pool-weapons/brass-knuckles.json";
import club from "../../../packs/_source/d6-pool-weapons/club.json";
import heavyBlaster from "../../../packs/_source/d6-pool-weapons/heavy-blaster.json";
import huntingRifle from "../../../packs/_source/d6-pool-weapons/hunting-rifle.json";
import sabre from "../../../packs/_source/d6-pool-weapons/sabre.json";
import scatterGun from "../../../packs/_source/d6-pool-weapons/scatter-gun.json";
import vibroknife from "../../../packs/_source/d6-pool-weapons/vibroknife.json";
import blastArmour from "../../../packs/_source/d6-pool-armour/blast-armour.json";
import flakVest from "../../../packs/_source/d6-pool-armour/flak-vest.json";
import paddedJacket from "../../../packs/_source/d6-pool-armour/padded-jacket.json";
import { D6WeaponSchema, D6ArmourSchema } from "./schema";

/*
 * The named gear of a scenario is the compendium's: each entry of the rule set's weapons and
 * armour packs, read from its source file as the build compiles it (test/packs/armoury.test.ts
 * holds this list to the pack folders). Figures are ours, in the spirit of the genre.
 */
export const D6_WEAPONS = armouryOf(D6WeaponSchema, [blasterPistol, brassKnuckles, club, heavyBlaster, huntingRifle, sabre, scatterGun, vibroknife]);
export const D6_ARMOUR = armouryOf(D6ArmourSchema, [blastArmour, flakVest, paddedJacket]);
