import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// Foundry's globals the system's classes extend as they are imported: stand-ins, and core's combat
// tracker as a class whose row menu holds core's own entries in the running generation's shape.
await vi.hoisted(async () => {
  const { foundryStandIn, standInDocumentGlobals } = await import("../support/foundry/hooks");
  standInDocumentGlobals();
  const stand = foundryStandIn();
  /**
   * v13 client/applications/sidebar/tabs/combat-tracker.mjs `CombatTracker#_getEntryContextOptions`:
   * core's entries for a combatant's row (here its "Update" entry), which v14 gives in its own
   * shape (v14's declarations, client/applications/ux/context-menu.d.mts `ContextMenu.Entry`).
   * The tracker a test opens says which combat it shows (`viewed`).
   */
  class CombatTracker {
    static PARTS = {};
    viewed: unknown = null;
    _getEntryContextOptions(): object[] {
      const v14 = Reflect.get(Reflect.get(Reflect.get(globalThis, "game") ?? {}, "release") ?? {}, "generation") === 14;
      const icon = '<i class="fa-solid fa-pen-to-square"></i>';
      return [v14 ? { label: "COMBAT.CombatantUpdate", icon, onClick: () => undefined } : { name: "COMBAT.CombatantUpdate", icon, callback: () => undefined }];
    }
  }
  const fallBack = (held: object): object => new Proxy(held, { get: (target, key) => (key in target ? Reflect.get(target, key) : stand) });
  Reflect.set(globalThis, "foundry", fallBack({ applications: fallBack({ sidebar: fallBack({ tabs: fallBack({ CombatTracker }) }) }) }));
});

import { readCardMessage } from "../../src/foundry/chat/cardMessage";
import { foundryCardWorld } from "../../src/foundry/chat/foundryCardWorld";
import { TurnwrightCombatTracker } from "../../src/foundry/applications/tracker/TurnwrightCombatTracker";
import { useFightSettings, type FightSettings } from "../../src/foundry/fight/fightSettings";
import type { FightRecord } from "../../src/foundry/fight/FightRecord";
import { PUBLIC } from "../../src/foundry/dice/messageVisibility";
import { useDocumentRules } from "../../src/foundry/activeRules";
import { effectChanges } from "../../src/foundry/versions/effectChanges";
import type { Check } from "../../src/foundry/quench/Check";
import { ruleSetBatch } from "../../src/foundry/quench/ruleSetBatch";
import { STUN } from "../../src/rulesets/d6-pool/stun";
import { REGISTERED } from "../../src/rulesets/registry";
import type { RuleSet } from "../../src/rulesets/RuleSet";
import { englishWords, escapeHTML, getProperty, setProperty } from "../support/foundry/activeEffects";
import { CombatDocumentDouble } from "../support/foundry/combatDocuments";
import { warnCompatibility } from "../support/foundry/compatibilityWarnings";
import { V13, V14, type FoundryGeneration, type ReadEntry } from "../support/foundry/foundryGenerations";
import { ActorDouble, WorldDocuments } from "../support/foundry/worldDocuments";
import { MemoryLiveTable, type TableWrites } from "./quench/memoryLiveTable";

/** `foundry.utils.logCompatibilityWarning`, spied on: every v14 double warns through it (compatibilityWarnings.ts). */
const logCompatibilityWarning = vi.fn();

/** The batch's checks backed by vitest's `expect`, as batches.test.ts backs them. */
const check: Check = {
  ok: (value, message) => expect(value, message).toBeTruthy(),
  equal: (actual, expected, message) => expect(actual, message).toBe(expected),
};

/**
 * v14's ApplicationV1 classes (v14's declarations, client/appv1/api/application-v1.d.mts,
 * form-application-v1.d.mts, dialog-v1.d.mts: "the legacy application window", kept without a
 * `@deprecated` mark, deprecated by v14's release): a double warns when one is made, so any path
 * of Turnwright's that made one would be caught.
 */
function legacyApplication(name: string): new () => object {
  return class {
    constructor() {
      warnCompatibility(`${name} is an ApplicationV1 class, deprecated since v14: use ApplicationV2.`);
    }
  };
}

/**
 * The GM's game a fight runs in: `game.release` says which generation it is (what Turnwright's
 * seams ask), and the doubles of what differs are `doubles`'s. The same v14 doubles under a game
 * that says 13 make Turnwright write v13's shapes into them, which is how the test shows it can fail.
 */
