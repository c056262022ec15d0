import type { Static, TSchema } from "@sinclair/typebox";
import { accepted } from "./acceptedData";

/** An item of a compendium pack, as its source file holds it: what an armoury reads of it. */
export interface CompendiumItem {
  readonly name: string;
  readonly system: unknown;
}

/**
 * Named gear a scenario may call up by name alone, read from the rule set's compendium sources
 * (`packs/_source/<id>-weapons/` ...): the packs are the one list, so the table and the CLI offer
 * the same gear with the same figures. Each entry's `system` is the item's fields; one its schema
 * does not accept stops the rule set from loading (the pack tests name the field).
 */
export function armouryOf<S extends TSchema>(schema: S, entries: readonly CompendiumItem[]): Readonly<Record<string, Static<S>>> {
  const armoury: Record<string, Static<S>> = {};
  for (const entry of entries) armoury[entry.name] = accepted(schema, entry.system, `the compendium's ${entry.name}`);
  return armoury;
}
