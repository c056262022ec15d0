import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { FoundryRelease } from "./FoundryFolder";

export type Data = Record<string, unknown>;

export function isData(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** What the stand-in uses of a field of one of common's schemas (common/data/fields.mjs). */
export interface CommonField {
  readonly name: string;
  readonly gmOnly?: boolean;
  readonly model?: CommonDocumentClass;
}

/** What the stand-in uses of a collection of embedded documents (common/abstract/embedded-collection.mjs). */
export interface CommonCollection {
  get(id: string, options?: Data): unknown;
  has(id: string): boolean;
  set(id: string, document: CommonDocument, options?: Data): unknown;
  delete(id: string, options?: Data): unknown;
  values(): IterableIterator<unknown>;
  readonly documentClass: CommonDocumentClass;
}

/** What the stand-in uses of a document built from common's classes (common/abstract/document.mjs). */
export interface CommonDocument {
  readonly id: string | null;
  readonly _source: Data;
  readonly parent: CommonDocument | null;
  readonly documentName: string;
  toObject(source?: boolean): Data;
  updateSource(changes: Data, options?: Data): Data;
  validate(options: Data): boolean;
  canUserModify(user: CommonDocument, action: string, data?: Data): boolean;
  testUserPermission(user: CommonDocument, permission: string | number, options?: Data): boolean;
  getEmbeddedCollection(embeddedName: string): CommonCollection;
  traverseEmbeddedDocuments(): Iterable<[string, CommonDocument]>;
  _preCreate(data: Data, options: Data, user: CommonDocument): Promise<unknown>;
  _preUpdate(changes: Data, options: Data, user: CommonDocument): Promise<unknown>;
  _preDelete(options: Data, user: CommonDocument): Promise<unknown>;
}

/** What the stand-in uses of one of common's document classes. */
export interface CommonDocumentClass {
  new (data: Data, context?: Data): CommonDocument;
  readonly documentName: string;
  readonly metadata: {
    readonly collection: string;
    readonly coreTypes?: readonly string[];
    readonly hasTypeData?: boolean;
    readonly compendiumIndexFields?: readonly string[];
  };
  readonly hierarchy: Readonly<Record<string, CommonField>>;
  readonly schema: { readonly fields: Readonly<Record<string, CommonField>>; has(name: string): boolean };
  fromSource(source: Data, context?: Data): CommonDocument;
  migrateData(source: Data): Data;
}

/** The user a write is checked for: a BaseUser of the world. */
export interface CommonUser extends CommonDocument {
  readonly isGM: boolean;
  readonly role: number;
  readonly name: string;
  hasPermission(permission: string): boolean;
}

export interface ServerCommon {
  readonly release: FoundryRelease & { readonly version: string };
  readonly CONST: Data;
  /** Every primary and embedded document class, by document name (common/documents). */
  readonly classes: ReadonlyMap<string, CommonDocumentClass>;
  /** Which of common's field classes a field is (common/data/fields.mjs). */
  fieldKind(field: unknown): "ownership" | "author" | "collection" | "document" | "other";
  readonly utils: { randomID(length?: number): string; expandObject(value: Data): unknown };
  /** A package's data as common's package model cleans it (common/packages/base-system.mjs, base-module.mjs, base-world.mjs). */
  cleanPackage(kind: "BaseSystem" | "BaseModule" | "BaseWorld", data: Data): Data;
  /** `game.model` as the server prepares it for the world (dist/packages/world.mjs, `World#prepareDataModel`). */
  readonly model: Readonly<Record<string, Record<string, object>>>;
}

export function isCommonDocument(value: unknown): value is CommonDocument {
  return (
    isData(value) &&
    isData(Reflect.get(value, "_source")) &&
    typeof Reflect.get(value, "updateSource") === "function" &&
    typeof Reflect.get(value, "canUserModify") === "function"
  );
}

export function isCommonUser(value: unknown): value is CommonUser {
  return isCommonDocument(value) && typeof Reflect.get(value, "hasPermission") === "function" && typeof Reflect.get(value, "role") === "number";
}

function isDocumentClass(value: unknown): value is CommonDocumentClass {
  return (
    typeof value === "function" &&
    typeof Reflect.get(value, "documentName") === "string" &&
    isData(Reflect.get(value, "metadata")) &&
    typeof Reflect.get(value, "fromSource") === "function"
  );
}

type AnyClass = abstract new (...args: never[]) => unknown;

function classOf(namespace: unknown, name: string): AnyClass {
  const value: unknown = Reflect.get(Object(namespace), name);
  if (!isClass(value)) throw new Error(`Foundry's common code has no ${name}`);
  return value;
}

function isClass(value: unknown): value is AnyClass {
  return typeof value === "function" && typeof Reflect.get(value, "prototype") === "object";
}

/**
 * Foundry's common/ code loaded into the stand-in server's process, with the globals it reads set
 * as v13's server sets them: `game` with the release, the world's `model`, the system (whose
 * document types have no data models on the server: `system` is plain data, merged over the
 * model's empty template: common/data/fields.mjs `TypeDataField#_cleanType`) and the world's
 * permissions; `CONFIG` holds no data models. Importing common/server.mjs sets `foundry`, `CONST`,
 * `Color` and `Collection` itself, as on the server.
 */
export async function loadServerCommon(
  path: string,
  release: FoundryRelease,
  system: { readonly id: string; readonly version: string; readonly documentTypes: Readonly<Record<string, Readonly<Record<string, unknown>>>> },
): Promise<ServerCommon> {
  const module: unknown = await import(pathToFileURL(join(path, "common", "server.mjs")).href);
  const documents: unknown = Reflect.get(Object(module), "documents");
  const CONST: unknown = Reflect.get(Object(module), "CONST");
  const utilsModule: unknown = Reflect.get(Object(module), "utils");
  const fields: unknown = Reflect.get(Object(Reflect.get(Object(module), "data")), "fields");
  const packages: unknown = Reflect.get(Object(module), "packages");
  if (!isData(CONST)) throw new Error("Foundry's common code has no CONST");
  const classes = new Map<string, CommonDocumentClass>();
  for (const value of Object.values(Object(documents))) if (isDocumentClass(value)) classes.set(value.documentName, value);
  const version = `${release.generation}.${release.build}`;
  const model = gameModel(classes, system.documentTypes);
  const permissions = defaultPermissions(CONST);
  Object.assign(globalThis, {
    // common/abstract/data.mjs logs through a global `logger`: warnings about the data it cleans are the server's log, kept quiet here.
    logger: {
      debug: () => undefined,
      info: () => undefined,
      log: () => undefined,
      warn: () => undefined,
      error: (...args: unknown[]) => console.error("stand-in server:", ...args),
    },
    // The server's own global (dist/core/utils.mjs): common's package models validate documentTypes with it.
    getDocumentClass: (name: string) => classes.get(name),
    // BaseToken.defineSchema (common/documents/token.mjs) reads CONFIG.Token; the server registers no data models.
    CONFIG: { Token: {} },
    game: {
      release: { ...release, version },
      model,
      system: { id: system.id, version: system.version, documentTypes: system.documentTypes },
      modules: new Map(),
      // BaseUser#hasPermission (common/documents/user.mjs) reads game.permissions, which the server
      // fills from the core.permissions setting at launch (dist/database/documents/setting.mjs, getPermissions).
      permissions,
    },
  });
  const randomID: unknown = Reflect.get(Object(utilsModule), "randomID");
  const expandObject: unknown = Reflect.get(Object(utilsModule), "expandObject");
  if (typeof randomID !== "function" || typeof expandObject !== "function") throw new Error("Foundry's common/utils lacks randomID or expandObject");
  const kinds = {
    ownership: classOf(fields, "DocumentOwnershipField"),
    author: classOf(fields, "DocumentAuthorField"),
    collection: classOf(fields, "EmbeddedCollectionField"),
    document: classOf(fields, "EmbeddedDocumentField"),
  };
  return {
    release: { ...release, version },
    CONST,
    classes,
    fieldKind: (field) => {
      if (field instanceof kinds.ownership) return "ownership";
      if (field instanceof kinds.author) return "author";
      if (field instanceof kinds.collection) return "collection";
      if (field instanceof kinds.document) return "document";
      return "other";
    },
    utils: {
      randomID: (length) => String(Reflect.apply(randomID, undefined, [length ?? 16])),
      expandObject: (value) => Reflect.apply(expandObject, undefined, [value]),
    },
    cleanPackage: (kind, data) => {
      const built: unknown = Reflect.construct(classOf(packages, kind), [data]);
      const toObject: unknown = Reflect.get(Object(built), "toObject");
      const source: unknown = typeof toObject === "function" ? Reflect.apply(toObject, built, []) : undefined;
      if (!isData(source)) throw new Error(`Foundry's ${kind} did not build from the data given`);
      return source;
    },
    model,
  };
}

/** Each document's core types, and for documents with type data the system's subtypes, each with an empty template (Turnwright has no template.json). */
function gameModel(
  classes: ReadonlyMap<string, CommonDocumentClass>,
  documentTypes: Readonly<Record<string, Readonly<Record<string, unknown>>>>,
): Record<string, Record<string, object>> {
  const model: Record<string, Record<string, object>> = {};
  for (const documentClass of classes.values()) {
    const { coreTypes, hasTypeData } = documentClass.metadata;
    if (coreTypes === undefined) continue;
    const types: Record<string, object> = (model[documentClass.documentName] = {});
    for (const type of coreTypes) types[type] = {};
    if (hasTypeData !== true) continue;
    for (const type of Object.keys(documentTypes[documentClass.documentName] ?? {})) types[type] = {};
  }
  return model;
}

/** The `core.permissions` the server writes at launch when the world has none: each permission for the roles from its default up (dist/database/documents/setting.mjs, `getPermissions`). */
export function defaultPermissions(CONST: Data): Record<string, number[]> {
  const roles = Object.values(Object(CONST["USER_ROLES"])).filter((role): role is number => typeof role === "number");
  const permissions: Record<string, number[]> = {};
  for (const [name, permission] of Object.entries(Object(CONST["USER_PERMISSIONS"]))) {
    const defaultRole: unknown = Reflect.get(Object(permission), "defaultRole");
    if (typeof defaultRole === "number") permissions[name] = roles.filter((role) => role >= defaultRole);
  }
  return permissions;
}
