import type { DocumentRules } from "../../../engine/play/DocumentRules";
import type { SheetRules } from "./SheetRules";
import { defineActorSheet } from "./TurnwrightActorSheet";
import { defineItemSheet } from "./TurnwrightItemSheet";
import { knownSubTypes } from "../../documents/subTypes";

/**
 * Makes Turnwright's sheets the default for the world's rule set's document types. Called in
 * the init hook with the active module's document rules; a world whose rule set is not
 * playable registers nothing and keeps Foundry's own sheets.
 */
export function registerSheets(rules: SheetRules, documents: DocumentRules): void {
  const { DocumentSheetConfig } = foundry.applications.apps;
  DocumentSheetConfig.registerSheet(Actor, "turnwright", defineActorSheet(rules), {
    types: knownSubTypes("Actor", [documents.actorType]),
    makeDefault: true,
    label: "TURNWRIGHT.Sheet.ActorSheet",
  });
  DocumentSheetConfig.registerSheet(Item, "turnwright", defineItemSheet(rules), {
    types: knownSubTypes("Item", documents.itemTypes),
    makeDefault: true,
    label: "TURNWRIGHT.Sheet.ItemSheet",
  });
}
