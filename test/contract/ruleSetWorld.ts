import { readFileSync } from "node:fs";
import type { DocumentRules } from "../../src/engine/play/DocumentRules";
import { foundryCommon, type Data } from "./foundryCommon";

const foundryCode = await foundryCommon();
// Turnwright's Foundry modules come after Foundry's globals (foundryCommon).
const { dataModelFor } = await import("../../src/foundry/data/dataModelFor");

/** The rule set's data models in CONFIG, as `init` puts them there (src/foundry/documents/registerDocuments.ts). */
export function useRuleSet(documents: DocumentRules): void {
  const { Actor, Item } = foundryCode.dataModels;
  for (const models of [Actor, Item]) for (const type of Object.keys(models)) delete models[type];
  Actor[documents.actorType] = dataModelFor(documents, documents.actorType);
  for (const type of documents.itemTypes) Item[type] = dataModelFor(documents, type);
}

interface FixtureDocument {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly system: Data;
  readonly version: number | null;
  readonly items?: readonly FixtureDocument[];
  readonly effects?: readonly Data[];
}

/**
 * A frozen fixture world (test/fixtures/worlds), of schema 1 unless another is named (a version,
 * or a version and what the world holds: `2-counting`), as the sources Foundry builds its records
 * from: its version stamped in the flags, beside `flags` of other packages; an actor's effects
 * as the file holds them.
 */
export function fixtureSources(flags: Data = {}, schemaVersion: number | `${number}-${string}` = 1): { readonly actors: Data[]; readonly items: Data[] } {
  const world: unknown = JSON.parse(readFileSync(new URL(`../fixtures/worlds/schema-${schemaVersion}.json`, import.meta.url), "utf8"));
  const source = (document: FixtureDocument): Data => ({
    _id: document.id,
    name: document.name,
    type: document.type,
    system: document.system,
    flags: { ...flags, ...(document.version === null ? {} : { turnwright: { schemaVersion: document.version } }) },
    ...(document.items === undefined ? {} : { items: document.items.map(source) }),
    ...(document.effects === undefined ? {} : { effects: document.effects }),
  });
  const list = (key: string): FixtureDocument[] => {
    const value: unknown = Reflect.get(Object(world), key);
    return Array.isArray(value) ? value : [];
  };
  return { actors: list("actors").map(source), items: list("items").map(source) };
}
