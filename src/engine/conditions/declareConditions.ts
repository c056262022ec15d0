import type { TBoolean, TObject } from "@sinclair/typebox";
import * as Type from "../schema/TypeBuilders";
import type { Condition } from "./Condition";

/** A condition's name as its lang key: the shape in which a sheet and the log's words read it. */
export interface ConditionWord {
  readonly key: string;
}

/** A condition as the sheet's toggles draw it: on or off at its path in the actor's `system`. */
export interface ConditionToggle {
  readonly path: string;
  readonly label: ConditionWord;
  readonly active: boolean;
}

/** A condition's field in the rules' view of the actor: off until its status effect is on. */
export function conditionField(title: string): TBoolean {
  return Type.Boolean({ title, default: false });
}

/**
 * A rule set's conditions, declared once: the list of `Condition`s itself (what `DocumentRules`,
 * the runtime, the token HUD's statuses and the stored schema read), each with its id as the
 * rules type it, and what the actor's schema takes of them: `fields`, the booleans the rules read
 * by id, and `object`, the same as the object of the actor's schema they sit in (for `under` a
 * name). The sheet's toggles and the log's words are derived from it too (`conditionToggles`,
 * `conditionWords`), by functions of their own, which the headless fight leaves out.
 */
export type DeclaredConditions<F extends Readonly<Record<string, TBoolean>>> = readonly (Condition & { readonly id: keyof F & string })[] & {
  readonly fields: F;
  readonly object: TObject<F>;
};

/**
 * The conditions of a rule set that are status effects, from one declaration: `under` the name of
 * the object of the actor's `system` the rules read them in ("" for its root), the lang key of
 * each one's name, and its field by id. Each one's icon is `<id>.svg` among the system's condition
 * icons (`assets/conditions/`), so a new condition brings its picture under its own id.
 */
export function declareConditions<F extends Readonly<Record<string, TBoolean>>>(declaration: {
  readonly under: string;
  label(id: string): string;
  readonly fields: F;
}): DeclaredConditions<F> {
  const { under, fields } = declaration;
  const list = Object.keys(fields)
    .filter((id): id is keyof F & string => Object.hasOwn(fields, id))
    .map((id) => ({ id, path: under === "" ? id : `${under}.${id}`, label: declaration.label(id), icon: `${id}.svg` }));
  return Object.assign(list, { fields, object: Type.Object(fields, { title: "Conditions", default: {}, additionalProperties: false }) });
}

/** The sheet's toggles of the conditions, one a condition, each on or off at `system.<path>`. */
export function conditionToggles<I extends string>(conditions: readonly (Condition & { readonly id: I })[], active: (id: I) => boolean): ConditionToggle[] {
  return conditions.map((condition) => ({ path: `system.${condition.path}`, label: { key: condition.label }, active: active(condition.id) }));
}

/** The log's words for the conditions (`EventWords.conditions`): each one's name. */
export function conditionWords(conditions: readonly Condition[]): Readonly<Record<string, ConditionWord>> {
  return Object.fromEntries(conditions.map((condition) => [condition.id, { key: condition.label }]));
}