function installGame(doubles: FoundryGeneration, release: FoundryGeneration["release"], world: WorldDocuments): void {
  vi.stubGlobal("game", {
    ready: true,
    release,
    // v14's declarations give User no `updateTokenTargets` (client/documents/user.d.mts names it only in a remark); targets are TokenLayer#setTargets (client/canvas/layers/tokens.d.mts).
    user: { id: "gm", isGM: true, updateTokenTargets: () => warnCompatibility("User#updateTokenTargets is deprecated: use TokenLayer#setTargets.") },
    messages: world.messages,
    i18n: englishWords,
  });
  vi.stubGlobal("foundry", {
    utils: { getProperty, setProperty, escapeHTML, fromUuidSync: world.fromUuidSync, logCompatibilityWarning },
    data: { ...doubles.data },
    documents: { Actor: ActorDouble },
  });
  vi.stubGlobal("CONST", doubles.constants());
  vi.stubGlobal("ChatMessage", { implementation: world.chatMessage });
  for (const name of ["Application", "FormApplication", "Dialog"]) vi.stubGlobal(name, legacyApplication(name));
}

/** A batch's table whose writes go through Turnwright's own Foundry writes into the world's document doubles; the combats it made, in order. */
class DocumentTable extends MemoryLiveTable {
  readonly combats: string[] = [];

  constructor(ruleset: RuleSet, world: WorldDocuments) {
    const writes: TableWrites = {
      combat: (ids) => new CombatDocumentDouble(ids, world.generation),
      cards: foundryCardWorld(ruleset.play, PUBLIC),
      storedCard(messageId) {
        const message = world.messages.get(messageId);
        return message === undefined ? null : (readCardMessage(message)?.card ?? null);
      },
      actorMade: (actor) => void world.addActor(actor),
    };
    super(ruleset, writes);
  }

  override async createCombat(actors: readonly string[]): Promise<string> {
    const id = await super.createCombat(actors);
    this.combats.push(id);
    return id;
  }
}

/** The tracker with its row menu opened on a combat, as core opens it on a right-click. */
class OpenTracker extends TurnwrightCombatTracker {
  entries(): object[] {
    return this._getEntryContextOptions();
  }
}

/** A combatant's row in the tracker, as the menu is given it (`li[data-combatant-id]`). */
const row = (id: string): HTMLElement => ({ dataset: { combatantId: id } }) as unknown as HTMLElement;

/**
 * The tracker's row menu opened on every combatant of a fight, in the doubles' ContextMenu: the
 * labels of the entries it shows. `started` as the tracker's combat says (core's `Combat#started`).
 */
function openMenus(tracker: OpenTracker, fight: FightRecord, doubles: FoundryGeneration, started: boolean): string[] {
  const combatants = new Map(
    fight.fighters.map((fighter) => [fighter.id, { id: fighter.id, isOwner: true, initiative: fighter.initiative, actor: undefined }]),
  );
  Reflect.set(tracker, "viewed", { id: "combat", started, combatants });
  const entries: ReadEntry[] = doubles.readMenu(tracker.entries());
  return fight.fighters.flatMap((fighter) => entries.filter((entry) => entry.visible(row(fighter.id))).map((entry) => entry.label));
}

/** What a fight left behind: its documents, and the labels its row menus showed. */
interface Played {
  readonly world: WorldDocuments;
  readonly shown: ReadonlySet<string>;
}

/**
 * A whole fight of a rule set, as the Quench batch plays it (sheets, a combat begun and a round of
 * its time walked, each step taken back and again, the gallery's opening with its dice, a step
 * back, everything cleared away), every write through Turnwright's own: the tracker's
 * (`combatUpdateData`), the card world's (cards, actors, `ruleEffectData`), and the tracker's row
 * menu opened on every combatant before the fight begins and after each step.
 */
async function playFight(ruleset: RuleSet, doubles: FoundryGeneration, release: FoundryGeneration["release"]): Promise<Played> {
  const world = new WorldDocuments(doubles);
  installGame(doubles, release, world);
  useDocumentRules(() => ruleset.play.documents, [ruleset.play.documents]);
  useFightSettings({ rules: ruleset.play.combat } as FightSettings);
  const table = new DocumentTable(ruleset, world);
  const batch = ruleSetBatch(table, check, ruleset.gallery);
  const tracker = new OpenTracker();
  const shown = new Set<string>();
  for (const step of batch.steps) {
    await step.run();
    const combat = table.combats.at(-1);
    if (combat === undefined) continue;
    const fight = table.fight(combat);
    if (table.combats.length === 1 && shown.size === 0) for (const label of openMenus(tracker, fight, doubles, false)) shown.add(label);
    for (const label of openMenus(tracker, fight, doubles, fight.clock !== null)) shown.add(label);
  }
  await batch.clearAway.run();
  return { world, shown };
}

