import { readdirSync, readFileSync } from "node:fs";

type Data = Record<string, unknown>;

const FOLDER = new URL("../fixtures/worlds/", import.meta.url);

interface FixtureDocument {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  readonly system: Data;
  readonly version: number | null;
  readonly items?: readonly FixtureDocument[];
  readonly effects?: readonly Data[];
}

/** A frozen world's file by its name's tail: `1`, `2-counting` (`test/fixtures/worlds/schema-<tail>.json`). */
export type FixtureName = number | `${number}-${string}`;

/** The fixture worlds' names, as `fixtureSources` takes them, read from the folder. */
export function fixtureNames(): FixtureName[] {
  return readdirSync(FOLDER).flatMap((file): FixtureName[] => {
    const match = /^schema-(\d+)(-[a-z]+)?\.json$/.exec(file);
    if (match === null) return [];
    const version = Number(match[1]);
    return [match[2] === undefined ? version : `${version}-${match[2].slice(1)}`];
  });
}

function read(name: FixtureName): unknown {
  return JSON.parse(readFileSync(new URL(`schema-${name}.json`, FOLDER), "utf8"));
}

/** The schema version a frozen world stored for a rule set: one for all in the worlds saved before the rule sets' versions differed. */
export function fixtureVersion(name: FixtureName, ruleSet: string): number {
  const versions: unknown = Reflect.get(Object(read(name)), "schemaVersion");
  const version: unknown = typeof versions === "number" ? versions : Reflect.get(Object(versions), ruleSet);
  if (typeof version !== "number") throw new Error(`schema-${name}.json stores no version for ${ruleSet}`);
  return version;
}

/**
 * A frozen fixture world (test/fixtures/worlds), of schema 1 unless another is named (a version,
 * or a version and what the world holds: `2-counting`), as the sources Foundry builds its records
 * from: its version stamped in the flags, beside `flags` of other packages; an actor's effects
 * as the file holds them.
 */
export function fixtureSources(flags: Data = {}, name: FixtureName = 1): { readonly actors: Data[]; readonly items: Data[] } {
  const world = read(name);
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
