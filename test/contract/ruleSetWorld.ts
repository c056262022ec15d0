import type { DocumentRules } from "../../src/engine/play/DocumentRules";
import { foundryCommon } from "./foundryCommon";

const foundryCode = await foundryCommon();
// Turnwright's Foundry modules come after Foundry's globals (foundryCommon).
const { dataModelFor } = await import("../../src/foundry/data/dataModelFor");

/** The rule set's data models in CONFIG, as `init` puts them there (src/foundry/documents/registerDocuments.ts). */
export function useRuleSet(documents: DocumentRules): void {
  const { Actor, Item } = foundryCode.dataModels;
  for (const models of [Actor, Item]) for (const type of Object.keys(models)) delete models[type];
  Actor[documents.actorType] = dataModelFor(documents, documents.actorType);
  for (const type of documents.itemTypes) Item[type] = dataModelFor(documents, type);
}

/** The frozen fixture worlds as sources (test/support/fixtureWorlds.ts), read here where the contract tests have long found them. */
export { fixtureSources } from "../support/fixtureWorlds";
