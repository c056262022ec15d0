import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { foundryFolder } from "./foundryFolder";
import { withDocumentTypes } from "../../scripts/build/documentTypes";
import { REGISTERED } from "../../src/rulesets/registry";

export type Data = Record<string, unknown>;

/** What the contract tests use of a document built from Foundry's common classes (foundry.documents.Base*). */
export interface CommonDocument {
  readonly id: string | null;
  readonly _source: Data;
  readonly system: unknown;
  updateSource(changes: Data, options?: Data): Data;
  getEmbeddedCollection(embeddedName: string): unknown;
  getUserLevel(user: CommonDocument): number;
  testUserPermission(user: CommonDocument, permission: string): boolean;
  canUserModify(user: CommonDocument, action: string, data?: Data): boolean;
}

/** What the contract tests use of one of Foundry's common document classes. */
export interface CommonDocumentClass {
  new (data: Data, context?: { readonly parent?: CommonDocument | null; readonly strict?: boolean }): CommonDocument;
  readonly documentName: string;
  readonly metadata: { readonly coreTypes?: readonly string[]; readonly hasTypeData?: boolean };
  readonly schema: { _addTypes(source: Data, changes: Data): void; getField(path: string): unknown };
  migrateData(source: Data): Data;
}

/** The documents Turnwright gives data models to, an actor's Active Effects, and the user. */
type DocumentClassName = "BaseActor" | "BaseItem" | "BaseActiveEffect" | "BaseChatMessage" | "BaseCombat" | "BaseCombatant" | "BaseUser";
const MODELLED = ["Actor", "Item", "ChatMessage", "Combat", "Combatant"] as const;
export type ModelledDocument = (typeof MODELLED)[number];

export interface FoundryCommon {
  /** The Foundry release the code is from, as `game.release.version` says it ("13.350"). */
  readonly release: string;
  readonly documents: Readonly<Record<DocumentClassName, CommonDocumentClass>>;
  /** `CONFIG.<Document>.dataModels`, as the system's `init` fills them. */
  readonly dataModels: Readonly<Record<ModelledDocument, Record<string, unknown>>>;
  /** Runs `run` as on the server, which registers no data models: each subtype's `system` is plain data. */
  asServer<T>(run: () => T): T;
}

let loaded: Promise<FoundryCommon> | undefined;

/**
 * Foundry's common/ code, loaded from `FOUNDRY_PATH` with the globals it reads, set as few and as
 * plain as they are where it runs. Importing common/server.mjs sets `foundry`, `CONST`, `Color` and
 * `Collection` itself, as on the server. Load it before importing any of Turnwright's Foundry
 * modules: some read `foundry.*` as they load.
 */
export function foundryCommon(): Promise<FoundryCommon> {
  loaded ??= load();
  return loaded;
}

async function load(): Promise<FoundryCommon> {
  const folder = foundryFolder(process.env);
  if (!folder.ok) throw new Error(`Foundry's code is not here: ${folder.reason}`);
  const common: unknown = await import(pathToFileURL(join(folder.path, "common", "server.mjs")).href);
  const namespace: unknown = Reflect.get(Object(common), "documents");
  const documents: Record<DocumentClassName, CommonDocumentClass> = {
    BaseActor: documentClass(namespace, "BaseActor"),
    BaseItem: documentClass(namespace, "BaseItem"),
    BaseActiveEffect: documentClass(namespace, "BaseActiveEffect"),
    BaseChatMessage: documentClass(namespace, "BaseChatMessage"),
    BaseCombat: documentClass(namespace, "BaseCombat"),
    BaseCombatant: documentClass(namespace, "BaseCombatant"),
    BaseUser: documentClass(namespace, "BaseUser"),
  };
  const dataModels: Record<ModelledDocument, Record<string, unknown>> = { Actor: {}, Item: {}, ChatMessage: {}, Combat: {}, Combatant: {} };
  const release = folder.release;
  const manifest: unknown = JSON.parse(readFileSync(new URL("../../system.json", import.meta.url), "utf8"));
  const documentTypes = withDocumentTypes(Reflect.get(Object(manifest), "documentTypes"), REGISTERED);
  Object.assign(globalThis, {
    // common/abstract/data.mjs logs through a global `logger`, which the client sets to the console (client/_module.mjs).
    logger: console,
    CONFIG: {
      // TypeDataField#getModelForType (common/data/fields.mjs) reads CONFIG[documentName].dataModels.
      ...Object.fromEntries(MODELLED.map((name) => [name, { dataModels: dataModels[name] }])),
      // BaseToken.defineSchema (common/documents/token.mjs, an actor's prototype token) reads CONFIG.Token.movement.
      Token: {},
    },
    game: {
      // DocumentStatsField's initial values (common/data/fields.mjs) read game.release and game.system.
      release: { version: release },
      // Document.TYPES and TypeDataField#_cleanType read game.model; TypeDataField.getModelProvider reads game.system.documentTypes.
      model: gameModel(namespace, documentTypes),
      system: { id: Reflect.get(Object(manifest), "id"), version: Reflect.get(Object(manifest), "version"), documentTypes },
    },
  });
  return {
    release,
    documents,
    dataModels,
    asServer(run) {
      const registered = MODELLED.map((name) => [name, { ...dataModels[name] }] as const);
      for (const [name] of registered) for (const type of Object.keys(dataModels[name])) delete dataModels[name][type];
      try {
        return run();
      } finally {
        for (const [name, models] of registered) Object.assign(dataModels[name], models);
      }
    },
  };
}

/**
 * `game.model` as the server prepares it and the client receives it (dist/packages/world.mjs,
 * `World#prepareDataModel`): each document's core types, and for documents with type data the
 * system's declared subtypes, each with an empty template (Turnwright has no template.json).
 */
function gameModel(namespace: unknown, documentTypes: Readonly<Record<string, unknown>>): Record<string, Record<string, object>> {
  const model: Record<string, Record<string, object>> = {};
  const classes: unknown[] = Object.values(Object(namespace));
  for (const value of classes) {
    if (!isDocumentClass(value) || value.metadata.coreTypes === undefined) continue;
    const types: Record<string, object> = (model[value.documentName] = {});
    for (const type of value.metadata.coreTypes) types[type] = {};
    if (value.metadata.hasTypeData !== true) continue;
    const declared: unknown = documentTypes[value.documentName];
    for (const type of Object.keys(Object(declared))) types[type] = {};
  }
  return model;
}

/** An embedded document of `parent` by id (`getEmbeddedCollection(name).get(id)`). */
export function embedded(parent: CommonDocument, embeddedName: string, id: string): CommonDocument {
  const collection: unknown = parent.getEmbeddedCollection(embeddedName);
  const get: unknown = Reflect.get(Object(collection), "get");
  const found: unknown = typeof get === "function" ? Reflect.apply(get, collection, [id]) : undefined;
  if (!isDocument(found)) throw new Error(`no ${embeddedName} ${id}`);
  return found;
}

function documentClass(namespace: unknown, name: DocumentClassName): CommonDocumentClass {
  const value: unknown = Reflect.get(Object(namespace), name);
  if (!isDocumentClass(value)) throw new Error(`Foundry's common/documents has no document class ${name}`);
  return value;
}

function isDocumentClass(value: unknown): value is CommonDocumentClass {
  return typeof value === "function" && typeof Reflect.get(value, "documentName") === "string" && isRecord(Reflect.get(value, "metadata"));
}

export function isDocument(value: unknown): value is CommonDocument {
  return isRecord(value) && isRecord(Reflect.get(value, "_source")) && typeof Reflect.get(value, "updateSource") === "function";
}

export function isRecord(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
