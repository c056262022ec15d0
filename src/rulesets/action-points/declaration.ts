import { ApOptionsSchema } from "./schema";
import type { RuleSetDeclaration } from "../RuleSetDeclaration";
import { AP_DOCUMENTS } from "./play/documents";

/** action-points as a world declares it at `init`: its documents, a new scene's grid, its world options and core's initiative formula. */
export const ACTION_POINTS_DECLARATION: RuleSetDeclaration = {
  id: "action-points",
  name: "Action Points & Passes",
  documents: AP_DOCUMENTS,
  // Yards on a square grid: a Sprint covers Movement in yards.
  sceneGrid: { layout: "square", distance: 1, units: "yd" },
  optionsSchema: ApOptionsSchema,
  initiativeFormula: "@derived.apNow",
};
