import { text, type LocalText } from "../text/LocalText";
import type { FieldView, SheetView } from "./SheetView";

/** One item type's sheet: the title of its block of fields, and the fields drawn from its data. */
export interface ItemKindSheet {
  readonly title: LocalText;
  fields(system: unknown): FieldView[];
}

/**
 * A rule set's item sheets, one details tab of fields per item type, subtitled with the type's
 * own label; a type the rule set does not know is named in an empty sheet.
 */
export function itemSheetOf(tab: LocalText, kinds: Readonly<Record<string, ItemKindSheet>>): (type: string, system: unknown) => SheetView {
  return (type, system) => {
    const kind = Object.hasOwn(kinds, type) ? kinds[type] : undefined;
    if (kind === undefined) return { subtitle: text("TURNWRIGHT.Sheet.UnknownType", { type }), tabs: [] };
    return {
      subtitle: text(`TYPES.Item.${type}`),
      tabs: [{ id: "details", label: tab, blocks: [{ kind: "fields", title: kind.title, fields: kind.fields(system) }] }],
    };
  };
}
