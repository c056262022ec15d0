import { PHASES_DECLARATION } from "../declaration";
import type { RuleSetModule } from "../../../engine/play/RuleSetModule";
import { PHASES_CARDS } from "./cards";
import { PHASES_COMBAT } from "./combat";
import { phasesItemSheet } from "./itemSheet";
import { PHASES_MAP } from "./hexMap";
import { nothingToRestore } from "./session";
import { phasesSheet } from "./sheet";
import { PHASES_BETWEEN_FIGHTS } from "./betweenFights";

/** phases-3d6 as Foundry plays it: documents, tracker rules, sheets, cards and the hex map. */
export const PHASES_MODULE: RuleSetModule = {
  id: "phases-3d6",
  documents: PHASES_DECLARATION.documents,
  combat: PHASES_COMBAT,
  cards: PHASES_CARDS,
  map: PHASES_MAP,
  sceneGrid: PHASES_DECLARATION.sceneGrid,
  sheet: phasesSheet,
  itemSheet: phasesItemSheet,
  newSession: nothingToRestore,
  betweenFights: PHASES_BETWEEN_FIGHTS,
};
