import { armouryOf } from "../../engine/fight/armouryOf";
import crossbow from "../../../packs/_source/action-points-weapons/crossbow.json";
import cudgel from "../../../packs/_source/action-points-weapons/cudgel.json";
import halberd from "../../../packs/_source/action-points-weapons/halberd.json";
import handAxe from "../../../packs/_source/action-points-weapons/hand-axe.json";
import knife from "../../../packs/_source/action-points-weapons/knife.json";
import longRifle from "../../../packs/_source/action-points-weapons/long-rifle.json";
import sabre from "../../../packs/_source/action-points-weapons/sabre.json";
import shortBow from "../../../packs/_source/action-points-weapons/short-bow.json";
import spear from "../../../packs/_source/action-points-weapons/spear.json";
import breastplate from "../../../packs/_source/action-points-armour/breastplate.json";
import leatherCoat from "../../../packs/_source/action-points-armour/leather-coat.json";
import mailShirt from "../../../packs/_source/action-points-armour/mail-shirt.json";
import paddedJerkin from "../../../packs/_source/action-points-armour/padded-jerkin.json";
import { ApWeaponSchema, ApArmourSchema } from "./schema";

/*
 * The named gear of a scenario is the compendium's: each entry of the rule set's weapons and
 * armour packs, read from its source file as the build compiles it (test/packs/armoury.test.ts
 * holds this list to the pack folders). Figures are ours, in the spirit of the genre.
 */
export const AP_WEAPONS = armouryOf(ApWeaponSchema, [crossbow, cudgel, halberd, handAxe, knife, longRifle, sabre, shortBow, spear]);
export const AP_ARMOUR = armouryOf(ApArmourSchema, [breastplate, leatherCoat, mailShirt, paddedJerkin]);
