import type { StoredActor, StoredDocument } from "../migration/MigrationWorld";

/** A world as an older version of Turnwright stored it (`test/fixtures/worlds/schema-<n>.json`). */
export interface StoredWorld {
  readonly schemaVersion: number;
  readonly actors: readonly StoredActor[];
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A stored document; its stamp `null` where none was written. */
function storedDocument(value: unknown): StoredDocument | null {
  if (!isRecord(value)) return null;
  const { id, name, type, system, version } = value;
  if (typeof id !== "string" || typeof name !== "string" || typeof type !== "string" || !isRecord(system)) return null;
  return { id, name, type, system, version: typeof version === "number" ? version : undefined };
}

/** The frozen world's file read as the migration reads documents; what does not read as one is left out. */
export function storedWorld(file: unknown): StoredWorld {
  const record = isRecord(file) ? file : {};
  const actors = Array.isArray(record["actors"]) ? record["actors"] : [];
  return {
    schemaVersion: typeof record["schemaVersion"] === "number" ? record["schemaVersion"] : 0,
    actors: actors.flatMap((actor: unknown) => {
      const document = storedDocument(actor);
      if (document === null || !isRecord(actor)) return [];
      const items: unknown = actor["items"];
      return [{ ...document, items: (Array.isArray(items) ? items : []).flatMap((item: unknown) => storedDocument(item) ?? []) }];
    }),
  };
}
