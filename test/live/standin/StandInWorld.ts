import { readFileSync } from "node:fs";
import { join } from "node:path";
import { indexEntry, readCompendiums } from "./Compendiums";
import type { LiveFoundry } from "./FoundryFolder";
import { isCommonUser, isData, type CommonUser, type Data, type ServerCommon } from "./ServerCommon";
import { VENDED, WorldStore } from "./WorldStore";

/** A user of a test world. */
export interface WorldUser {
  readonly _id: string;
  readonly name: string;
  /** `CONST.USER_ROLES`: 1 player, 2 trusted, 3 assistant, 4 gamemaster. */
  readonly role: number;
  readonly [key: string]: unknown;
}

/** A test world: who plays, the world's settings, its documents, and the modules of ours it runs. */
export interface WorldSpec {
  readonly id: string;
  readonly title: string;
  readonly users: readonly WorldUser[];
  /** World settings by key (`turnwright.ruleset`), each stored as Foundry stores a setting: JSON. */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** Primary documents by document name, as sources: each is built and cleaned by common's class before it is stored. */
  readonly documents?: Readonly<Record<string, readonly Data[]>>;
  /** Ids of the modules (served under `modules/<id>/`) the world has on. */
  readonly modules?: readonly string[];
  /** The system's entry modules answered with an empty module: the same world with nothing of Turnwright's code run, to measure what its boot costs. */
  readonly emptyBoot?: boolean;
}

/** A package folder served under the user data, with its manifest. */
export interface ServedPackage {
  readonly folder: string;
  readonly manifest: Data;
  /** Files served inside the package that live elsewhere, by their path in it: an npm package's browser build a module of ours loads, served as it ships. */
  readonly files?: Readonly<Record<string, string>>;
}

/**
 * The world the stand-in server runs: its packages vended as v13's server vends them, its store,
 * and the `world` payload each client asks for at load (dist/packages/world.mjs, `World.#l`).
 */
export class StandInWorld {
  readonly store: WorldStore;
  #spec: WorldSpec = { id: "none", title: "none", users: [] };
  readonly #system: Data;
  readonly #modules: ReadonlyMap<string, Data>;
  #paused = false;

  private constructor(
    private readonly common: ServerCommon,
    private readonly foundry: LiveFoundry,
    system: Data,
    modules: ReadonlyMap<string, Data>,
    store: WorldStore,
  ) {
    this.#system = system;
    this.#modules = modules;
    this.store = store;
  }

  static async open(common: ServerCommon, foundry: LiveFoundry, system: ServedPackage, modules: readonly ServedPackage[]): Promise<StandInWorld> {
    const vendedSystem = vend(common, "BaseSystem", "systems", system.manifest);
    const packs = Array.isArray(vendedSystem["packs"]) ? vendedSystem["packs"].filter(isData) : [];
    const compendiums = await readCompendiums(common, system.folder, String(vendedSystem["id"]), packs);
    const vendedModules = new Map(modules.map((module) => [String(module.manifest["id"]), vend(common, "BaseModule", "modules", module.manifest)]));
    return new StandInWorld(common, foundry, vendedSystem, vendedModules, new WorldStore(compendiums));
  }

  get system(): Data {
    return this.#system;
  }

