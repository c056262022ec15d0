import type { Static, TObject, TSchema } from "@sinclair/typebox";
import * as Value from "../schema/ValueChecks";
import type { LoadedItem } from "./RuleSetRuntime";

/**
 * Data the scenario loader already checked against this schema, read back with its type. The
 * loader refuses bad input with a message; reaching here with anything else is the runner's
 * mistake, not the user's, so it throws.
 */
export function accepted<S extends TSchema>(schema: S, value: unknown, what: string): Static<S> {
  if (!Value.Check(schema, value)) throw new TypeError(`${what} was not validated before the fight`);
  return value;
}

/** A combatant's items of one type, each with its name, as that type's schema accepted them. */
export function itemsOfType<S extends TObject>(items: readonly LoadedItem[], type: string, schema: S): (Static<S> & { readonly name: string })[] {
  const found: (Static<S> & { readonly name: string })[] = [];
  for (const item of items) {
    const data: unknown = item.data;
    if (item.type === type && Value.Check(schema, data)) found.push({ ...data, name: item.name });
  }
  return found;
}
