import { D100_DECLARATION } from "../declaration";
import { MAP_CHANGES_NOTHING } from "../../../engine/play/MapRules";
import type { RuleSetModule } from "../../../engine/play/RuleSetModule";
import { D100_CARDS } from "./cards";
import { D100_COMBAT } from "./combat";
import { d100ItemSheet } from "./itemSheet";
import { restoreSpentFate } from "./session";
import { d100Sheet } from "./sheet";
import { D100_BETWEEN_FIGHTS } from "./betweenFights";
import { D100_ROLL_REQUESTS } from "./rollRequests";

/** d100-fate as Foundry plays it: documents, tracker rules, sheets and cards. */
export const D100_MODULE: RuleSetModule = {
  id: "d100-fate",
  documents: D100_DECLARATION.documents,
  combat: D100_COMBAT,
  cards: D100_CARDS,
  // d100-fate keeps no positions: where a token walks sets nothing off.
  map: MAP_CHANGES_NOTHING,
  sceneGrid: D100_DECLARATION.sceneGrid,
  sheet: d100Sheet,
  itemSheet: d100ItemSheet,
  newSession: restoreSpentFate,
  betweenFights: D100_BETWEEN_FIGHTS,
  rollRequests: D100_ROLL_REQUESTS,
};
