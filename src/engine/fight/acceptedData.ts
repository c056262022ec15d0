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

/**
 * The item's fields in its schema's order, each once. Items come as their authors wrote them, the
 * armoury's and a scenario's each in its own order, and V8 gives every order a hidden class of its
 * own: the rules read a weapon's fields on every attack, and past four classes each read goes
 * through its slowest lookup. Written in one order, all items of a type share one class. Rich text
 * (a description, engine/schema/notes.ts) is left out: no rule reads it, and an item with one and
 * an item without would each have a class of their own.
 */
function inSchemaOrder(schema: TObject, data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const ordered: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(schema.properties))
    if (data[key] !== undefined && field["contentMediaType"] !== "text/html") ordered[key] = data[key];
  return ordered;
}

/** A combatant's items of one type, each with its name, as that type's schema accepted them. */
export function itemsOfType<S extends TObject>(items: readonly LoadedItem[], type: string, schema: S): (Static<S> & { readonly name: string })[] {
  const found: (Static<S> & { readonly name: string })[] = [];
  for (const item of items) {
    if (item.type !== type || !Value.Check(schema, item.data)) continue;
    const data = inSchemaOrder(schema, item.data);
    // The name is set on the copy, not spread into another: a spread gave every item a class of its own.
    if (Value.Check(schema, data)) found.push(Object.assign(data, { name: item.name }));
  }
  return found;
}
