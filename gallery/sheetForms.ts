import type { SheetView } from "../src/engine/play/SheetView";
import type { TSchema } from "@sinclair/typebox";
import { validate } from "../src/engine/schema/validate";
import { plainData } from "../src/foundry/data/plainData";
import { fieldRules } from "../src/foundry/applications/sheets/fieldRules";
import { refusalText } from "../src/foundry/applications/sheets/refusalText";
import { restoreInputs } from "../src/foundry/applications/sheets/restoreInputs";
import type { ModelFailure } from "../src/foundry/applications/sheets/screenInputs";
import { screenSubmission } from "../src/foundry/applications/sheets/screenSubmission";
import type { Translator } from "../src/foundry/templating/Translator";
import { isRecord } from "./packActors";

/** A form's values by input name, read as Foundry's FormDataExtended reads them. */
export function formValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement) || element.name === "" || element.disabled) continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox") values[element.name] = element.checked;
    else if (element instanceof HTMLInputElement && element.type === "number") values[element.name] = element.value === "" ? null : Number(element.value);
    else values[element.name] = element.value;
  }
  return values;
}

/** The model's refusal, standing in for Foundry's DataModelValidationError. */
class SchemaRefusal extends Error {
  constructor(readonly failures: Record<string, ModelFailure>) {
    super("The document refused the change");
  }
}

export interface SheetSubmit {
  readonly form: HTMLFormElement;
  readonly view: SheetView;
  /** The document's schema and its current `system`, which the change is merged into. */
  readonly schema: TSchema;
  readonly system: unknown;
  readonly i18n: Translator;
  readonly warn: (message: string) => void;
}

/**
 * A sheet's change as the Foundry sheet submits it: the same screening and refusals, with the
 * rule set's schema in the role of Foundry's data model. Answers the dot paths to save.
 */
export function submitSheet(submit: SheetSubmit): Record<string, unknown> {
  const { data, refused } = screenSubmission({
    submitted: formValues(submit.form),
    rules: fieldRules(submit.view),
    validate: (changes) => {
      const merged = mergeDeep(structuredClone(submit.system), changes["system"]);
      // Foundry's model takes null for a field left out (an emptied optional stat), as the schema takes absence.
      const checked = validate(submit.schema, plainData(merged), "system");
      if (!checked.ok)
        throw new SchemaRefusal(
          Object.fromEntries(checked.issues.map((issue) => [issue.path, { invalidValue: issue.value, message: `expected ${issue.expected}` }])),
        );
    },
    failuresOf: (error) => (error instanceof SchemaRefusal ? error.failures : undefined),
  });
  for (const input of refused) submit.warn(refusalText(submit.i18n, input));
  restoreInputs(submit.form, refused);
  return flattenPaths(data);
}

function mergeDeep(target: unknown, source: unknown): unknown {
  if (!isRecord(target) || !isRecord(source)) return source === undefined ? target : source;
  for (const [key, value] of Object.entries(source)) target[key] = mergeDeep(target[key], value);
  return target;
}

function flattenPaths(value: Record<string, unknown>, prefix = "", into: Record<string, unknown> = {}): Record<string, unknown> {
  for (const [key, inner] of Object.entries(value)) {
    const path = prefix === "" ? key : `${prefix}.${key}`;
    if (isRecord(inner)) flattenPaths(inner, path, into);
    else into[path] = inner;
  }
  return into;
}
