import {
  isCommonDocument,
  isData,
  type CommonCollection,
  type CommonDocument,
  type CommonDocumentClass,
  type CommonUser,
  type Data,
  type ServerCommon,
} from "./ServerCommon";
import type { WorldStore } from "./WorldStore";
import { indexEntry } from "./Compendiums";

/** A `modifyDocument` request as the client sends it (client/data/client-backend.mjs, `#buildRequest`). */
export interface DocumentRequest {
  readonly type: string;
  readonly action: string;
  readonly operation: Data;
}

/** A change the server announces to every client besides the request's own answer (`DatabaseBackend#emit`). */
export interface Announcement {
  readonly type: string;
  readonly action: "create" | "update" | "delete";
  readonly result: unknown[];
  readonly operation: Data;
}

export interface DocumentAnswer {
  readonly result: unknown[];
  /** The operation as it goes back to the clients: the request's own, less what the server takes out. */
  readonly operation: Data;
  readonly announcements: readonly Announcement[];
}

/** The keys the server takes out of an operation before answering (dist/database/backend/server-backend.mjs, `ServerDatabaseBackend.#e`). */
const SERVER_KEYS = ["data", "updates", "ids", "parent", "restoreDelta", "deleteAll", "_result"] as const;

/**
 * v13's server's `modifyDocument`, standing in for dist/database/backend/server-backend.mjs
 * (`ServerDatabaseBackend`: `_getDocuments`, `_createDocuments`, `_updateDocuments`,
 * `_deleteDocuments`) and the server's document mixin (server-document.mjs: `preprocessData`,
 * `_preCreate`, `_preUpdate`), step for step over common's own document classes: every write is
 * sanitised for the user, built or updated by common's cleaning and validation, and checked with
 * `canUserModify` for the requesting user before it is stored, so a write the real server refuses
 * is refused here with the same words. Not modelled: HTML and file-path sanitising (the server
 * cleans HTML with sanitize-html and extracts base64 assets), compendium writes (every system
 * pack is locked), and the scene and fog socket extras.
 */
export class DocumentWrites {
  constructor(
    private readonly common: ServerCommon,
    private readonly store: WorldStore,
  ) {}

  async modify(request: DocumentRequest, user: CommonUser): Promise<DocumentAnswer> {
    const { action, type } = request;
    const operation: Data = { ...request.operation };
    if (!this.common.classes.has(type)) throw new Error(`Invalid Document "${type}" provided to "modifyDocument" operation`);
    const pack = operation["pack"];
    if (typeof pack === "string" && pack !== "") {
      if (this.store.compendium(pack) === undefined) throw new Error(`Compendium pack "${pack}" is not a valid Compendium identifier`);
      // common/abstract/backend.mjs #assertCompendiumUnlocked: a system's pack is locked unless configured otherwise.
      if (action !== "get") throw new Error(`You may not ${action} documents in the locked compendium "${pack}".`);
    }
    operation["modifiedTime"] = Date.now();
    switch (action) {
      case "get":
        return { result: this.#get(type, operation), operation, announcements: [] };
      case "create":
        return this.#create(type, operation, user);
      case "update":
        return this.#update(type, operation, user);
      case "delete":
        return this.#delete(type, operation, user);
      default:
        throw new Error(`Invalid action "${action}" provided to "modifyDocument" operation`);
    }
  }

  // --- get ---------------------------------------------------------------------------------

  #get(type: string, operation: Data): unknown[] {
    const query = isData(operation["query"]) ? operation["query"] : {};
    const pack = typeof operation["pack"] === "string" && operation["pack"] !== "" ? this.store.compendium(operation["pack"]) : undefined;
    if (typeof operation["parentUuid"] === "string") {
      const { document } = this.#resolve(operation["parentUuid"]);
      const collection = document.getEmbeddedCollection(type);
      return [...iterate(collection)].map((child) => child.toObject()).filter((record) => matches(record, query));
    }
    const records = pack === undefined ? this.store.records(type) : type === "Folder" ? [...pack.folders] : [...pack.documents.values()];
    const found = records.filter((record) => matches(record, query));
    if (operation["index"] !== true) return found;
    const documentClass = this.#class(type);
    const fields = Array.isArray(operation["indexFields"]) ? operation["indexFields"].map(String) : [...(documentClass.metadata.compendiumIndexFields ?? [])];
    return found.map((record) => indexEntry(record, ["_id", ...fields]));
  }

  // --- create ------------------------------------------------------------------------------

