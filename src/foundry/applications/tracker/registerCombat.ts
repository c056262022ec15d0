import { TurnwrightCombatData } from "../../data/CombatData";
import { TurnwrightCombatantData } from "../../data/CombatantData";
import { useFightGate, useFightSettings, type FightSettings } from "../../fight/fightSettings";
import { COMBAT_TEMPLATES } from "./templates";
import { TurnwrightCombat } from "../../documents/TurnwrightCombat";
import { TurnwrightCombatant } from "../../documents/TurnwrightCombatant";
import { TurnwrightCombatTracker } from "./TurnwrightCombatTracker";
import { drawMark, markOf } from "../../canvas/tokenMark";
import { registerDeclarePrompt } from "./declareDialog";
import { registerTimedEffects } from "../../documents/followTimedEffects";
import { say } from "../../gm/words";
import { fightRecord } from "../../documents/fighterRecord";
import type { CombatRules } from "../../../engine/play/CombatRules";
import type { PlayedRules } from "../../playedRules";
import { isStoredToken } from "../../documents/storedDocument";

/**
 * The combat tracker of the world's rule set, wired in at `init`: Combat and Combatant classes
 * and their data models (core's "base" subtype), the tracker that shows the budgets, and core's
 * initiative formula. Foundry builds the world's combats and draws the tracker before the rules
 * may have arrived, so the classes are registered now and wait on `played` wherever they read the
 * rules; the formula is the declaration's, so core rolls the rule set's score from the start.
 */
export function registerCombat(played: PlayedRules, initiativeFormula: string): void {
  useFightGate(played);
  // What `Combatant#getInitiativeRoll` rolls for whoever asks core: the rule set's score, its tiebreak aside.
  CONFIG.Combat.initiative = { ...CONFIG.Combat.initiative, formula: initiativeFormula };
  CONFIG.Combat.documentClass = TurnwrightCombat;
  CONFIG.Combatant.documentClass = TurnwrightCombatant;
  CONFIG.Combat.dataModels["base"] = TurnwrightCombatData;
  CONFIG.Combatant.dataModels["base"] = TurnwrightCombatantData;
  // Set by name: v14's declarations make comparing the tracker's class with core's exceed the
  // type checker's depth (TS2321); v13's compared it when this was a plain assignment.
  Object.assign(CONFIG.ui, { combat: TurnwrightCombatTracker });
  void foundry.applications.handlebars.loadTemplates(Object.values(COMBAT_TEMPLATES));
  registerDeclarePrompt();
  registerTimedEffects();
}

/**
 * The rules of the fight, once the world's rule set has arrived (before `played` resolves, so
 * whatever waited on it finds them): the settings, with the tracker's dialog for surprise, and the token marks, drawn on the tokens the
 * canvas may already show.
 */
export function playCombat(settings: Omit<FightSettings, "askSurprise">): void {
  // The dialog is fetched when a fight first starts, off every boot.
  useFightSettings({ ...settings, askSurprise: async (combat, fighters) => (await import("./surpriseDialog")).askSurprise(combat, fighters) });
  registerTokenMarks(settings.rules);
}

/**
 * The rule set's token marks (a defence in force, in d6-pool) on every client's canvas. Core
 * calls `refresh<Document>` hooks after each incremental refresh of a placeable (v13
 * `client/canvas/placeables/placeable-object.mjs`, `PlaceableObject#applyRenderFlags`), and a
 * token's combatants are those with its token id (v13 `client/documents/combat.mjs`,
 * `Combat#getCombatantsByToken`). A change of the fight asks every token to refresh its state,
 * which runs the hook again; a full redraw clears the token's children, the mark with them
 * (`PlaceableObject#clear`), and the refresh after it draws the mark anew.
 *
 * The canvas draws, and refreshes, the viewed scene's tokens before the game is ready (v13
 * `Game#setupGame` awaits the canvas, then sets `game.ready`): those refreshes have no fight to
 * read yet, so they draw nothing, and `ready` asks every token again.
 */
function registerTokenMarks(rules: CombatRules): void {
  Hooks.on("refreshToken", (token) => {
    if (!game.ready) return;
    const combat = game.combat;
    if (!(combat instanceof TurnwrightCombat)) return drawMark(token, null);
    const ids = (isStoredToken(token.document) ? combat.getCombatantsByToken(token.document) : []).map((combatant) => combatant.id ?? "");
    const mark = markOf(rules, fightRecord(combat), ids);
    drawMark(token, mark === null ? null : say(game.i18n, mark));
  });
  const refreshAll = (): void => {
    for (const token of canvas?.tokens?.placeables ?? []) token.renderFlags.set({ refreshState: true });
  };
  Hooks.on("updateCombat", refreshAll);
  Hooks.on("updateCombatant", refreshAll);
  Hooks.on("deleteCombat", refreshAll);
  if (game.ready) refreshAll();
  else Hooks.once("ready", refreshAll);
}
