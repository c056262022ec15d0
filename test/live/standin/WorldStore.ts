import type { Compendium } from "./Compendiums";
import type { Data } from "./ServerCommon";

/** The world's primary documents the server vends to each client, by the payload's key (dist/packages/world.mjs). */
export const VENDED = {
  users: "User",
  actors: "Actor",
  cards: "Cards",
  messages: "ChatMessage",
  combats: "Combat",
  folders: "Folder",
  items: "Item",
  journal: "JournalEntry",
  macros: "Macro",
  playlists: "Playlist",
  tables: "RollTable",
  scenes: "Scene",
  settings: "Setting",
} as const;

/**
 * The stand-in's database: each primary document's record (its source, embedded documents inline,
 * as JSON) by document name and id, in memory, and the system's compendiums. A test resets it to a
 * world of its own; nothing survives the server.
 */
export class WorldStore {
  readonly #records = new Map<string, Map<string, Data>>();

  constructor(readonly compendiums: readonly Compendium[]) {}

  /** Replace the whole world by these records. */
  reset(records: Readonly<Record<string, readonly Data[]>>): void {
    this.#records.clear();
    for (const [documentName, list] of Object.entries(records)) for (const record of list) this.write(documentName, record);
  }

  records(documentName: string): Data[] {
    return [...(this.#records.get(documentName)?.values() ?? [])].map((record) => structuredClone(record));
  }

  record(documentName: string, id: string): Data | undefined {
    const record = this.#records.get(documentName)?.get(id);
    return record === undefined ? undefined : structuredClone(record);
  }

  has(documentName: string, id: string): boolean {
    return this.#records.get(documentName)?.has(id) ?? false;
  }

  write(documentName: string, record: Data): void {
    const id = record["_id"];
    if (typeof id !== "string") throw new Error(`a ${documentName} record has no _id`);
    let records = this.#records.get(documentName);
    if (records === undefined) this.#records.set(documentName, (records = new Map()));
    // As the database stores it: JSON, so nothing the writer keeps a reference to changes it later.
    records.set(id, JSON.parse(JSON.stringify(record)));
  }

  remove(documentName: string, id: string): void {
    this.#records.get(documentName)?.delete(id);
  }

  compendium(id: string): Compendium | undefined {
    return this.compendiums.find((compendium) => compendium.id === id);
  }

  /** Every stored record, by document name: what a test reads back. */
  dump(): Record<string, Data[]> {
    return Object.fromEntries([...this.#records.keys()].map((documentName) => [documentName, this.records(documentName)]));
  }
}
