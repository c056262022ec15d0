import { translate, type Translator } from "../../templating/Translator";
import type { RefusedInput } from "./screenInputs";

const REASON_KEYS = {
  "not-a-number": "TURNWRIGHT.Sheet.Refusal.NotANumber",
  "below-minimum": "TURNWRIGHT.Sheet.Refusal.BelowMinimum",
  "above-maximum": "TURNWRIGHT.Sheet.Refusal.AboveMaximum",
  "below-value": "TURNWRIGHT.Sheet.Refusal.BelowValue",
  pattern: "TURNWRIGHT.Sheet.Refusal.Pattern",
  choice: "TURNWRIGHT.Sheet.Refusal.Choice",
  model: "TURNWRIGHT.Sheet.Refusal.Model",
} as const satisfies Record<RefusedInput["reason"], string>;

/** The field as the sheet labels it: "Agility", or "Wounds (maximum)" for a track's maximum. */
export function fieldWords(i18n: Translator, refused: RefusedInput): string {
  const label = translate(i18n, refused.rule.label);
  return refused.rule.maximum === true ? i18n.format("TURNWRIGHT.Sheet.Maximum", { name: label }) : label;
}

/** One sentence for the notification: the field by its label, what was typed, why it was not kept. */
export function refusalText(i18n: Translator, refused: RefusedInput): string {
  const typed =
    refused.value === null || refused.value === undefined || (typeof refused.value === "number" && Number.isNaN(refused.value)) ? "" : String(refused.value);
  return i18n.format(REASON_KEYS[refused.reason], {
    field: fieldWords(i18n, refused),
    value: typed,
    min: String(refused.rule.min ?? ""),
    max: String(refused.rule.max ?? ""),
    shown: String(refused.rule.shown),
    reason: refused.detail ?? "",
  });
}
