import type { FieldRule } from "./fieldRules";
import { refusedByModel, screenInputs, type ModelFailure, type RefusedInput } from "./screenInputs";
import { walksIntoPrototype } from "../../../engine/effects/prototypeKeys";

export interface SubmissionCheck {
  /** The form's values, flat, by input name (`system.agility`). */
  readonly submitted: Readonly<Record<string, unknown>>;
  readonly rules: ReadonlyMap<string, FieldRule>;
  /** The document's own validation of a change; throws when it refuses. */
  readonly validate: (changes: Record<string, unknown>) => void;
  /** The failing fields of a validation error, by input name; undefined for any other error. */
  readonly failuresOf: (error: unknown) => Readonly<Record<string, ModelFailure>> | undefined;
}

export interface ScreenedSubmission {
  /** The change to save: every input that passed, nested as a document update takes it. */
  readonly data: Record<string, unknown>;
  readonly refused: readonly RefusedInput[];
}

/**
 * A sheet submission with its bad inputs taken out, so one wrong value never costs the player
 * the rest of the form. The sheet's own checks (the view's limits) come first; the document
 * model has the last word, and what it refuses is taken out too. An error that is not a
 * validation failure is not the player's input to correct, and is thrown on.
 */
export function screenSubmission(check: SubmissionCheck): ScreenedSubmission {
  const { kept, refused } = screenInputs(check.submitted, check.rules);
  let data = expandPaths(kept);
  try {
    check.validate(data);
    return { data, refused };
  } catch (error) {
    const failures = check.failuresOf(error);
    if (failures === undefined || Object.keys(failures).length === 0) throw error;
    const failing = Object.keys(failures);
    const passing = Object.fromEntries(Object.entries(kept).filter(([name]) => !failing.some((path) => name === path || name.startsWith(`${path}.`))));
    data = expandPaths(passing);
    check.validate(data);
    return { data, refused: [...refused, ...refusedByModel(failures, check.rules)] };
  }
}

/** `{ "system.wounds.max": 12 }` → `{ system: { wounds: { max: 12 } } }`. */
export function expandPaths(flat: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const expanded: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(flat)) {
    // A field named through a prototype is no field of the form: expanded, it would write on every object of the page.
    if (walksIntoPrototype(name)) continue;
    const parts = name.split(".");
    const last = parts.pop();
    if (last === undefined) continue;
    let node = expanded;
    for (const part of parts) {
      const next = node[part];
      if (isRecord(next)) node = next;
      else {
        const created: Record<string, unknown> = {};
        node[part] = created;
        node = created;
      }
    }
    node[last] = value;
  }
  return expanded;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
