/**
 * Foundry cleans a document's data to the current schema while it builds the document, in place,
 * dropping the fields the schema no longer has: the very data a migration needs. So the world's
 * actors and items hand their data over first, when an older schema version wrote it, and the
 * migration reads it from here. Nothing is kept for a document already at the current version.
 */
export interface StoredSource {
  readonly system: Readonly<Record<string, unknown>>;
  /** The schema version stamped on the document, if it has one. */
  readonly version: number | undefined;
}

export class StoredSources {
  readonly #sources = new Map<string, StoredSource>();

  /** Keeps a copy of a world actor's data, and of its items', unless all are at `current`. */
  rememberActor(data: unknown, current: number): void {
    const actorId = this.#remember(data, current, (id) => actorKey(id));
    if (actorId === undefined) return;
    const items: unknown = Reflect.get(Object(data), "items");
    if (!Array.isArray(items)) return;
    for (const item of items) this.#remember(item, current, (id) => actorItemKey(actorId, id));
  }

  /** Keeps a copy of a world item's data unless it is at `current`. */
  rememberItem(data: unknown, current: number): void {
    this.#remember(data, current, (id) => itemKey(id));
  }

  recall(key: string): StoredSource | undefined {
    return this.#sources.get(key);
  }

  /** Drops everything kept, once the migration has read it (or on a client that does not migrate). */
  clear(): void {
    this.#sources.clear();
  }

  get size(): number {
    return this.#sources.size;
  }

  /** Returns the document's id when it is a document with data (remembered or already current). */
  #remember(data: unknown, current: number, keyOf: (id: string) => string): string | undefined {
    if (typeof data !== "object" || data === null) return undefined;
    const id: unknown = Reflect.get(data, "_id");
    const system: unknown = Reflect.get(data, "system");
    if (typeof id !== "string" || typeof system !== "object" || system === null || Array.isArray(system)) return undefined;
    const version = versionStamp(data);
    if (version === undefined || version < current) this.#sources.set(keyOf(id), { system: structuredClone({ ...system }), version });
    return id;
  }
}

/** Where a document records the schema version its data was last written at. */
export const VERSION_FLAG_SCOPE = "turnwright";
export const VERSION_FLAG_KEY = "schemaVersion";

/** The schema version stamped in a document's data (`flags.turnwright.schemaVersion`), if any. */
export function versionStamp(data: unknown): number | undefined {
  const flags: unknown = typeof data === "object" && data !== null ? Reflect.get(data, "flags") : undefined;
  const scope: unknown = typeof flags === "object" && flags !== null ? Reflect.get(flags, VERSION_FLAG_SCOPE) : undefined;
  const version: unknown = typeof scope === "object" && scope !== null ? Reflect.get(scope, VERSION_FLAG_KEY) : undefined;
  return typeof version === "number" && Number.isInteger(version) ? version : undefined;
}

export const actorKey = (id: string): string => `Actor.${id}`;
export const itemKey = (id: string): string => `Item.${id}`;
export const actorItemKey = (actorId: string, itemId: string): string => `Actor.${actorId}.Item.${itemId}`;

/** The world's one register: filled while the world loads, read and emptied by the migration. */
export const STORED_SOURCES = new StoredSources();
