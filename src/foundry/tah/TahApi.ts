import type { HudAction } from "./hudActions";

/**
 * Token Action HUD Core's public API as its version 2 publishes it (module/core/api.mjs,
 * module/managers/system-manager.mjs, module/handlers/action-handlers/action-handler.mjs,
 * module/handlers/roll-handlers/roll-handler.mjs), narrowed to what Turnwright uses. The module
 * ships no types; these are the shapes of its code, and the tests hold a double to them.
 */
export interface TahCoreModule {
  readonly version: string;
  readonly api: TahApi;
}

export interface TahApi {
  readonly ActionHandler: new () => TahActionHandler;
  readonly RollHandler: new () => TahRollHandler;
  readonly SystemManager: new (coreModuleId: string) => TahSystemManager;
}

/** A group as `addActions` and the defaults name one: its id, and `system` for a group the system fills. */
export interface TahGroupRef {
  readonly id: string;
  readonly type: "system";
}

/** The HUD's groups as `registerDefaults` returns them: the tabs (layout) and each group they hold. */
export interface TahDefaults {
  readonly layout: readonly {
    readonly nestId: string;
    readonly id: string;
    readonly name: string;
    readonly groups: readonly (TahGroupRef & { readonly nestId: string; readonly name: string })[];
  }[];
  readonly groups: readonly (TahGroupRef & { readonly name: string; readonly listName: string })[];
}

/** Core's ActionHandler: the HUD's actor (the controlled token's), and the call that fills a group. */
export interface TahActionHandler {
  readonly actor: Actor.Implementation | null | undefined;
  buildSystemActions(groupIds: readonly string[]): Promise<void>;
  addActions(actions: readonly HudAction[], group: TahGroupRef): void;
}

/** Core's RollHandler: the HUD's actor, and the click on one of the system's actions with the value its button carries. */
export interface TahRollHandler {
  readonly actor: Actor.Implementation | null | undefined;
  handleActionClick(event: Event, buttonValue: string | null): Promise<void> | void;
}

/** Core's SystemManager, which a system extends to hand over its handlers and its default groups. */
export interface TahSystemManager {
  getActionHandler(): TahActionHandler;
  getRollHandler(rollHandlerId: string): TahRollHandler;
  getAvailableRollHandlers(): Record<string, string>;
  registerDefaults(): Promise<TahDefaults>;
}

/** What a system hands core in `tokenActionHudSystemReady`: the core version it needs, and its manager. */
export interface TahSystemModule {
  readonly id: string;
  readonly api: {
    readonly requiredCoreModuleVersion: string;
    readonly SystemManager: new (coreModuleId: string) => TahSystemManager;
  };
}
