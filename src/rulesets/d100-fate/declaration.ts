import { NO_OPTIONS } from "../../engine/schema/noOptions";
import type { RuleSetDeclaration } from "../RuleSetDeclaration";
import { INITIATIVE_DIE } from "./initiative";
import { D100_DOCUMENTS } from "./play/documents";

/** d100-fate as a world declares it at `init`: its documents, a new scene's grid, its world options and core's initiative formula. */
export const D100_DECLARATION: RuleSetDeclaration = {
  id: "d100-fate",
  name: "d100 & Fate",
  documents: D100_DOCUMENTS,
  // The source names no unit of distance: metres, on squares, for its gunfights and melee alike.
  sceneGrid: { layout: "square", distance: 1, units: "m" },
  optionsSchema: NO_OPTIONS,
  initiativeFormula: `${INITIATIVE_DIE.count}d${INITIATIVE_DIE.faces} + @derived.agilityBonus`,
};
