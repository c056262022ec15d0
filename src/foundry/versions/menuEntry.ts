import { onV14 } from "./release";

/** A context menu entry in Turnwright's words; `label` is a localisation key, as core's are. */
export interface MenuEntry {
  readonly label: string;
  readonly icon: string;
  readonly visible: (li: HTMLElement) => boolean;
  readonly act: (li: HTMLElement) => void;
}

type CoreEntry = foundry.applications.ux.ContextMenu.Entry<HTMLElement>;

/**
 * The entry in the shape the running game's ContextMenu reads. v13 reads `name`, `condition`,
 * `callback(target)` (client/applications/ux/context-menu.mjs); v14 reads `label`, `visible`,
 * `onClick(event, target)` and takes the old names with a deprecation warning until v16 (v14's
 * declarations, `ContextMenu.Entry`). Each shape is a partial entry in the other's declarations;
 * the check below holds it to what the running one needs.
 */
export function coreMenuEntry(entry: MenuEntry): CoreEntry {
  const v14 = { label: entry.label, icon: entry.icon, visible: entry.visible, onClick: (_event: PointerEvent, target: HTMLElement) => entry.act(target) };
  const v13 = { name: entry.label, icon: entry.icon, condition: entry.visible, callback: (target: HTMLElement) => entry.act(target) };
  const shaped: Partial<CoreEntry> = onV14() ? v14 : v13;
  if (!isCoreEntry(shaped)) throw new Error(`Turnwright: the menu entry ${entry.label} lacks what this Foundry's context menu reads.`);
  return shaped;
}

/** Whether an entry carries what the running game's ContextMenu requires: v14's label, or v13's name and callback. */
function isCoreEntry(entry: Partial<CoreEntry>): entry is CoreEntry {
  if (onV14()) return typeof Reflect.get(entry, "label") === "string";
  return typeof Reflect.get(entry, "name") === "string" && typeof Reflect.get(entry, "callback") === "function";
}
