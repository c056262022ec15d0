import { text, type LocalText } from "../../../engine/text/LocalText";

/** A rule set as a drop needs it: its id and the item types it declares. */
export interface ItemTypesOf {
  readonly id: string;
  readonly documents: { readonly itemTypes: readonly string[] };
}

/**
 * What a sheet does with an item dropped on it: nothing when it is the actor's own already (no
 * copy of it, no reordering), a copy when the world's rule set knows its type, else a refusal
 * that names the rule set the item belongs to.
 */
export type ItemDrop = { readonly kind: "ignore" } | { readonly kind: "add" } | { readonly kind: "refuse"; readonly words: LocalText };

export function itemDrop(
  item: { readonly name: string; readonly type: string; readonly ownActor: boolean },
  world: ItemTypesOf,
  declared: readonly ItemTypesOf[],
): ItemDrop {
  if (item.ownActor) return { kind: "ignore" };
  if (world.documents.itemTypes.includes(item.type)) return { kind: "add" };
  const home = declared.find((ruleset) => ruleset.documents.itemTypes.includes(item.type));
  if (home === undefined) return { kind: "refuse", words: text("TURNWRIGHT.Sheet.DropUnknownType", { name: item.name }) };
  return {
    kind: "refuse",
    words: text("TURNWRIGHT.Sheet.DropOtherRuleSet", { name: item.name, ruleset: `TURNWRIGHT.RuleSet.${home.id}`, world: `TURNWRIGHT.RuleSet.${world.id}` }),
  };
}
