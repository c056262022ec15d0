import { ActiveEffectDouble } from "./activeEffects";
import { ActiveEffectV14Double } from "./activeEffectsV14";
import { warnCompatibility } from "./compatibilityWarnings";
import { mergeUpdate } from "./mergeUpdate";
import { ForcedDeletion, ForcedReplacement, mergeUpdateV14, OPERATORS_V14 } from "./updatesV14";

/** A context menu entry as core's ContextMenu uses it once it has read it: what it shows, whether it shows for a row, what a click does. */
export interface ReadEntry {
  readonly label: string;
  visible(target: HTMLElement): boolean;
  click(target: HTMLElement): void;
}

/** An ApplicationV2 as far as Turnwright asks it to draw: whether it is on screen, and each render's options as it took them. */
export interface ApplicationDouble {
  rendered: boolean;
  readonly renders: object[];
  render(options?: object | boolean, legacy?: object): Promise<unknown>;
}

/** An embedded ActiveEffect as a test's actor double holds one. */
export type EffectDouble = ActiveEffectDouble;

/**
 * The doubles of the core behaviour that differs between Foundry v13 and v14, one set for each
 * generation, so a Foundry-layer test that touches them runs under both (`describe.each(GENERATIONS)`).
 * Each member cites the v13 code and the v14 declaration it follows.
 */
export interface FoundryGeneration {
  readonly name: "v13" | "v14";
  /** `game.release` as the server hands it over: what `foundryGeneration()` (src/foundry/versions/release.ts) reads. */
  readonly release: { readonly generation: number; readonly build: number };
  /** What of `foundry.data` differs: v14's data operators (common/data/operators.d.mts); v13 has none. */
  readonly data: Readonly<Record<string, unknown>>;
  /** `CONST`'s members for Active Effects. */
  constants(): Record<string, unknown>;
  /** An update applied to stored data as this generation's database applies it. */
  merge(target: Record<string, unknown>, changes: Readonly<Record<string, unknown>>): void;
  /** How an update in this generation's shape says "replace `key` whole with `value`". */
  replaced(key: string, value: unknown): Record<string, unknown>;
  /** How an update in this generation's shape says "delete `key`". */
  deleted(key: string): Record<string, unknown>;
  /** Context menu entries as this generation's ContextMenu reads them. */
  readMenu(entries: readonly object[]): ReadEntry[];
  /** An ActiveEffect made from creation data, as this generation's document takes the data in. */
  effect(data: Record<string, unknown>, parent: { readonly uuid: string }): EffectDouble;
  /** `foundry.applications.api.ApplicationV2`, as far as its `render` goes. */
  readonly ApplicationV2: new () => ApplicationDouble;
}

/**
 * ApplicationV2's `render(options = {}, _options = {})`: v13 takes a boolean for `{force}`
 * (client/applications/api/application.mjs); v14's declarations keep that signature "for
 * backwards compatibility with the original ApplicationV1#render signature", deprecated
 * (client/applications/api/application.d.mts): there it warns.
 */
function applicationV2(deprecatedBoolean: boolean): new () => ApplicationDouble {
  return class ApplicationV2 implements ApplicationDouble {
    rendered = true;
    readonly renders: object[] = [];
    async render(options: object | boolean = {}, legacy: object = {}): Promise<this> {
      if (typeof options === "boolean" && deprecatedBoolean)
        warnCompatibility("ApplicationV2#render(boolean) is the ApplicationV1#render signature: pass {force} instead.");
      this.renders.push(typeof options === "boolean" ? { ...legacy, force: options } : options);
      return this;
    }
  };
}

/** v13's numbers for the change modes (common/constants.mjs `ACTIVE_EFFECT_MODES`). */
const MODES = Object.freeze({ CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 });

