import { RULE_DATA_PREFIX } from "../../templating/helpers";
import type { SheetView } from "../../../engine/play/SheetView";

/**
 * A button's data as the rules gave it in `ButtonView.data`: the `data-tw-*` attributes the
 * `twData` helper wrote, read back without their prefix. The page's own attributes
 * (`data-action`, `data-tooltip`, ...) are never taken for the rules' data.
 */
export function buttonData(dataset: DOMStringMap): Record<string, string> {
  const data: Record<string, string> = {};
  for (const [name, value] of Object.entries(dataset)) {
    const rest = name.startsWith(RULE_DATA_PREFIX) ? name.slice(RULE_DATA_PREFIX.length) : "";
    const first = rest.charAt(0);
    if (value === undefined || first === "" || first !== first.toUpperCase()) continue;
    data[first.toLowerCase() + rest.slice(1)] = value;
  }
  return data;
}

/**
 * The update that flips a toggle the view offers; undefined for a path the view does not show,
 * so a stale or forged button cannot write an arbitrary field.
 */
export function toggleChange(view: SheetView, path: string): Record<string, boolean> | undefined {
  for (const tab of view.tabs) {
    for (const block of tab.blocks) {
      if (block.kind !== "toggles") continue;
      const toggle = block.toggles.find((candidate) => candidate.path === path);
      if (toggle !== undefined) return { [path]: !toggle.active };
    }
  }
  return undefined;
}
