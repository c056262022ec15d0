import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The HUD's module reaches the system's combat class, which extends Foundry's at import.
await vi.hoisted(async () => (await import("../../support/foundry/hooks")).standInDocumentGlobals());
import english from "../../../lang/en.json";
import { dictionaryTranslator } from "../../../src/engine/text/dictionaryTranslator";
import { sheetActions } from "../../../src/engine/play/sheetActions";
import type { SheetRules } from "../../../src/foundry/applications/sheets/SheetRules";
import type { TahCoreModule, TahSystemModule } from "../../../src/foundry/tah/TahApi";
import { joinTokenActionHud, supportedCore } from "../../../src/foundry/tah/tokenActionHud";
import { decodeChoice, HUD_GROUPS, type HudAction } from "../../../src/foundry/tah/hudActions";
import { ruleSetById } from "../../../src/rulesets/registry";
import { HooksDouble } from "../../support/foundry/hooks";
import { packActorFrom } from "../../support/packActors";
import { ActorDouble } from "../../support/foundry/actorDouble";

const words = dictionaryTranslator(english);
const module = ruleSetById("d100-fate")?.play;
if (module === undefined) throw new Error("d100-fate is not registered");

/** A token's actor as the HUD reaches it: the pack's sergeant, Stunned on its token, owned by the user. */
class HudActor extends ActorDouble {
  readonly statuses = new Set(["stunned"]);
  readonly isOwner = true;
  readonly toggled: string[] = [];
  async toggleStatusEffect(id: string): Promise<boolean> {
    this.toggled.push(id);
    return true;
  }
}

/**
 * Token Action HUD Core 2.x as it publishes its API (module/core/api.mjs `registerApi`): its
 * base classes as far as a system's module meets them. The ActionHandler's `actor` is the HUD's
 * (action-handler.mjs `get actor`), `addActions(actions, groupData)` fills the groups the defaults
 * named; the RollHandler's `handleActionClick(event, buttonValue)` is called with the value of the
 * action's button (roll-handler.mjs `handleActionClickCore`); the SystemManager is built with
 * core's module id (main.mjs `registerCoreModule`).
 */
function tahCore(version: string, actor: HudActor): { core: TahCoreModule; added: { group: string; actions: readonly HudAction[] }[] } {
  const added: { group: string; actions: readonly HudAction[] }[] = [];
  class ActionHandler {
    get actor(): Actor.Implementation {
      return actor as unknown as Actor.Implementation;
    }
    async buildSystemActions(_groupIds: readonly string[]): Promise<void> {}
    addActions(actions: readonly HudAction[], group: { readonly id: string }): void {
      added.push({ group: group.id, actions });
    }
  }
  class RollHandler {
    get actor(): Actor.Implementation {
      return actor as unknown as Actor.Implementation;
    }
    handleActionClick(_event: Event, _value: string | null): void {}
  }
  class SystemManager {
    constructor(readonly coreModuleId: string) {}
    getActionHandler(): ActionHandler {
      return new ActionHandler();
    }
    getRollHandler(_id: string): RollHandler {
      return new RollHandler();
    }
    getAvailableRollHandlers(): Record<string, string> {
      return {};
    }
    async registerDefaults(): Promise<{ layout: never[]; groups: never[] }> {
      return { layout: [], groups: [] };
    }
  }
  return { core: { version, api: { ActionHandler, RollHandler, SystemManager } }, added };
}

/** Core's check of a system's required version (utils.mjs `isSystemModuleCompatible`): the same major, and minor and patch where given. */
function coreAccepts(required: string, installed: string): boolean {
  const [major, minor, patch] = required.split(".");
  const [iMajor, iMinor, iPatch] = installed.split(".");
  return major === iMajor && (minor === undefined || minor === iMinor) && (patch === undefined || patch === iPatch);
}

let hooks: HooksDouble;
let warnings: string[];
let started: { action: string; data: unknown; quick: boolean }[];
let systems: TahSystemModule[];
let actor: HudActor;

const rules: SheetRules = {
  module: async () => module,
  snapshot: (shown) => (shown as unknown as HudActor).snap,
  budget: () => undefined,
  startCard: async (_actor, action, data, click) => void started.push({ action, data, quick: click.quick }),
};

