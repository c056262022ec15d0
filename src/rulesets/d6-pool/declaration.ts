import { D6OptionsSchema } from "./schema";
import type { RuleSetDeclaration } from "../RuleSetDeclaration";
import { D6_DOCUMENTS } from "./play/documents";

/** d6-pool as a world declares it at `init`: its documents, a new scene's grid, its world options and core's initiative formula. */
export const D6_POOL_DECLARATION: RuleSetDeclaration = {
  id: "d6-pool",
  name: "D6 Pool & Wild Die",
  documents: D6_DOCUMENTS,
  // Metres on a square grid: the source gives ranges in metres.
  sceneGrid: { layout: "square", distance: 1, units: "m" },
  optionsSchema: D6OptionsSchema,
  // The Wild Die explodes; Foundry's formula cannot take a complication off, so the rules' own roll is the one to use.
  initiativeFormula: "(@derived.initiativeDice)d6 + (@derived.initiativeWild)d6x6 + @derived.initiativePips + @derived.initiativeBonus",
};