  /** The modules the world has on, vended. */
  get activeModules(): Data[] {
    return (this.#spec.modules ?? []).flatMap((id) => {
      const module = this.#modules.get(id);
      return module === undefined ? [] : [{ ...module, active: true }];
    });
  }

  /** The system's entry modules as the page asks for them, when the world has them answered empty. */
  get emptiedModules(): readonly string[] {
    if (this.#spec.emptyBoot !== true) return [];
    const esmodules = this.#system["esmodules"];
    return Array.isArray(esmodules) ? esmodules.map((path) => `/${String(path)}`) : [];
  }

  get paused(): boolean {
    return this.#paused;
  }

  set paused(paused: boolean) {
    this.#paused = paused;
  }

  /** Replace the world by a new one: its users, its settings (with the core ones the server writes at launch), its documents. */
  reset(spec: WorldSpec): void {
    for (const id of spec.modules ?? []) if (!this.#modules.has(id)) throw new Error(`the world asks for module ${id}, which the stand-in does not serve`);
    this.#spec = spec;
    this.#paused = false;
    const build = (documentName: string, source: Data): Data => {
      const documentClass = this.common.classes.get(documentName);
      if (documentClass === undefined) throw new Error(`no document ${documentName}`);
      return documentClass.fromSource(source, { strict: true }).toObject();
    };
    const settings: Data[] = [];
    const setting = (key: string, value: unknown): void =>
      void settings.push(build("Setting", { _id: this.common.utils.randomID(), key, value: JSON.stringify(value) }));
    // At launch the server writes the world's permissions (setting.mjs getPermissions) and its time (activity.mjs).
    setting("core.permissions", Reflect.get(Object(Reflect.get(globalThis, "game")), "permissions"));
    setting("core.time", 0);
    for (const [key, value] of Object.entries(spec.settings ?? {})) setting(key, value);
    const records: Record<string, Data[]> = { User: spec.users.map((user) => build("User", { ...user })), Setting: settings };
    for (const [documentName, sources] of Object.entries(spec.documents ?? {}))
      records[documentName] = [...(records[documentName] ?? []), ...sources.map((source) => build(documentName, source))];
    this.store.reset(records);
  }

  /** A user of the world as common's BaseUser, for permission checks. */
  user(id: string): CommonUser | undefined {
    const record = this.store.record("User", id);
    const documentClass = this.common.classes.get("User");
    if (record === undefined || documentClass === undefined) return undefined;
    const user = documentClass.fromSource(record);
    return isCommonUser(user) ? user : undefined;
  }

  /** The `world` answer for a user (dist/packages/world.mjs `World.#l`), the user's active peers listed. */
  payload(userId: string, activeUsers: readonly string[]): Data {
    const world = vend(this.common, "BaseWorld", "worlds", {
      id: this.#spec.id,
      title: this.#spec.title,
      system: this.#system["id"],
      coreVersion: this.common.release.version,
      systemVersion: this.#system["version"],
      compatibility: { minimum: "13", verified: "13" },
    });
    const collections = Object.fromEntries(Object.entries(VENDED).map(([key, documentName]) => [key, this.store.records(documentName)]));
    for (const user of collections["users"] ?? []) {
      delete user["password"];
      delete user["passwordSalt"];
    }
    return {
      userId,
      release: this.foundry.release,
      world: { ...world, system: this.#system["id"] },
      system: this.#system,
      modules: this.activeModules,
      demoMode: false,
      idleLogout: true,
      addresses: {},
      files: { storages: ["data", "public"], s3: null },
      options: { language: "en", port: 30000, routePrefix: null, updateChannel: "stable", debug: false },
      activeUsers: [...activeUsers],
      model: this.common.model,
      paused: this.#paused,
      packageWarnings: {},
      template: null,
      ...collections,
      packs: this.store.compendiums.map((compendium) => ({
        ...compendium.entry,
        id: compendium.id,
        packageType: "system",
        packageName: this.#system["id"],
        index: [...compendium.documents.values()].map((record) =>
          indexEntry(record, ["_id", ...(this.common.classes.get(compendium.documentName)?.metadata.compendiumIndexFields ?? [])]),
        ),
        folders: compendium.folders,
      })),
      coreUpdate: { hasUpdate: false },
      systemUpdate: { hasUpdate: false },
    };
  }
}

/**
 * A package's manifest as the server vends it (dist/packages/package.mjs `vend`): cleaned by
 * common's package model, its asset paths resolved under `<collection>/<id>/` as the server's
 * `PackageAssetField` resolves a package's own files, and what the server adds of its state.
 */
function vend(common: ServerCommon, kind: "BaseSystem" | "BaseModule" | "BaseWorld", collection: string, manifest: Data): Data {
  // The availability the server works out against its installed packages (BasePackage#testAvailability): ours are what the world runs.
  const source = common.cleanPackage(kind, { ...structuredClone(manifest), availability: 1 });
  const id = String(source["id"]);
  const within = (path: unknown): unknown => (typeof path === "string" && !/^[a-z]+:/.test(path) ? `${collection}/${id}/${path.replace(/^\/+/, "")}` : path);
  for (const key of ["esmodules", "scripts"]) if (Array.isArray(source[key])) source[key] = source[key].map(within);
  for (const key of ["styles", "languages", "packs"]) {
    const entries = source[key];
    if (!Array.isArray(entries)) continue;
    const field = key === "styles" ? "src" : "path";
    source[key] = entries.map((entry: unknown) => (isData(entry) ? { ...entry, [field]: within(entry[field]) } : entry));
  }
  // Package#vend: availability 1 is CONST.PACKAGE_AVAILABILITY_CODES.VERIFIED.
  return { ...source, availability: 1, locked: false, exclusive: false, owned: false, tags: [], hasStorage: false };
}

/** A package folder and its manifest file (`system.json` or `module.json`). */
export function servedPackage(folder: string, manifestFile: string, files: Readonly<Record<string, string>> = {}): ServedPackage {
  const manifest: unknown = JSON.parse(readFileSync(join(folder, manifestFile), "utf8"));
  if (!isData(manifest)) throw new Error(`${join(folder, manifestFile)} is not a manifest`);
  return { folder, manifest, files };
}
