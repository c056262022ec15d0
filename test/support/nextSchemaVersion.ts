import { Kind, type TSchema } from "@sinclair/typebox";
import type { DocumentRules, Migration } from "../../src/engine/play/DocumentRules";
import { isSchema } from "../../src/engine/schema/expectation";

/** What one subtype's next version changes: a top-level field renamed, a field inside an object dropped. */
interface Change {
  readonly rename?: { readonly from: string; readonly to: string };
  readonly drop?: { readonly parent: string; readonly field: string };
}

/**
 * A rule set as its next schema version could be: in each subtype a top-level field is renamed
 * (the last that is not an object: `fatigue` becomes `fatigueV2`) and a field inside an object is
 * dropped (the last field of the last object with more than one), in the schemas the data
 * models are built from and in the migrations that bring stored data along. No rule set has
 * migrated yet, so this is what holds the migration's writes to what a real one will drop.
 */
export function nextSchemaVersion(documents: DocumentRules): DocumentRules {
  const version = documents.schemaVersion + 1;
  const schemas: Record<string, TSchema> = {};
  const migrations: Migration[] = [];
  for (const [type, schema] of Object.entries(documents.schemas)) {
    const change = changeOf(schema, version);
    schemas[type] = changedSchema(schema, change);
    if (change.rename === undefined && change.drop === undefined) continue;
    const documentName = type === documents.actorType ? "Actor" : "Item";
    migrations.push({ version, documentName, type, description: describe(change), migrate: (system) => changedData(system, change) });
  }
  return { ...documents, schemaVersion: version, schemas, migrations: [...documents.migrations, ...migrations] };
}

function changeOf(schema: TSchema, version: number): Change {
  const properties = Object.entries(propertiesOf(schema));
  const plain = properties.filter(([, field]) => field[Kind] !== "Object").map(([name]) => name);
  const objects = properties.filter(([, field]) => field[Kind] === "Object" && Object.keys(propertiesOf(field)).length > 1);
  const renamed = plain.at(-1);
  const parent = objects.at(-1);
  const field = parent === undefined ? undefined : Object.keys(propertiesOf(parent[1])).at(-1);
  return {
    ...(renamed === undefined ? {} : { rename: { from: renamed, to: `${renamed}V${version}` } }),
    ...(parent === undefined || field === undefined ? {} : { drop: { parent: parent[0], field } }),
  };
}

function changedSchema(schema: TSchema, change: Change): TSchema {
  const properties: Record<string, TSchema> = {};
  const names = new Map<string, string>();
  for (const [name, field] of Object.entries(propertiesOf(schema))) {
    const renamed = name === change.rename?.from ? change.rename.to : name;
    names.set(name, renamed);
    if (name !== change.drop?.parent) properties[renamed] = field;
    else
      properties[name] = withProperties(
        field,
        Object.fromEntries(Object.entries(propertiesOf(field)).filter(([inner]) => inner !== change.drop?.field)),
        new Map(),
      );
  }
  return withProperties(schema, properties, names);
}

function changedData(system: Readonly<Record<string, unknown>>, change: Change): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(system)) {
    if (name === change.rename?.from) data[change.rename.to] = value;
    else if (name === change.drop?.parent && isRecord(value))
      data[name] = Object.fromEntries(Object.entries(value).filter(([inner]) => inner !== change.drop?.field));
    else data[name] = value;
  }
  return data;
}

function describe(change: Change): string {
  const renamed = change.rename === undefined ? [] : [`${change.rename.from} becomes ${change.rename.to}`];
  const dropped = change.drop === undefined ? [] : [`${change.drop.parent}.${change.drop.field} goes`];
  return [...renamed, ...dropped].join("; ");
}

/**
 * An object schema with other properties, its options (title, default, no additional properties)
 * kept; a field stays required under its new name (`names`: old name to new).
 */
function withProperties(schema: TSchema, properties: Readonly<Record<string, TSchema>>, names: ReadonlyMap<string, string>): TSchema {
  const { required: _required, ...options } = schema;
  const wasRequired: unknown = schema["required"];
  const required = (Array.isArray(wasRequired) ? wasRequired : [])
    .map((name) => (typeof name === "string" ? (names.get(name) ?? name) : ""))
    .filter((name) => name in properties);
  return { ...options, properties, ...(required.length > 0 ? { required } : {}) };
}

function propertiesOf(schema: TSchema): Readonly<Record<string, TSchema>> {
  const properties: unknown = schema["properties"];
  if (!isRecord(properties)) return {};
  return Object.fromEntries(Object.entries(properties).filter((entry): entry is [string, TSchema] => isSchema(entry[1])));
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