function callable(value: unknown): ((...args: unknown[]) => unknown) | null {
  return typeof value === "function" ? (...args: unknown[]) => Reflect.apply(value, undefined, args) : null;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** Whether an entry shows for a row: a function asked, a boolean taken, none meaning yes (both generations' ContextMenu). */
function shows(condition: unknown, target: HTMLElement): boolean {
  const ask = callable(condition);
  if (ask !== null) return ask(target) === true;
  return condition === undefined || condition === true;
}

export const V13: FoundryGeneration = {
  name: "v13",
  release: { generation: 13, build: 350 },
  data: {},
  constants: () => ({ ACTIVE_EFFECT_MODES: MODES }),
  // common/utils/helpers.mjs `mergeObject` with its `==`/`-=` keys (mergeUpdate.ts, held to core's own function by the contract tests).
  merge: mergeUpdate,
  replaced: (key, value) => ({ [`==${key}`]: value }),
  deleted: (key) => ({ [`-=${key}`]: null }),
  // client/applications/ux/context-menu.mjs: `name` localized, `condition(target)` asked as the menu opens, `callback(target)` on a click.
  readMenu: (entries) =>
    entries.map((entry) => ({
      label: text(Reflect.get(entry, "name")),
      visible: (target) => shows(Reflect.get(entry, "condition"), target),
      click: (target) => void callable(Reflect.get(entry, "callback"))?.(target),
    })),
  // common/documents/active-effect.mjs: `changes` on the effect, each `{key, value, mode}`.
  effect: (data, parent) => new ActiveEffectDouble(data, { parent }),
  ApplicationV2: applicationV2(false),
};

/** A member of v14's that v13's name still reaches, with a compatibility warning (v14's declarations say since v14, until v16). */
function deprecatedName(entry: object, old: string, now: string): unknown {
  if (Reflect.get(entry, now) !== undefined) return Reflect.get(entry, now);
  if (!(old in entry)) return undefined;
  warnCompatibility(`\`ContextMenuEntry#${old}\` is deprecated. Use \`ContextMenuEntry#${now}\` instead.`);
  return Reflect.get(entry, old);
}

export const V14: FoundryGeneration = {
  name: "v14",
  release: { generation: 14, build: 366 },
  data: { operators: OPERATORS_V14 },
  // common/constants.d.mts: `ACTIVE_EFFECT_CHANGE_TYPES` by name and default priority; `ACTIVE_EFFECT_MODES` deprecated, read with a warning.
  constants: () => ({
    ACTIVE_EFFECT_CHANGE_TYPES: Object.freeze({ custom: 0, multiply: 10, add: 20, subtract: 20, downgrade: 30, upgrade: 40, override: 50 }),
    get ACTIVE_EFFECT_MODES() {
      warnCompatibility("You are accessing `CONST.ACTIVE_EFFECT_MODES`. Changes now have string types (see `CONST.ACTIVE_EFFECT_CHANGE_TYPES`).");
      return MODES;
    },
  }),
  // common/utils/helpers.d.mts `applyDataOperators` (updatesV14.ts).
  merge: mergeUpdateV14,
  // common/data/operators.d.mts: the operator as the key's value.
  replaced: (key, value) => ({ [key]: ForcedReplacement.create(value) }),
  deleted: (key) => ({ [key]: ForcedDeletion.create() }),
  // client/applications/ux/context-menu.d.mts `ContextMenu.Entry`: `label`, `visible(target)`, `onClick(event, target)`; `name`, `condition`, `callback` deprecated, read with a warning.
  readMenu: (entries) =>
    entries.map((entry) => {
      const label = deprecatedName(entry, "name", "label");
      const visible = deprecatedName(entry, "condition", "visible");
      const onClick = callable(Reflect.get(entry, "onClick"));
      const callback = onClick === null ? callable(deprecatedName(entry, "callback", "onClick")) : null;
      return {
        label: text(label),
        visible: (target) => shows(visible, target),
        click: (target) => void (onClick === null ? callback?.(target, new Event("click")) : onClick(new Event("click"), target)),
      };
    }),
  // client/documents/active-effect.d.mts: changes at `system.changes`, a deprecated `changes` getter (activeEffectsV14.ts).
  effect: (data, parent) => new ActiveEffectV14Double(data, { parent }),
  ApplicationV2: applicationV2(true),
};

export const GENERATIONS: readonly FoundryGeneration[] = [V13, V14];

function held(name: string): Record<string, unknown> {
  const value: unknown = Reflect.get(globalThis, name);
  return typeof value === "object" && value !== null ? { ...value } : {};
}

/**
 * The globals through which Turnwright's seams tell the generations apart, set for `generation`
 * over whatever `game`, `foundry` and `CONST` the test already holds: `game.release`,
 * `foundry.data` (v14's operators), `CONST` (its Active Effect members, getters kept as getters)
 * and `foundry.utils.logCompatibilityWarning` as `warned`, which a v14 double warns through.
 * Undone by `vi.unstubAllGlobals()`.
 */
export function globalsOf(generation: FoundryGeneration, warned: (...args: unknown[]) => void): Readonly<Record<"game" | "foundry" | "CONST", object>> {
  const foundry = held("foundry");
  const data: unknown = foundry["data"];
  const utils: unknown = foundry["utils"];
  return {
    game: { ...held("game"), release: generation.release },
    foundry: {
      ...foundry,
      data: { ...(typeof data === "object" && data !== null ? data : {}), ...generation.data },
      utils: { ...(typeof utils === "object" && utils !== null ? utils : {}), logCompatibilityWarning: warned },
    },
    CONST: Object.defineProperties(held("CONST"), Object.getOwnPropertyDescriptors(generation.constants())),
  };
}