beforeEach(() => logCompatibilityWarning.mockClear());
afterEach(() => vi.unstubAllGlobals());

describe.each(REGISTERED.map((ruleset) => ({ id: ruleset.id, ruleset })))("a fight of $id through Turnwright's own writes", ({ ruleset }) => {
  it("on v14's doubles, with game.release.generation 14: not one compatibility warning, every write in v14's shape", async () => {
    const { world, shown } = await playFight(ruleset, V14, V14.release);
    expect(logCompatibilityWarning.mock.calls.map(([message]: unknown[]) => message)).toEqual([]);
    // The route was walked: cards written and pressed, the menu read, the rule effects made read back in v14's shape.
    expect(world.messages.size).toBeGreaterThan(0);
    expect(shown).toContain("TURNWRIGHT.Combat.ToggleSurprised");
    for (const actor of world.actors.values())
      for (const effect of actor.made) expect(effectChanges(effect).length + effect.statuses.size, `${effect.name} reads back`).toBeGreaterThan(0);
  });

  it("on v13's doubles, with game.release.generation 13: the same fight, in v13's shapes", async () => {
    const { world, shown } = await playFight(ruleset, V13, V13.release);
    expect(world.messages.size).toBeGreaterThan(0);
    expect(shown).toContain("TURNWRIGHT.Combat.ToggleSurprised");
  });

  it("can fail: v13's shapes written into v14's doubles (a game that says 13) are caught, each kind of write", async () => {
    const played = await playFight(ruleset, V14, V13.release);
    const messages = logCompatibilityWarning.mock.calls.map(([message]: unknown[]) => String(message));
    expect(messages.some((message) => message.includes("(==clock)"))).toBe(true);
    expect(messages.some((message) => message.includes("(==card)"))).toBe(true);
    // Turnwright's own entries, in v13's names; core's own are in the game's shape.
    expect(messages.some((message) => message.includes("ContextMenuEntry#name"))).toBe(true);
    expect(played.shown).toContain("TURNWRIGHT.Combat.ToggleSurprised");
  });
});

/**
 * No opening of the gallery leaves a change-carrying rule effect (d6-pool's stun is a hit that
 * stuns; the pages' hits wound), so one is put on as a card's change puts it on: through the card
 * world's `applyChanges`, `placeRuleEffects` and `ruleEffectData`, as d6-pool's damage card does.
 */
describe("a rule effect with a change, put on by a card through the card world", () => {
  const d6 = ((): RuleSet => {
    const found = REGISTERED.find((ruleset) => ruleset.id === "d6-pool");
    if (found === undefined) throw new Error("d6-pool is not registered");
    return found;
  })();

  async function stun(doubles: FoundryGeneration, release: FoundryGeneration["release"]): Promise<ActorDouble> {
    const world = new WorldDocuments(doubles);
    installGame(doubles, release, world);
    useDocumentRules(() => d6.play.documents, [d6.play.documents]);
    const thug = world.addActor({ ref: "Actor.thug0000000000", name: "Dock Thug", type: d6.play.documents.actorType, system: { wound: "unhurt" }, items: [] });
    await foundryCardWorld(d6.play, PUBLIC).applyChanges([{ actor: thug.uuid, system: {}, effects: [{ tag: "dealt-0-0", effect: STUN }] }], "message1");
    return thug;
  }

  it("on v14: made in v14's shape (`system.changes`, a `type`), read back, and not one compatibility warning", async () => {
    const thug = await stun(V14, V14.release);
    expect(thug.made).toHaveLength(1);
    expect(getProperty(thug.made[0], "system.changes")).toEqual([{ key: "system.wound", value: "stunned", type: "custom", phase: "initial", priority: null }]);
    expect(thug.made.flatMap(effectChanges)).toEqual([{ key: "system.wound", mode: "custom", value: "stunned" }]);
    expect(logCompatibilityWarning).not.toHaveBeenCalled();
  });

  it("can fail: made in v13's shape for a game that says 13, v14's doubles warn of its `mode` and of CONST.ACTIVE_EFFECT_MODES", async () => {
    await stun(V14, V13.release);
    const messages = logCompatibilityWarning.mock.calls.map(([message]: unknown[]) => String(message));
    expect(messages.some((message) => message.includes("CONST.ACTIVE_EFFECT_MODES"))).toBe(true);
    expect(messages.some((message) => message.includes("numeric `mode`"))).toBe(true);
  });
});
