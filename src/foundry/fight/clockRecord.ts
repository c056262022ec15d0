import type { ActorChange } from "../../engine/play/ActorSnapshot";
import type { ClockState } from "../../engine/clock/index";
import type { LedgerEntry } from "./budgetLedger";

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const ARRAYS = ["roster", "order", "sequence", "acting", "history"] as const;
const RECORDS = ["combatants", "holds", "forfeits", "declared", "passed", "pushed"] as const;
const STAGES: readonly unknown[] = ["awaiting-initiative", "acting", "post-turn"];

/**
 * A clock read back from a Combat's stored data. The store holds whatever the last write put
 * there, so its shape is checked before the engine is trusted with it; anything else counts as
 * no clock (the fight has not begun).
 */
export function isClockState(value: unknown): value is ClockState {
  if (!isRecord(value)) return false;
  if (!STAGES.includes(value["stage"])) return false;
  if (typeof value["round"] !== "number" || typeof value["turn"] !== "number" || typeof value["steps"] !== "number" || typeof value["seconds"] !== "number")
    return false;
  if (ARRAYS.some((key) => !Array.isArray(value[key]))) return false;
  if (RECORDS.some((key) => !isRecord(value[key]))) return false;
  return value["interrupt"] === null || isRecord(value["interrupt"]);
}

const CLOCKS = new WeakMap<object, ClockState | null>();

/** The stored clock, or null; checked once per stored object, as the tracker reads it per comparison. */
export function readClock(value: unknown): ClockState | null {
  if (typeof value !== "object" || value === null) return null;
  const known = CLOCKS.get(value);
  if (known !== undefined) return known;
  const clock = isClockState(value) ? value : null;
  CLOCKS.set(value, clock);
  return clock;
}

function isActorChange(value: unknown): value is ActorChange {
  const system = isRecord(value) ? value["system"] : undefined;
  return (
    isRecord(value) &&
    typeof value["actor"] === "string" &&
    isRecord(system) &&
    Object.values(system).every((entry) => typeof entry === "number" || typeof entry === "string" || typeof entry === "boolean")
  );
}

/** A stored entry, or null when it does not read; actor changes that do not read are left out. */
function readLedgerEntry(value: unknown): LedgerEntry | null {
  if (!isRecord(value) || typeof value["at"] !== "string" || !isRecord(value["budgets"])) return null;
  const actors = Array.isArray(value["actors"]) ? value["actors"].filter(isActorChange) : [];
  return actors.length === 0 ? { at: value["at"], budgets: value["budgets"] } : { at: value["at"], budgets: value["budgets"], actors };
}

/** The stored ledger; entries that do not read are dropped (they only ever give budgets and Stun back). */
export function readLedger(value: unknown): readonly LedgerEntry[] {
  return Array.isArray(value) ? value.flatMap((entry) => readLedgerEntry(entry) ?? []) : [];
}
