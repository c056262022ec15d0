import { actionId } from "../../engine/play/sheetActions";
import type { SheetRules } from "../applications/sheets/SheetRules";
import { type MacroSource, readActionDrag } from "../applications/sheets/actionDrag";

/** An item of one of our actors dropped on the hotbar: its first action (a weapon's attack); undefined for anything else. */
function itemSource(data: unknown): MacroSource | undefined {
  if (typeof data !== "object" || data === null || Reflect.get(data, "type") !== "Item") return undefined;
  const uuid: unknown = Reflect.get(data, "uuid");
  if (typeof uuid !== "string") return undefined;
  const item = foundry.utils.fromUuidSync<Item.Implementation>(uuid);
  if (!(item instanceof foundry.documents.Item) || !(item.parent instanceof foundry.documents.Actor) || item.id === null || item.parent.uuid === null)
    return undefined;
  const id = item.id;
  const actor = item.parent.uuid;
  return { actor, pick: (offered) => offered.find((action) => action.item?.id === id) };
}

function sourceOf(data: unknown): MacroSource | undefined {
  const action = readActionDrag(data);
  if (action === null) return itemSource(data);
  const id = actionId(action.action, action.data);
  return { actor: action.actor, pick: (offered) => offered.find((candidate) => candidate.id === id) };
}

/**
 * A sheet's action button, or an item of one of our actors, dropped on the hotbar becomes a
 * macro that runs it through the API. v13 client/applications/ui/hotbar.mjs `Hotbar#onDragDrop`
 * calls `hotbarDrop` with the drop's data and slot before making a macro of its own, and stops
 * when a listener answers false; the listener cannot wait, so the macro is made after it answers.
 */
export function registerMacros(rules: SheetRules): void {
  Hooks.on("hotbarDrop", (_hotbar, data, slot) => {
    const source = sourceOf(data);
    if (source === undefined) return;
    // The macro's making is fetched on the first drop, never at boot.
    void import("./placeMacro").then(({ placeMacro }) => placeMacro(rules, source, Number(slot)));
    return false;
  });
}