  async #create(type: string, operation: Data, user: CommonUser): Promise<DocumentAnswer> {
    const data = operation["data"];
    if (!Array.isArray(data)) throw new Error("The data provided to the DatabaseBackend#create operation must be an array of data objects");
    const parent = typeof operation["parentUuid"] === "string" ? this.#resolve(operation["parentUuid"]) : undefined;
    const collection = parent?.document.getEmbeddedCollection(type);
    const documentClass = collection?.documentClass ?? this.#class(type);
    const options = optionsOf(operation);
    const created: CommonDocument[] = [];
    for (const entry of data) {
      if (!isData(entry)) throw new Error(`${type} creation data must be an object`);
      const source = structuredClone(entry);
      if (!(options["keepId"] === true && typeof source["_id"] === "string")) source["_id"] = this.common.utils.randomID();
      const id = String(source["_id"]);
      if (collection?.has(id) === true || (collection === undefined && this.store.has(type, id)))
        throw new Error(`The _id [${id}] already exists within the ${parent === undefined ? "world" : "parent"} collection`);
      this.#preprocess(documentClass, source, { user, creation: true });
      const document = documentClass.fromSource(source, parent === undefined ? {} : { parent: parent.document });
      if (!document.canUserModify(user, "create", source)) throw new Error(lacks(user, "create", document, parent?.document));
      if ((await this.#preCreate(document, source, options, user)) === false) continue;
      document.validate({ fields: true, joint: true, strict: true });
      if (collection !== undefined) collection.set(id, document);
      created.push(document);
    }
    if (parent !== undefined) this.store.write(parent.rootName, parent.root.toObject());
    else for (const document of created) this.store.write(type, document.toObject());
    const result = created.map((document) => document.toObject());
    const announcements = [...this.#activeCombat(type, "create", result, user), ...this.#combatTurn(type, operation, parent)];
    return { result, operation: answered(operation), announcements };
  }

  // --- update ------------------------------------------------------------------------------

  async #update(type: string, operation: Data, user: CommonUser): Promise<DocumentAnswer> {
    const updates = operation["updates"];
    if (!Array.isArray(updates)) throw new Error("The updates provided to the DatabaseBackend#update operation must be an array of data objects");
    const parent = typeof operation["parentUuid"] === "string" ? this.#resolve(operation["parentUuid"]) : undefined;
    const collection = parent?.document.getEmbeddedCollection(type);
    const documentClass = collection?.documentClass ?? this.#class(type);
    const options = optionsOf(operation);
    const changesOf = new Map<string, Data>();
    const documents: CommonDocument[] = [];
    for (const update of updates) {
      if (!isData(update) || typeof update["_id"] !== "string") throw new Error(`You cannot update a ${type} without providing an _id`);
      const id = update["_id"];
      const found = collection === undefined ? this.#primary(type, id) : collection.get(id, { invalid: true });
      if (!isCommonDocument(found)) throw new Error(`${type} "${id}" does not exist!`);
      if (type === "Token") this.#loadRelatedDocuments(found);
      const changes = structuredClone(update);
      this.#preprocess(documentClass, changes, { user, creation: false, document: found });
      changesOf.set(id, changes);
      documents.push(found);
    }
    if (type === "Combat") this.#oneActiveCombat(changesOf, documents);
    const result: Data[] = [];
    for (const document of documents) {
      const id = String(document.id);
      const changes = changesOf.get(id) ?? {};
      if (!document.canUserModify(user, "update", changes)) throw new Error(lacks(user, "update", document, parent?.document));
      if ((await document._preUpdate(changes, options, user)) === false) continue;
      this.#tagStats(document, user, changes, options);
      delete changes["_id"];
      const diff = document.updateSource(changes, options);
      diff["_id"] = id;
      if (collection !== undefined) collection.set(id, document);
      else this.store.write(type, document.toObject());
      result.push(diff);
    }
    if (parent !== undefined) this.store.write(parent.rootName, parent.root.toObject());
    const announcements = [...this.#combatTurn(type, operation, parent), ...this.#worldTime(type, operation, user)];
    return { result, operation: answered(operation), announcements };
  }

  // --- delete ------------------------------------------------------------------------------

  async #delete(type: string, operation: Data, user: CommonUser): Promise<DocumentAnswer> {
    const parent = typeof operation["parentUuid"] === "string" ? this.#resolve(operation["parentUuid"]) : undefined;
    const collection = parent?.document.getEmbeddedCollection(type);
    const options = optionsOf(operation);
    const ids =
      operation["deleteAll"] === true
        ? collection === undefined
          ? this.store.records(type).map((record) => String(record["_id"]))
          : [...iterate(collection)].map((child) => String(child.id))
        : operation["ids"];
    if (!Array.isArray(ids)) throw new Error("The document ids provided to the DatabaseBackend#delete operation must be an array of strings");
    const deleted: string[] = [];
    for (const id of ids) {
      const found = collection === undefined ? this.#primary(type, String(id)) : collection.get(String(id), { invalid: true });
      if (!isCommonDocument(found)) throw new Error(`${type} "${String(id)}" does not exist!`);
      if (type === "Token") this.#loadRelatedDocuments(found);
      if (!found.canUserModify(user, "delete")) throw new Error(lacks(user, "delete", found, parent?.document));
      if ((await found._preDelete(options, user)) === false) continue;
      if (collection !== undefined) collection.delete(String(id));
      else this.store.remove(type, String(id));
      deleted.push(String(id));
    }
    if (parent !== undefined) this.store.write(parent.rootName, parent.root.toObject());
    return { result: deleted, operation: answered(operation), announcements: this.#combatTurn(type, operation, parent) };
  }

  // --- the server's document steps ---------------------------------------------------------

  /**
   * `preprocessData`: `sanitizeUserInput` then `_deleteStats` (server-document.mjs). The fields
   * whose sanitising the server defines (dist/database/sanitization.mjs, fields-extensions.mjs):
   * a non-GM's author is set to herself on creation and refused on update; a non-GM may set no
   * one's ownership but her own (and `default` on creation); another GM-only field is refused;
   * embedded documents are sanitised the same way.
   */
  #preprocess(
    documentClass: CommonDocumentClass,
    input: Data,
    context: { readonly user: CommonUser; readonly creation: boolean; readonly document?: CommonDocument | undefined },
  ): void {
    const { user } = context;
    for (const [key, value] of Object.entries(input)) {
      const name = key.replace(/^==/, "");
      const field = documentClass.schema.fields[name];
      if (field === undefined) continue;
      const kind = this.common.fieldKind(field);
      const path = name;
      if (kind === "author") {
        if (user.isGM) continue;
        if (context.creation) input[key] = user.id;
        else throw new Error(`The "${path}" field may only be modified by a GM or Assistant GM user.`);
      } else if (kind === "ownership") {
        if (user.isGM || !isData(value)) continue;
        const current = context.document === undefined ? {} : Object(Reflect.get(context.document._source, "ownership"));
        let refused = false;
        for (const [who, level] of Object.entries(value)) {
          if (level === Reflect.get(current, who)) continue;
          if (who === "default") refused ||= !context.creation;
          else if (who !== user.id) {
            if (context.creation) delete value[who];
            else refused = true;
          }
        }
        if (refused) throw new Error(`The "${path}" field may only be modified by a GM or Assistant GM user.`);
      } else if (field.gmOnly === true && !user.isGM) {
        throw new Error(`The "${path}" field may only be modified by a GM or Assistant GM user.`);
      } else if (kind === "collection" && Array.isArray(value) && field.model !== undefined) {
        const existing = context.document === undefined ? undefined : context.document.getEmbeddedCollection(field.model.documentName);
        for (const child of value) {
          if (!isData(child)) continue;
          const document = existing?.get(String(child["_id"]));
          this.#preprocess(field.model, child, {
            user,
            creation: context.creation || !isCommonDocument(document),
            document: isCommonDocument(document) ? document : undefined,
          });
        }
      } else if (kind === "document" && isData(value) && field.model !== undefined) {
        this.#preprocess(field.model, value, { user, creation: context.creation });
      }
    }
    const stats = input["_stats"];
    if (isData(stats))
      for (const managed of ["coreVersion", "systemId", "systemVersion", "createdTime", "modifiedTime", "lastModifiedBy"]) delete stats[managed];
  }

  /** The server mixin's `_preCreate`: common's own, then ids for embedded documents, the creator made owner, and the stats tagged. */
  async #preCreate(document: CommonDocument, data: Data, options: Data, user: CommonUser): Promise<boolean> {
    if ((await document._preCreate(data, options, user)) === false) return false;
    for (const [, embedded] of document.traverseEmbeddedDocuments()) {
      if (embedded._source["_id"] === null || embedded._source["_id"] === undefined || options["keepEmbeddedIds"] === false)
        embedded.updateSource({ _id: this.common.utils.randomID() });
    }
    const ownership = document._source["ownership"];
    if (isData(ownership) && typeof user.id === "string" && !(user.id in ownership))
      document.updateSource({ [`ownership.${user.id}`]: Number(Reflect.get(Object(this.common.CONST["DOCUMENT_OWNERSHIP_LEVELS"]), "OWNER")) });
    this.#tagStats(document, user, undefined, options);
    return true;
  }

  /** dist/core/utils.mjs `tagModelStats`: who changed a document, and when, under which core and system. */
  #tagStats(document: CommonDocument, user: CommonUser, changes: Data | undefined, options: Data): void {
    const current = document._source["_stats"];
    if (!isData(current)) return;
    const stats: Data = { modifiedTime: typeof options["modifiedTime"] === "number" ? options["modifiedTime"] : Date.now(), lastModifiedBy: user.id };
    if (current["createdTime"] === null && changes === undefined) stats["createdTime"] = stats["modifiedTime"];
    if (current["coreVersion"] !== this.common.release.version) stats["coreVersion"] = this.common.release.version;
    const game: unknown = Reflect.get(globalThis, "game");
    const system: unknown = Reflect.get(Object(game), "system");
    const systemChanged =
      changes === undefined ||
      "system" in changes ||
      "type" in changes ||
      (isData(changes["flags"]) && Object.keys(changes["flags"]).some((scope) => scope.replace(/^-=/, "") === Reflect.get(Object(system), "id")));
    if (systemChanged) {
      stats["systemId"] = Reflect.get(Object(system), "id");
      stats["systemVersion"] = Reflect.get(Object(system), "version");
    }
    if (changes === undefined) document.updateSource({ _stats: stats });
    else changes["_stats"] = { ...(isData(changes["_stats"]) ? changes["_stats"] : {}), ...stats };
  }

  /** dist/database/documents/combat.mjs: one active combat; a combat made active makes the others inactive, announced. */
  #activeCombat(type: string, action: "create", created: readonly Data[], user: CommonUser): Announcement[] {
    if (type !== "Combat" || action !== "create") return [];
    const active = created.find((record) => record["active"] === true);
    if (active === undefined) return [];
    const others = this.store.records("Combat").filter((record) => record["_id"] !== active["_id"] && record["active"] === true);
    for (const record of others) this.store.write("Combat", { ...record, active: false });
    return others.length === 0
      ? []
      : [{ type: "Combat", action: "update", result: others.map((record) => ({ _id: record["_id"], active: false })), operation: { userId: user.id } }];
  }

  /** `Combat._preUpdateOperation` (server): of the combats an update makes active, the first stays; every other active one is made inactive in the same operation. */
  #oneActiveCombat(changesOf: Map<string, Data>, documents: CommonDocument[]): void {
    let activated = false;
    for (const changes of changesOf.values()) {
      if (changes["active"] !== true) continue;
      if (activated) changes["active"] = false;
      activated = true;
    }
    if (!activated) return;
    for (const record of this.store.records("Combat")) {
      const id = String(record["_id"]);
      if (record["active"] !== true || changesOf.has(id)) continue;
      changesOf.set(id, { _id: id, active: false });
      documents.push(this.#primary("Combat", id));
    }
  }

  /** dist/database/documents/combatant.mjs `#t`: a combatant operation carrying `combatTurn` sets the combat's turn, stored without an announcement (each client sets it too). */
  #combatTurn(type: string, operation: Data, parent: Resolved | undefined): Announcement[] {
    if (type !== "Combatant" || !("combatTurn" in operation) || parent === undefined || parent.rootName !== "Combat") return [];
    const record = this.store.record("Combat", String(parent.root.id));
    if (record === undefined || record["turn"] === operation["combatTurn"]) return [];
    this.store.write("Combat", { ...record, turn: operation["combatTurn"] });
    return [];
  }

  /** `Combat._onUpdateOperation` and `Token#_onUpdate` (server): `worldTime.delta` (or the older `advanceTime`) moves world time, announced as an update of `core.time` (setting.mjs `advanceTime`). */
  #worldTime(type: string, operation: Data, user: CommonUser): Announcement[] {
    if (type !== "Combat" && type !== "Token") return [];
    const worldTime = isData(operation["worldTime"])
      ? operation["worldTime"]
      : typeof operation["advanceTime"] === "number"
        ? { delta: operation["advanceTime"] }
        : undefined;
    const delta = worldTime?.["delta"];
    if (typeof delta !== "number" || !Number.isFinite(delta)) return [];
    const { delta: _delta, ...rest } = worldTime ?? {};
    const setting = this.store.records("Setting").find((record) => record["key"] === "core.time");
    if (setting === undefined) return [];
    const value = JSON.stringify(Number(JSON.parse(String(setting["value"]))) + delta);
    this.store.write("Setting", { ...setting, value });
    return [{ type: "Setting", action: "update", result: [{ _id: setting["_id"], value }], operation: { ...rest, userId: user.id } }];
  }

  // --- helpers -----------------------------------------------------------------------------

  #class(type: string): CommonDocumentClass {
    const documentClass = this.common.classes.get(type);
    if (documentClass === undefined) throw new Error(`Invalid Document "${type}" provided to "modifyDocument" operation`);
    return documentClass;
  }

  /**
   * The server's Token loads its actor before anything is checked of it (dist/database/documents/token.mjs
   * `loadRelatedDocuments`: the world actor for a linked token, else the token's delta applied to
   * it by common's `ActorDelta.applyDelta`), so that common's `BaseToken.#canUpdate` lets a
   * player move the token of an actor she owns. A token of no actor, or of one gone, has none.
   */
  #loadRelatedDocuments(token: CommonDocument): void {
    const actorId = token._source["actorId"];
    if (typeof actorId !== "string" || !this.store.has("Actor", actorId)) return;
    const base = this.#primary("Actor", actorId);
    let actor: unknown = base;
    if (token._source["actorLink"] !== true) {
      const applyDelta: unknown = Reflect.get(this.#class("ActorDelta"), "applyDelta");
      if (typeof applyDelta !== "function") throw new Error("common's ActorDelta has no applyDelta");
      actor = Reflect.apply(applyDelta, this.#class("ActorDelta"), [Reflect.get(token, "delta"), base, { strict: false }]);
    }
    Reflect.set(token, "baseActor", base);
    Reflect.set(token, "actor", actor);
  }

  #primary(type: string, id: string): CommonDocument {
    const record = this.store.record(type, id);
    if (record === undefined) throw new Error(`${type} "${id}" does not exist!`);
    return this.#class(type).fromSource(record);
  }

  /** A world document by uuid (`Scene.<id>.Token.<id>.ActorDelta.<id>`), built from its primary document's record, as the server's `fromUuid` walks it (dist/core/utils.mjs). */
  #resolve(uuid: string): Resolved {
    const parts = uuid.split(".");
    if (parts[0] === "Compendium") throw new Error(`You may not modify documents in the locked compendium of "${uuid}".`);
    if (parts.length < 2 || parts.length % 2 !== 0) throw new Error(`Invalid parent uuid "${uuid}"`);
    const [rootName = "", rootId = ""] = parts;
    const root = this.#primary(rootName, rootId);
    let document = root;
    for (let index = 2; index < parts.length; index += 2) {
      const found = document.getEmbeddedCollection(parts[index] ?? "").get(parts[index + 1] ?? "", { strict: true, invalid: true });
      if (!isCommonDocument(found)) throw new Error(`Invalid parent uuid "${uuid}"`);
      document = found;
    }
    return { rootName, root, document };
  }
}

