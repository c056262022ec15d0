import type { TurnwrightCombat } from "./TurnwrightCombat";
import type { TurnwrightCombatant } from "./TurnwrightCombatant";
import type { TurnwrightCombatData } from "../data/CombatData";
import type { TurnwrightCombatantData } from "../data/CombatantData";

// Combat and Combatant use core's "base" subtype, so no system.json documentTypes entry is
// needed: the data models are registered for "base" in CONFIG.
declare module "fvtt-types/configuration" {
  interface DocumentClassConfig {
    Combat: typeof TurnwrightCombat;
    Combatant: typeof TurnwrightCombatant;
  }
  // So a fight's collections (`combat.combatants`, `combat.turns`) hand out this class too; v14's declarations need it said.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with the declarations' own, whose parameter it must repeat
  interface ConfiguredCombatant<SubType extends Combatant.SubType> {
    document: TurnwrightCombatant;
  }
  interface DataModelConfig {
    Combat: { base: typeof TurnwrightCombatData };
    Combatant: { base: typeof TurnwrightCombatantData };
  }
}
