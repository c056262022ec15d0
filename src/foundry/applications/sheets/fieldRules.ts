import { text, type LocalText } from "../../../engine/text/LocalText";
import type { SheetView } from "../../../engine/play/SheetView";

/** What a sheet input accepts, read from the view that drew it. Keyed by the input's `name`. */
export interface FieldRule {
  readonly name: string;
  readonly label: LocalText;
  /** The maximum of the labelled track rather than its value ("Wounds (maximum)"). */
  readonly maximum?: boolean;
  readonly input: "number" | "text" | "select" | "checkbox";
  readonly min?: number;
  readonly max?: number;
  readonly pattern?: string;
  readonly options?: readonly string[];
  /**
   * On a track's maximum: the input of what is left of the track. A maximum below what will be
   * left after the save is refused, so a track never holds more than its maximum.
   */
  readonly valueFrom?: string;
  /** An emptied input is saved as unset (null) rather than refused: a number, or a text that counts as something else when empty. */
  readonly mayBeUnset?: boolean;
  /** The value the sheet showed, put back into an input whose new value is refused. */
  readonly shown: string | number | boolean;
}

export const NAME_LABEL = text("TURNWRIGHT.Sheet.Name");

/**
 * Every input a view draws, by form name (a view's paths are the document's own dot paths,
 * `system.agility`), plus the document's name, shown as `name` (the header draws it from the
 * document, not from the view), so a refused name is put back to the one the document keeps.
 * The same view that labels a field on screen names it in a refusal, so the player reads the
 * word the sheet shows.
 */
export function fieldRules(view: SheetView, name = ""): Map<string, FieldRule> {
  const rules = new Map<string, FieldRule>();
  const add = (rule: FieldRule): void => void rules.set(rule.name, rule);
  add({ name: "name", label: NAME_LABEL, input: "text", shown: name });
  for (const tab of view.tabs) {
    for (const block of tab.blocks) {
      if (block.kind === "stats") {
        for (const stat of block.stats) {
          if (stat.path !== "")
            add({
              name: stat.path,
              label: stat.label,
              input: "number",
              min: stat.min,
              max: stat.max,
              shown: stat.value ?? "",
              ...(stat.unset === undefined ? {} : { mayBeUnset: true }),
            });
        }
      } else if (block.kind === "tracks") {
        for (const track of block.tracks) {
          add({ name: track.path, label: track.label, input: "number", min: 0, max: track.max, shown: track.value });
          add({ name: track.maxPath, label: track.label, maximum: true, input: "number", min: 0, valueFrom: track.path, shown: track.max });
        }
      } else if (block.kind === "fields") {
        for (const field of block.fields) {
          const name = field.path;
          if (field.input === "number") add({ name, label: field.label, input: "number", ...bounds(field.min, field.max), shown: field.value });
          else if (field.input === "text")
            add({
              name,
              label: field.label,
              input: "text",
              ...(field.pattern === undefined ? {} : { pattern: field.pattern }),
              ...(field.unset === undefined ? {} : { mayBeUnset: true }),
              shown: field.value,
            });
          else if (field.input === "select")
            add({ name, label: field.label, input: "select", options: field.options.map((option) => option.value), shown: field.value });
          else add({ name, label: field.label, input: "checkbox", shown: field.value });
        }
      }
    }
  }
  return rules;
}

function bounds(min: number | undefined, max: number | undefined): { min?: number; max?: number } {
  return { ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) };
}
