import type { SheetView } from "../../../engine/play/SheetView";
import type { Translator } from "../../templating/Translator";
import { fieldRules } from "./fieldRules";
import { refusalText } from "./refusalText";
import { restoreInputs } from "./restoreInputs";
import type { ModelFailure } from "./screenInputs";
import { screenSubmission } from "./screenSubmission";

/** The document-side services one submission needs; a sheet hands in its own. */
export interface SubmissionHost {
  readonly view: SheetView;
  /** The document's name as it keeps it: what a refused name is put back to. */
  readonly name: string;
  readonly form: HTMLFormElement;
  /** The form's values, flat, by input name. */
  readonly submitted: Readonly<Record<string, unknown>>;
  readonly validate: (changes: Record<string, unknown>) => void;
  readonly i18n: Translator;
  readonly warn: (message: string) => void;
}

/**
 * A sheet submission with every bad input refused by name and the rest kept: one notification
 * per refused field naming it by its label, the refused inputs put back to what was saved.
 */
export function submitScreened(host: SubmissionHost): Record<string, unknown> {
  const { data, refused } = screenSubmission({
    submitted: host.submitted,
    rules: fieldRules(host.view, host.name),
    validate: host.validate,
    failuresOf: validationFailures,
  });
  for (const input of refused) host.warn(refusalText(host.i18n, input));
  restoreInputs(host.form, refused);
  return data;
}

/** Foundry's DataModelValidationError, read through its public `getAllFailures`. */
function validationFailures(error: unknown): Record<string, ModelFailure> | undefined {
  if (!(error instanceof foundry.data.validation.DataModelValidationError)) return undefined;
  const failures: Record<string, ModelFailure> = {};
  for (const [path, failure] of Object.entries(error.getAllFailures() ?? {})) {
    failures[path] = { invalidValue: failure.invalidValue, message: failure.message ?? "" };
  }
  return failures;
}
