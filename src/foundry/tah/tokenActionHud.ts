import { acting } from "../../engine/clock/index";
import { text } from "../../engine/text/LocalText";
import { sheetActionsOf } from "../api/actorActions";
import { fightRecord } from "../documents/fighterRecord";
import { fighterOfActor, type FightRecord } from "../fight/FightRecord";
import { TurnwrightCombat } from "../documents/TurnwrightCombat";
import { mayDeclare } from "../applications/tracker/trackerView";
import { readyGame } from "../readyGame";
import { requestOfGM } from "../gm/requestOfGM";
import { skipDialogHeld } from "../keys/registerKeys";
import type { SheetRules } from "../applications/sheets/SheetRules";
import { gameTranslator } from "../templating/gameTranslator";
import { translate, type Translator } from "../templating/Translator";
import { decodeChoice, HUD_GROUPS, hudContent, type HudChoice, type HudContent, type TrackerAction } from "./hudActions";
import type { TahCoreModule, TahDefaults } from "./TahApi";

/** The major version of Token Action HUD Core whose API Turnwright is written to: 2.x (v13 and v14). */
export const TAH_MAJOR = 2;

/** Whether this version of Token Action HUD Core publishes the API Turnwright is written to. */
export function supportedCore(version: string): boolean {
  return Number.parseInt(version.split(".")[0] ?? "", 10) === TAH_MAJOR;
}

/** The fight that holds the actor now, and its combatant there; null outside a running fight. */
function fightOf(actor: Actor.Implementation): { readonly combat: string; readonly record: FightRecord; readonly combatant: string } | null {
  const uuid = actor.uuid;
  // v14 declares an unstored document's uuid null; such an actor fights nowhere.
  if (typeof uuid !== "string") return null;
  for (const combat of readyGame("Token Action HUD").combats.contents) {
    if (!(combat instanceof TurnwrightCombat) || combat.id === null || !combat.started) continue;
    const record = fightRecord(combat);
    const fighter = fighterOfActor(record, uuid);
    if (fighter !== undefined) return { combat: combat.id, record, combatant: fighter.id };
  }
  return null;
}

/** The tracker's buttons for the actor's combatant that this user may press, as the tracker offers them (trackerView). */
async function trackerActions(rules: SheetRules, actor: Actor.Implementation): Promise<TrackerAction[]> {
  const module = await rules.module();
  const fight = fightOf(actor);
  if (module === undefined || fight === null || fight.record.clock === null) return [];
  const user = readyGame("Token Action HUD").user;
  const viewer = { isGM: user.isGM, owns: (id: string) => id === fight.combatant && actor.isOwner };
  const now = acting(fight.record.clock).includes(fight.combatant) && (user.isGM || actor.isOwner);
  const offered: TrackerAction[] = [];
  if (now) offered.push("endTurn");
  if (mayDeclare(module.combat, fight.record, fight.combatant, viewer)) offered.push("declare");
  if (now && module.combat.clock.operations.includes("pass")) offered.push("pass");
  return offered;
}

/** What the HUD shows for the actor: its sheet's actions, its conditions, its combatant's tracker buttons. */
export async function contentOf(rules: SheetRules, actor: Actor.Implementation, words: Translator): Promise<readonly HudContent[]> {
  const module = await rules.module();
  if (module === undefined || actor.type !== module.documents.actorType) return [];
  const conditions = module.documents.conditions.map((condition) => ({ condition, on: actor.statuses.has(condition.id) }));
  return hudContent(
    { actions: await sheetActionsOf(rules, actor), rolls: module.cards.modifiers.rolls },
    conditions,
    await trackerActions(rules, actor),
    words,
  );
}

function warn(words: Translator, key: string, data: Record<string, string> = {}): void {
  ui.notifications?.warn(translate(words, text(key, data)));
}

/**
 * A click on one of the system's actions, run as its own button runs it: a sheet action through
 * the sheet's start (its modifiers dialog, or at once with the skip key held), read again from
 * the sheet's view as it is now; a condition's status effect toggled as the sheet's toggle does;
 * a tracker button sent to the active GM as the tracker sends it.
 */
