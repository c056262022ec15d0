import { D20OptionsSchema } from "./schema";
import type { RuleSetDeclaration } from "../RuleSetDeclaration";
import { D20_DOCUMENTS } from "./play/documents";

/** d20-segments as a world declares it at `init`: its documents, a new scene's grid, its world options and core's initiative formula. */
export const D20_SEGMENTS_DECLARATION: RuleSetDeclaration = {
  id: "d20-segments",
  name: "d20 Segments & Botches",
  documents: D20_DOCUMENTS,
  // Five-foot squares: the source measures in feet, five at a time.
  sceneGrid: { layout: "square", distance: 5, units: "ft" },
  optionsSchema: D20OptionsSchema,
  initiativeFormula: "1d20 + @initiativeBonus",
};
