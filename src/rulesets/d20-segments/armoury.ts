import { armouryOf } from "../../engine/fight/armouryOf";
import bastardSword from "../../../packs/_source/d20-segments-weapons/bastard-sword.json";
import battleaxe from "../../../packs/_source/d20-segments-weapons/battleaxe.json";
import cestus from "../../../packs/_source/d20-segments-weapons/cestus.json";
import dagger from "../../../packs/_source/d20-segments-weapons/dagger.json";
import greatsword from "../../../packs/_source/d20-segments-weapons/greatsword.json";
import halberd from "../../../packs/_source/d20-segments-weapons/halberd.json";
import handAxe from "../../../packs/_source/d20-segments-weapons/hand-axe.json";
import heavyCrossbow from "../../../packs/_source/d20-segments-weapons/heavy-crossbow.json";
import javelin from "../../../packs/_source/d20-segments-weapons/javelin.json";
import lightCrossbow from "../../../packs/_source/d20-segments-weapons/light-crossbow.json";
import longbow from "../../../packs/_source/d20-segments-weapons/longbow.json";
import longsword from "../../../packs/_source/d20-segments-weapons/longsword.json";
import mace from "../../../packs/_source/d20-segments-weapons/mace.json";
import rapier from "../../../packs/_source/d20-segments-weapons/rapier.json";
import shortbow from "../../../packs/_source/d20-segments-weapons/shortbow.json";
import spear from "../../../packs/_source/d20-segments-weapons/spear.json";
import throwingKnife from "../../../packs/_source/d20-segments-weapons/throwing-knife.json";
import warhammer from "../../../packs/_source/d20-segments-weapons/warhammer.json";
import chainShirt from "../../../packs/_source/d20-segments-armour/chain-shirt.json";
import leatherCoat from "../../../packs/_source/d20-segments-armour/leather-coat.json";
import paddedJack from "../../../packs/_source/d20-segments-armour/padded-jack.json";
import plateHarness from "../../../packs/_source/d20-segments-armour/plate-harness.json";
import { D20WeaponSchema, D20ArmourSchema } from "./schema";

/*
 * The named gear of a scenario is the compendium's: each entry of the rule set's weapons and
 * armour packs, read from its source file as the build compiles it (test/packs/armoury.test.ts
 * holds this list to the pack folders). Figures are ours, in the spirit of the genre.
 */
export const D20_WEAPONS = armouryOf(D20WeaponSchema, [
  bastardSword,
  battleaxe,
  cestus,
  dagger,
  greatsword,
  halberd,
  handAxe,
  heavyCrossbow,
  javelin,
  lightCrossbow,
  longbow,
  longsword,
  mace,
  rapier,
  shortbow,
  spear,
  throwingKnife,
  warhammer,
]);
export const D20_ARMOUR = armouryOf(D20ArmourSchema, [chainShirt, leatherCoat, paddedJack, plateHarness]);
