import { conditionAtSystemPath } from "../../../engine/conditions/conditionState";
import type { SheetView } from "../../../engine/play/SheetView";
import { DECLARED } from "../../../rulesets/declared";
import { documentRulesOf } from "../../activeRules";
import { gameTranslator } from "../../templating/gameTranslator";
import { translate } from "../../templating/Translator";
import { openSheet } from "../../versions/openSheet";
import { itemDrop } from "./itemDrop";
import { toggleChange } from "./sheetButtons";
import type { SheetRules } from "./SheetRules";

/**
 * What the actor sheet does for a click on one of its own controls or an item dropped on it,
 * apart from the class that core calls: each reads the element the user acted on and writes
 * through the actor, as core's own sheet would, and needs of the sheet only its actor and the
 * view it drew. Fetched with the first such click or drop, off the boot.
 */

export async function openItem(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  await openSheet(actor.items.get(target.dataset["itemId"] ?? "")?.sheet);
}

export async function deleteItem(actor: Actor.Implementation, target: HTMLElement): Promise<void> {
  await actor.items.get(target.dataset["itemId"] ?? "")?.deleteDialog();
}

/** A new item of the type the button names: only a type of the world's rule set, read back from Foundry's own list of Item types. */
export async function createItem(actor: Actor.Implementation, target: HTMLElement, rules: SheetRules): Promise<void> {
  const module = await rules.module();
  const type = Item.TYPES.find((known) => known === target.dataset["type"] && module?.documents.itemTypes.includes(known) === true);
  if (type === undefined) return;
  const name = gameTranslator().localize(`TYPES.Item.${type}`);
  await actor.createEmbeddedDocuments("Item", [{ name, type }]);
}

/**
 * A condition's toggle turns its status effect on or off (the token HUD's state, core's
 * permission: an owner may); any other toggle the view drew writes its field.
 */
export async function toggle(actor: Actor.Implementation, view: SheetView, target: HTMLElement): Promise<void> {
  const path = target.dataset["path"] ?? "";
  const change = toggleChange(view, path);
  if (change === undefined) return;
  const condition = conditionAtSystemPath(path, documentRulesOf("Actor", actor.type)?.conditions ?? []);
  if (condition === undefined) await actor.update(change);
  else await actor.toggleStatusEffect(condition.id, { active: change[path] === true });
}

/**
 * An item dropped on the sheet: core's `_onDropItem` (v13 client/applications/sheets/actor-sheet.mjs)
 * copies any item an owner drops and re-sorts the actor's own; here the world's rule set must know
 * the item's type, and the actor's own item dropped on it changes nothing.
 */
export async function dropItem(actor: Actor.Implementation, item: Item.Implementation, rules: SheetRules): Promise<Item.Implementation | null> {
  const module = await rules.module();
  if (!actor.isOwner || module === undefined) return null;
  const drop = itemDrop({ name: item.name, type: item.type, ownActor: item.parent?.uuid === actor.uuid }, module, DECLARED);
  if (drop.kind === "refuse") ui.notifications?.warn(translate(gameTranslator(), drop.words));
  if (drop.kind !== "add") return null;
  const keepId = item.id !== null && !actor.items.has(item.id);
  const created = await actor.createEmbeddedDocuments("Item", [item.toObject()], { keepId });
  return created?.[0] ?? null;
}