interface Resolved {
  readonly rootName: string;
  readonly root: CommonDocument;
  readonly document: CommonDocument;
}

function* iterate(collection: CommonCollection): Iterable<CommonDocument> {
  for (const value of collection.values()) if (isCommonDocument(value)) yield value;
}

/** The options an operation carries besides its documents, as the server hands them to each document's steps. */
function optionsOf(operation: Data): Data {
  const options: Data = { ...operation };
  for (const key of [...SERVER_KEYS, "parentUuid", "pack"]) delete options[key];
  return options;
}

/** The operation as the server answers it: what it was sent, less the documents, which travel as the result. */
function answered(operation: Data): Data {
  const answer: Data = { ...operation };
  for (const key of SERVER_KEYS) delete answer[key];
  return answer;
}

function lacks(user: CommonUser, action: string, document: CommonDocument, parent: CommonDocument | undefined): string {
  const subject = document.id === null ? `a new ${document.documentName}` : `${document.documentName} [${document.id}]`;
  return `User ${user.name} lacks permission to ${action} ${subject}${parent === undefined ? "" : ` in parent ${parent.documentName} [${String(parent.id)}]`}`;
}

/** The database's query: each key a dotted path, with `__in` and `__ne` as the server's sublevel `find` reads them. */
function matches(record: Data, query: Data): boolean {
  return Object.entries(query).every(([key, wanted]) => {
    const [path = "", operator] = key.split("__");
    const value = path.split(".").reduce<unknown>((object, part) => Reflect.get(Object(object), part), record);
    if (operator === "in") return Array.isArray(wanted) && wanted.includes(value);
    if (operator === "ne") return value !== wanted;
    return value === wanted;
  });
}
