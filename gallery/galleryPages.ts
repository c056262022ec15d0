import type { RuleSetId } from "../src/rulesets/catalogue";
import type { OpeningScene } from "./OpeningScene";
import { d100OpeningScene } from "./d100OpeningScene";
import { phasesOpeningScene } from "./phasesOpeningScene";

/** What one rule set's page of the gallery shows. */
export interface GalleryPage {
  /** The two fighters, by their names in the rule set's compendium; the first is the one acting now. */
  readonly fighters: readonly [string, string];
  /** The item sheets on show: items of the first fighter, by name. */
  readonly items: readonly string[];
  readonly openingScene: OpeningScene;
}

/** The rule sets the gallery can show, one line each; the first is the page shown when none is asked for. */
export const GALLERY_PAGES: Readonly<Partial<Record<RuleSetId, GalleryPage>>> = {
  "d100-fate": { fighters: ["Guard Sergeant", "Cult Champion"], items: ["Las rifle", "Flak armour"], openingScene: d100OpeningScene },
  "phases-3d6": { fighters: ["Duellist", "Street Brawler"], items: ["Sword", "Pistol"], openingScene: phasesOpeningScene },
};

export const DEFAULT_RULES: RuleSetId = "d100-fate";
