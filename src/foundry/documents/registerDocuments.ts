import type { DocumentRules } from "../../engine/play/DocumentRules";
import { dataModelFor } from "../data/dataModelFor";
import { useDocumentRules } from "../activeRules";
import { trackableAttributes } from "./prototypeToken";
import { statusEffectsFor } from "../data/statusEffects";
import { knownSubTypes } from "./subTypes";
import { registerCustomChanges } from "./customChanges";
import { TurnwrightActor } from "./TurnwrightActor";
import { TurnwrightItem } from "./TurnwrightItem";
import { TurnwrightActiveEffect } from "./TurnwrightActiveEffect";

/**
 * Puts the rule sets into Foundry's documents, at `init`: the Actor and Item classes (always, so
 * the document types stay true); for the world's rule set a data model for each of its
 * subtypes and its conditions as the status effects; and for every registered rule set's actor type the attributes a token may show as bars
 * or values, so a token of an actor kept from an earlier choice of rule set still has its bars.
 * Other rule sets' actors get no model: their data is kept as it is, never cleaned to a schema
 * it does not follow. All of it comes from the rule sets' declarations, in the system's entry:
 * Foundry builds the world's documents soon after `init` (v13 client/game.mjs `Game#setupGame`)
 * and would not wait for a rule set's own chunk.
 */
export function registerDocuments(documents: DocumentRules | undefined, registered: readonly DocumentRules[]): void {
  CONFIG.Actor.documentClass = TurnwrightActor;
  CONFIG.Item.documentClass = TurnwrightItem;
  CONFIG.ActiveEffect.documentClass = TurnwrightActiveEffect;
  for (const rules of registered) Object.assign(CONFIG.Actor.trackableAttributes, trackableAttributes(rules.actorType, rules.tokens));
  useDocumentRules(() => documents, registered);
  if (documents === undefined) return;
  CONFIG.statusEffects = statusEffectsFor(documents, CONFIG.statusEffects, CONFIG.specialStatusEffects.DEFEATED, knownSubTypes("Actor", [documents.actorType]));
  registerCustomChanges(documents);
  // The duration's field on an effect's sheet, fetched the first time one is opened.
  Hooks.on("renderActiveEffectConfig", (app, html) => {
    const effect: unknown = app.document;
    if (effect instanceof ActiveEffect && html instanceof HTMLElement) void import("./durationField").then((field) => field.addDurationField(effect, html));
  });
  // Merged in by name: the declarations key the models by subtypes known when the code is
  // compiled (v14's admit none but core's), where the rule set's are chosen per world.
  Object.assign(CONFIG.Actor.dataModels, { [documents.actorType]: dataModelFor<Actor.Implementation>(documents, documents.actorType) });
  for (const type of documents.itemTypes) Object.assign(CONFIG.Item.dataModels, { [type]: dataModelFor<Item.Implementation>(documents, type) });
}
