import { readFileSync } from "node:fs";

type Data = Record<string, unknown>;

function isData(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** `foundry.utils.getProperty` (v13 common/utils/helpers.mjs): a dotted path read through plain objects. */
export function getProperty(object: unknown, path: string): unknown {
  let at: unknown = object;
  for (const part of path.split(".")) {
    if (!isData(at)) return undefined;
    at = at[part];
  }
  return at;
}

/** `foundry.utils.setProperty` (v13 common/utils/helpers.mjs): sets a dotted path, making the objects on the way; whether it changed. */
export function setProperty(object: Data, path: string, value: unknown): boolean {
  const parts = path.split(".");
  const last = parts.pop() ?? "";
  let at: Data = object;
  for (const part of parts) {
    const inner = at[part];
    at = isData(inner) ? inner : (at[part] = {});
  }
  const changed = at[last] !== value;
  at[last] = value;
  return changed;
}

/** `foundry.utils.hasProperty` (v13 common/utils/helpers.mjs). */
export function hasProperty(object: unknown, path: string): boolean {
  const parts = path.split(".");
  const last = parts.pop() ?? "";
  const parent = parts.length === 0 ? object : getProperty(object, parts.join("."));
  return isData(parent) && last in parent;
}

/** `foundry.utils.escapeHTML` (v13 common/utils/helpers.mjs). */
export function escapeHTML(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#x27;" })[c] ?? c);
}

/**
 * What an update of source data does with an object of changes (v13 common/utils/helpers.mjs
 * `mergeObject` with `performDeletions`, as `DataModel#updateSource` runs it): inner objects merged,
 * a `-=key` deleting `key`.
 */
export function mergeChanges(target: Data, changes: Data): Data {
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("-=")) {
      delete target[key.slice(2)];
      continue;
    }
    const inner = target[key];
    if (isData(value) && isData(inner)) mergeChanges(inner, value);
    else target[key] = isData(value) ? mergeChanges({}, value) : value;
  }
  return target;
}

/** An effect's change as core keeps it (common/documents/active-effect.mjs `changes`). */
export interface EffectChange {
  readonly key: string;
  readonly value: string;
  readonly mode: number;
}

/**
 * The parts of v13's ActiveEffect that Turnwright's subclass builds on (client/documents/
 * active-effect.mjs, common/documents/active-effect.mjs, common/abstract/document.mjs), for the
 * subclass to extend in place of Foundry's class:
 * - `isSuppressed` is false for an effect of the base type (its `system` is no TypeDataModel);
 * - `active` is `!disabled && !isSuppressed`;
 * - `isTemporary` is a core duration over 0, or any status;
 * - `getFlag(scope, key)` reads `flags.<scope>.<key>`; `updateSource` merges into the source;
 * - `_preCreate` on an actor's effect sets `transfer: false` (BaseActiveEffect#_preCreate), and
 *   `_preUpdate` allows (Document#_preUpdate returns nothing).
 */
export class ActiveEffectDouble {
  _id: string;
  name: string;
  disabled: boolean;
  changes: EffectChange[];
  statuses: Set<string>;
  duration: { seconds?: number | null; rounds?: number | null; turns?: number | null };
  flags: Data;
  transfer: boolean;
  parent: { readonly uuid: string } | null;
  /** An effect of the base type holds no system data of its own (common/documents/active-effect.mjs). */
  system: unknown = {};

  constructor(data: Data, context?: { readonly parent?: { readonly uuid: string } | null }) {
    this._id = typeof data["_id"] === "string" ? data["_id"] : "e1";
    this.name = typeof data["name"] === "string" ? data["name"] : "Effect";
    this.disabled = data["disabled"] === true;
    this.changes = Array.isArray(data["changes"]) ? (data["changes"] as EffectChange[]) : [];
    this.statuses = new Set(Array.isArray(data["statuses"]) ? data["statuses"].filter((status): status is string => typeof status === "string") : []);
    this.duration = {};
    this.flags = isData(data["flags"]) ? structuredClone(data["flags"]) : {};
    this.transfer = data["transfer"] !== false;
    this.parent = context?.parent ?? null;
  }

  /** A stored document's id (common/abstract/document.mjs `get id`: its `_id`). */
  get id(): string {
    return this._id;
  }

  /** An embedded document's uuid: its parent's, then `ActiveEffect.<id>` (common/abstract/document.mjs `uuid`). */
  get uuid(): string {
    return `${this.parent?.uuid ?? ""}.ActiveEffect.${this._id}`;
  }

  get isSuppressed(): boolean {
    return false;
  }

  get active(): boolean {
    return !this.disabled && !this.isSuppressed;
  }

  get isTemporary(): boolean {
    const duration = this.duration.seconds ?? (this.duration.rounds || this.duration.turns) ?? 0;
    return duration > 0 || this.statuses.size > 0;
  }

  getFlag(scope: string, key: string): unknown {
    return getProperty(this.flags[scope], key);
  }

  updateSource(changes: Data): Data {
    if (isData(changes["flags"])) mergeChanges(this.flags, changes["flags"]);
    if (typeof changes["transfer"] === "boolean") this.transfer = changes["transfer"];
    return changes;
  }

  /**
   * A change made on an actor as core makes one to a key the schema lacks (v13
   * client/documents/active-effect.mjs `ActiveEffect#apply` → `_applyLegacy`, whose
   * `mergeObject` expands the dotted key through whatever it meets, `__proto__` included).
   */
  apply(actor: Data, change: EffectChange): Data {
    setProperty(actor, change.key, change.value);
    return { [change.key]: change.value };
  }

  async _preCreate(_data: Data, _options: Data, _user: unknown): Promise<boolean | void> {
    if (this.parent !== null) this.updateSource({ transfer: false });
  }

  async _preUpdate(_changed: Data, _options: Data, _user: unknown): Promise<boolean | void> {
    return undefined;
  }
}

/** What core takes from an actor's effects as it prepares it. */
export interface Applied {
  readonly statuses: readonly string[];
  readonly changes: readonly string[];
}

/**
 * v13 client/documents/actor.mjs `Actor#applyActiveEffects`: only an `active` effect gives its
 * changes and its statuses; and `Actor#temporaryEffects`, the icons on the token and in the
 * tracker: effects both `active` and `isTemporary`.
 */
export function appliedByCore(
  effects: readonly {
    readonly active: boolean;
    readonly isTemporary: boolean;
    readonly name: string;
    readonly changes: readonly EffectChange[];
    readonly statuses: ReadonlySet<string>;
  }[],
): Applied & { readonly icons: readonly string[] } {
  const active = effects.filter((effect) => effect.active);
  return {
    statuses: active.flatMap((effect) => [...effect.statuses]),
    changes: active.flatMap((effect) => effect.changes.map((change) => `${change.key} ${change.value}`)),
    icons: active.filter((effect) => effect.isTemporary).map((effect) => effect.name),
  };
}

const ENGLISH: unknown = JSON.parse(readFileSync(new URL("../../../lang/en.json", import.meta.url), "utf8"));

/** `game.i18n` as v13's Localization answers from lang/en.json: `localize` a key's words, `format` with `{name}` filled (client/helpers/localization.mjs). */
export const englishWords = {
  localize(key: string): string {
    const words = getProperty(ENGLISH, key);
    return typeof words === "string" ? words : key;
  },
  format(key: string, data: Readonly<Record<string, unknown>> = {}): string {
    return this.localize(key).replace(/{([^}]+)}/g, (whole, name: string) => (name in data ? String(data[name]) : whole));
  },
};
