import { TurnwrightCombatData } from "./CombatData";
import { TurnwrightCombatantData } from "./CombatantData";

/**
 * A Combat's and a Combatant's `system` as this system's data models. Foundry allows other
 * subtypes (a module's), whose `system` is not ours: those read as null.
 */
export function combatData(combat: Combat.Implementation | null): TurnwrightCombatData | null {
  const system: unknown = combat?.system;
  return system instanceof TurnwrightCombatData ? system : null;
}

export function combatantData(combatant: Combatant.Implementation): TurnwrightCombatantData | null {
  const system: unknown = combatant.system;
  return system instanceof TurnwrightCombatantData ? system : null;
}