beforeEach(() => {
  hooks = new HooksDouble();
  warnings = [];
  started = [];
  systems = [];
  actor = new HudActor(packActorFrom("d100-fate-actors", "guard-sergeant", "Actor.sergeant"));
  hooks.on("tokenActionHudSystemReady", (system) => void systems.push(system as TahSystemModule));
  vi.stubGlobal("Hooks", hooks);
  vi.stubGlobal("game", {
    ready: true,
    user: { isGM: true },
    combats: { contents: [] },
    keybindings: { get: () => [] },
    keyboard: { downKeys: new Set(), isModifierActive: () => false },
  });
  vi.stubGlobal("ui", { notifications: { warn: (message: string) => void warnings.push(message) } });
});

afterEach(() => vi.unstubAllGlobals());

describe("Turnwright in Token Action HUD Core", () => {
  it("joins core 2.x as the system, asking for the version its API is written to", async () => {
    const { core } = tahCore("2.1.0", actor);
    expect(joinTokenActionHud(core, rules, words)).toBe(true);
    expect(systems).toHaveLength(1);
    const [system] = systems;
    expect(system?.api.requiredCoreModuleVersion).toBe("2");
    expect(coreAccepts(system?.api.requiredCoreModuleVersion ?? "", "2.1.0")).toBe(true);
    expect(coreAccepts(system?.api.requiredCoreModuleVersion ?? "", "2.0.17")).toBe(true);
    const manager = new (system?.api.SystemManager ?? core.api.SystemManager)("token-action-hud-core");
    const defaults = await manager.registerDefaults();
    expect(defaults.layout.map((tab) => [tab.id, tab.name])).toEqual([
      ["attacks", "Attacks"],
      ["tests", "Tests"],
      ["actions", "Actions"],
      ["conditions", "Conditions"],
      ["combat", "Combat"],
    ]);
    expect(defaults.groups.map((group) => group.id)).toEqual([...HUD_GROUPS]);
    expect(defaults.layout.every((tab) => tab.groups.every((group) => group.nestId === `${tab.id}_${group.id}` && group.type === "system"))).toBe(true);
  });

  it("leaves another major version alone, telling the GM which it works with", () => {
    expect(supportedCore("1.5.7")).toBe(false);
    expect(supportedCore("3.0.0")).toBe(false);
    expect(supportedCore("2.0.0")).toBe(true);
    const { core } = tahCore("1.5.7", actor);
    expect(joinTokenActionHud(core, rules, words)).toBe(false);
    expect(systems).toEqual([]);
    expect(warnings).toEqual(["Token Action HUD Core 1.5.7 is installed; Turnwright works with version 2.x, so its actions are not in the HUD."]);
  });

  it("fills the groups with the token's sheet actions and conditions, and a click runs each as the sheet's own button does", async () => {
    const { core, added } = tahCore("2.1.0", actor);
    joinTokenActionHud(core, rules, words);
    const manager = new (systems[0]?.api.SystemManager ?? core.api.SystemManager)("token-action-hud-core");
    await manager.getActionHandler().buildSystemActions([...HUD_GROUPS]);
    expect(added.map((group) => group.group)).toEqual(["attacks", "tests", "actions", "conditions"]);
    const offered = sheetActions(module.sheet(actor.snap, undefined));
    const all = added.flatMap((group) => group.actions);
    const stunned = all.find((action) => action.id === "condition-stunned");
    expect(stunned?.cssClass).toBe("toggle active");

    const roller = manager.getRollHandler("core");
    const attack = added.find((group) => group.group === "attacks")?.actions[0];
    const choice = decodeChoice(attack?.encodedValue);
    const sent = offered.find((action) => choice?.kind === "sheet" && action.id === choice.id);
    await roller.handleActionClick(new Event("click"), attack?.encodedValue ?? null);
    expect(started).toEqual([{ action: sent?.action, data: sent?.data, quick: false }]);

    await roller.handleActionClick(new Event("click"), stunned?.encodedValue ?? null);
    expect(actor.toggled).toEqual(["stunned"]);

    // A value no button of ours carries, or an action the sheet no longer offers, does nothing but say so.
    await roller.handleActionClick(new Event("click"), "macro|xyz");
    await roller.handleActionClick(new Event("click"), "sheet|attack?action=standardAttack&item=gone");
    expect(started).toHaveLength(1);
    expect(warnings).toEqual(["Guard Sergeant's sheet does not offer that action now"]);
  });
});
