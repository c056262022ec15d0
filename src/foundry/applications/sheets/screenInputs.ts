import type { FieldRule } from "./fieldRules";

export type RefusalReason = "not-a-number" | "below-minimum" | "above-maximum" | "below-value" | "pattern" | "choice" | "model";

/** An input the sheet would not save, with what was typed and why. */
export interface RefusedInput {
  readonly rule: FieldRule;
  readonly value: unknown;
  readonly reason: RefusalReason;
  /** The document model's own words, for `model` refusals. */
  readonly detail?: string;
}

/** One failing field of a document's validation, as Foundry's DataModelValidationFailure has it. */
export interface ModelFailure {
  readonly invalidValue: unknown;
  readonly message: string;
}

/**
 * Checks the submitted inputs (flat, by form name) against what the sheet drew them for. A bad
 * input is left out of `kept`, so the rest of the form can still be saved; so is an input left as
 * the sheet showed it, which is no change to save (see `asShown`).
 */
export function screenInputs(
  submitted: Readonly<Record<string, unknown>>,
  rules: ReadonlyMap<string, FieldRule>,
): { kept: Record<string, unknown>; refused: RefusedInput[] } {
  const kept: Record<string, unknown> = {};
  const refused: RefusedInput[] = [];
  for (const [name, value] of Object.entries(submitted)) {
    const rule = rules.get(name);
    if (rule !== undefined && asShown(rule, value)) continue;
    const reason = rule === undefined ? undefined : refusalOf(rule, value);
    if (rule !== undefined && reason !== undefined) refused.push({ rule, value, reason });
    // An emptied text the rules let stand unset is saved as unset, not as an empty string its pattern refuses.
    else kept[name] = rule?.input === "text" && rule.mayBeUnset === true && value === "" ? null : value;
  }
  for (const [name, value] of Object.entries(kept)) {
    const rule = rules.get(name);
    const left = rule?.valueFrom === undefined ? undefined : leftAfterSave(rule.valueFrom, kept, rules);
    if (rule === undefined || left === undefined || typeof value !== "number" || value >= left) continue;
    // Shown as the least this maximum may be now: what will be left of the track.
    refused.push({ rule: { ...rule, min: left }, value, reason: "below-value" });
    delete kept[name];
  }
  return { kept, refused };
}

/**
 * Whether the form hands back an input as the sheet showed it. Core submits every input of the
 * form on each change, and some show a value the document does not store (a full track's value
 * where it keeps only the maximum, an unset stat's empty box where it keeps nothing): written
 * back, they would store what nobody typed, and a refused edit elsewhere on the form would write.
 */
function asShown(rule: FieldRule, value: unknown): boolean {
  if (rule.shown === "" && (rule.input === "number" || rule.mayBeUnset === true)) return value === null || value === "";
  return value === rule.shown;
}

/** What is left of a track once the save is made: the value typed, if it is kept, or the one shown. */
function leftAfterSave(valueName: string, kept: Readonly<Record<string, unknown>>, rules: ReadonlyMap<string, FieldRule>): number | undefined {
  const typed = Object.hasOwn(kept, valueName) ? kept[valueName] : rules.get(valueName)?.shown;
  return typeof typed === "number" && Number.isFinite(typed) ? typed : undefined;
}

function refusalOf(rule: FieldRule, value: unknown): RefusalReason | undefined {
  if (rule.input === "number") {
    if (rule.mayBeUnset === true && value === null) return undefined;
    // An emptied or unreadable number input arrives as null or NaN: never a silent zero or default.
    if (typeof value !== "number" || !Number.isInteger(value)) return "not-a-number";
    if (rule.min !== undefined && value < rule.min) return "below-minimum";
    if (rule.max !== undefined && value > rule.max) return "above-maximum";
    return undefined;
  }
  if (rule.input === "text" && rule.pattern !== undefined) {
    if (rule.mayBeUnset === true && value === "") return undefined;
    const pattern = compile(rule.pattern);
    if (pattern !== undefined && (typeof value !== "string" || !pattern.test(value))) return "pattern";
    return undefined;
  }
  if (rule.input === "select" && rule.options !== undefined && !rule.options.some((option) => option === value)) return "choice";
  return undefined;
}

function compile(pattern: string): RegExp | undefined {
  try {
    return new RegExp(pattern);
  } catch {
    // A pattern this browser cannot read is the model's to enforce, not the sheet's.
    return undefined;
  }
}

/** The model's failures as refusals, labelled by the sheet's own words where the sheet drew the field. */
export function refusedByModel(failures: Readonly<Record<string, ModelFailure>>, rules: ReadonlyMap<string, FieldRule>): RefusedInput[] {
  return Object.entries(failures).map(([name, failure]) => ({
    rule: rules.get(name) ?? { name, label: { key: "TURNWRIGHT.Sheet.UnlabelledField", data: { path: name } }, input: "text", shown: "" },
    value: failure.invalidValue,
    reason: "model",
    detail: failure.message,
  }));
}
