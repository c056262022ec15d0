import type { TurnwrightCombat } from "./TurnwrightCombat";
import type { TurnwrightCombatant } from "./TurnwrightCombatant";
import type { TurnwrightCombatData } from "./CombatData";
import type { TurnwrightCombatantData } from "./CombatantData";

// Combat and Combatant use core's "base" subtype, so no system.json documentTypes entry is
// needed: the data models are registered for "base" in CONFIG.
declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Combat: typeof TurnwrightCombat;
    Combatant: typeof TurnwrightCombatant;
  }
  interface DataModelConfig {
    Combat: { base: typeof TurnwrightCombatData };
    Combatant: { base: typeof TurnwrightCombatantData };
  }
}
