import { TurnwrightCombatData } from "./CombatData";
import { TurnwrightCombatantData } from "./CombatantData";
import { useFightSettings, type FightSettings } from "./fightSettings";
import { COMBAT_TEMPLATES } from "./templates";
import { TurnwrightCombat } from "./TurnwrightCombat";
import { TurnwrightCombatant } from "./TurnwrightCombatant";
import { TurnwrightCombatTracker } from "./TurnwrightCombatTracker";

/**
 * The combat tracker of the world's rule set, wired in at `init`: Combat and Combatant classes
 * and their data models (core's "base" subtype), and the tracker that shows the budgets.
 */
export function registerCombat(settings: FightSettings): void {
  useFightSettings(settings);
  CONFIG.Combat.documentClass = TurnwrightCombat;
  CONFIG.Combatant.documentClass = TurnwrightCombatant;
  CONFIG.Combat.dataModels["base"] = TurnwrightCombatData;
  CONFIG.Combatant.dataModels["base"] = TurnwrightCombatantData;
  CONFIG.ui.combat = TurnwrightCombatTracker;
  // What `Combatant#getInitiativeRoll` rolls for whoever asks core: the rule set's score, its tiebreak aside.
  CONFIG.Combat.initiative = { ...CONFIG.Combat.initiative, formula: settings.rules.initiativeFormula };
  void foundry.applications.handlebars.loadTemplates(Object.values(COMBAT_TEMPLATES));
}