export async function runChoice(rules: SheetRules, actor: Actor.Implementation, choice: HudChoice, words: Translator): Promise<void> {
  if (choice.kind === "sheet") {
    const action = (await sheetActionsOf(rules, actor)).find((candidate) => candidate.id === choice.id);
    if (action === undefined) return warn(words, "TURNWRIGHT.Api.NotOffered", { name: actor.name });
    if (!action.allowed) {
      // Greyed on the HUD as on the sheet; pressed anyway, it says why, as the sheet's tooltip does.
      if (action.reason !== null) ui.notifications?.warn(translate(words, action.reason));
      return;
    }
    return rules.startCard(actor, action.action, action.data, { quick: skipDialogHeld() });
  }
  if (choice.kind === "condition") {
    const module = await rules.module();
    if (module?.documents.conditions.some((condition) => condition.id === choice.id) !== true) return;
    await actor.toggleStatusEffect(choice.id);
    return;
  }
  const fight = fightOf(actor);
  if (fight === null) return;
  if (choice.id === "endTurn") await requestOfGM("advanceTurn", { combat: fight.combat, combatant: fight.combatant });
  else if (choice.id === "pass") await requestOfGM("passCombatant", { combat: fight.combat, combatant: fight.combatant });
  else await (await import("../applications/tracker/declareDialog")).askDeclare(fight.combat, fight.combatant);
}

/** The HUD's tabs as Turnwright sets them out by default: one per group, each holding its group. */
export function hudDefaults(words: Translator): TahDefaults {
  const named = HUD_GROUPS.map((id) => ({ id, name: translate(words, text(`TURNWRIGHT.Tah.Group.${id}`)), type: "system" as const }));
  return {
    layout: named.map((group) => ({ nestId: group.id, id: group.id, name: group.name, groups: [{ ...group, nestId: `${group.id}_${group.id}` }] })),
    groups: named.map((group) => ({ ...group, listName: group.name })),
  };
}

/**
 * Turnwright joins Token Action HUD Core as the world's system, through its public API: the
 * handlers built on core's own classes, handed over in `tokenActionHudSystemReady`. A version of
 * core whose API is not the one written to is left alone, and the GM is told so.
 */
export function joinTokenActionHud(core: TahCoreModule, rules: SheetRules, words: Translator = gameTranslator()): boolean {
  if (!supportedCore(core.version)) {
    if (readyGame("Token Action HUD").user.isGM) warn(words, "TURNWRIGHT.Tah.Unsupported", { version: core.version, supported: `${TAH_MAJOR}.x` });
    return false;
  }
  const { ActionHandler, RollHandler, SystemManager } = core.api;

  class TurnwrightActionHandler extends ActionHandler {
    override async buildSystemActions(): Promise<void> {
      const actor = this.actor;
      if (actor === null || actor === undefined) return;
      for (const { group, actions } of await contentOf(rules, actor, words)) this.addActions(actions, { id: group, type: "system" });
    }
  }

  class TurnwrightRollHandler extends RollHandler {
    override async handleActionClick(_event: Event, buttonValue: string | null): Promise<void> {
      const actor = this.actor;
      const choice = decodeChoice(buttonValue);
      if (actor === null || actor === undefined || choice === null) return;
      await runChoice(rules, actor, choice, words);
    }
  }

  class TurnwrightSystemManager extends SystemManager {
    override getActionHandler(): TurnwrightActionHandler {
      return new TurnwrightActionHandler();
    }
    override getRollHandler(): TurnwrightRollHandler {
      return new TurnwrightRollHandler();
    }
    override getAvailableRollHandlers(): Record<string, string> {
      return { core: "Turnwright" };
    }
    override async registerDefaults(): Promise<TahDefaults> {
      return hudDefaults(words);
    }
  }

  Hooks.call("tokenActionHudSystemReady", { id: "turnwright", api: { requiredCoreModuleVersion: String(TAH_MAJOR), SystemManager: TurnwrightSystemManager } });
  return true;
}
