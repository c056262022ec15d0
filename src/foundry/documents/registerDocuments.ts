import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { dataModelFor } from "../data/dataModelFor";
import { useDocumentRules } from "./activeRules";
import { trackableAttributes } from "./tokenBars";
import { TurnwrightActor } from "./TurnwrightActor";
import { TurnwrightItem } from "./TurnwrightItem";

/**
 * Puts the world's rule set into Foundry's documents, at `init`: the Actor and Item classes
 * (always, so the document types stay true), and for a playable rule set a data model for each
 * of its subtypes and the attributes a token may show as bars or values. Other rule sets'
 * actors get no model: their data is kept as it is, never cleaned to a schema it does not follow.
 */
export function registerDocuments(module: RuleSetModule | undefined): void {
  CONFIG.Actor.documentClass = TurnwrightActor;
  CONFIG.Item.documentClass = TurnwrightItem;
  if (module === undefined) return;

  const documents = module.documents;
  useDocumentRules(() => documents);
  CONFIG.Actor.dataModels[documents.actorType] = dataModelFor<Actor.Implementation>(documents, documents.actorType);
  for (const type of documents.itemTypes) CONFIG.Item.dataModels[type] = dataModelFor<Item.Implementation>(documents, type);
  Object.assign(CONFIG.Actor.trackableAttributes, trackableAttributes(documents.actorType, documents.tokens));
}
