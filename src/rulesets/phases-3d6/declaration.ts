import { NO_OPTIONS } from "../../engine/schema/noOptions";
import type { RuleSetDeclaration } from "../RuleSetDeclaration";
import { PHASES_DOCUMENTS } from "./play/documents";

/** phases-3d6 as a world declares it at `init`: its documents, a new scene's grid, its world options and core's initiative formula. */
export const PHASES_DECLARATION: RuleSetDeclaration = {
  id: "phases-3d6",
  name: "3d6 Phases",
  documents: PHASES_DOCUMENTS,
  // Hexes: reach, movement and attacks of opportunity are counted in them.
  sceneGrid: { layout: "odd-r", distance: 1, units: "hex" },
  optionsSchema: NO_OPTIONS,
  initiativeFormula: "@combatValue + @lightningReflexes",
};
