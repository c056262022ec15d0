import type { MovementManner } from "../opportunity/threat";
import { budgetOf } from "./phaseBudgetRecord";

/**
 * How a token's walk counts, read from what the mover has taken this Phase: a token on the
 * map only says where it went, so the withdraw action, the 1-hex step or a non-combat move
 * must be taken first (from the sheet) to be walked as one. Anything else is combat movement.
 */
export function mannerOfMove(stored: unknown): MovementManner {
  const taken = budgetOf(stored).turn.map((spent) => spent.id);
  if (taken.includes("withdraw")) return "withdraw";
  if (taken.includes("noncombatMove")) return "nonCombat";
  if (taken.includes("step")) return "step";
  return "combat";
}
