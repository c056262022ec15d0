import { EMPTY_SLOT_BUDGET, type SlotBudgetState } from "./SlotBudget";

/**
 * A slot budget read back from stored data (a Combatant's `system`): anything unreadable is a
 * fresh budget, never a crash, and only well-formed entries are kept.
 */
export function readSlotBudget(stored: unknown): SlotBudgetState {
  if (typeof stored !== "object" || stored === null) return EMPTY_SLOT_BUDGET;
  const turn: unknown = Reflect.get(stored, "turn");
  const round: unknown = Reflect.get(stored, "round");
  if (!Array.isArray(turn) || typeof round !== "object" || round === null) return EMPTY_SLOT_BUDGET;
  const spent = turn.filter(
    (entry): entry is { id: string; kind: string } =>
      typeof entry === "object" && entry !== null && typeof entry.id === "string" && typeof entry.kind === "string",
  );
  const counts: Record<string, number> = {};
  for (const [kind, value] of Object.entries(round)) if (typeof value === "number" && Number.isInteger(value) && value >= 0) counts[kind] = value;
  return { turn: spent.map(({ id, kind }) => ({ id, kind })), round: counts };
}
