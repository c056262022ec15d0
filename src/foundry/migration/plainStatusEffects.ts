import { isPlainRecord } from "../../engine/plainRecord";
import type { PlainStatusEffect } from "./MigrationWorld";

/**
 * An actor's plain status effects, read from its effects' stored data: each that turns exactly
 * one status on, is not turned off, and has no duration of the system's. That is what core's
 * toggle of a status makes and finds (v13 client/documents/actor.mjs `Actor#toggleStatusEffect`:
 * an effect whose `statuses` are that one alone), and what the migration to status effects made.
 * By id, so which is read first never depends on the order they were made in.
 */
export function plainStatusEffects(effects: unknown): PlainStatusEffect[] {
  if (!Array.isArray(effects)) return [];
  const found = effects.flatMap((effect: unknown): PlainStatusEffect[] => {
    if (!isPlainRecord(effect)) return [];
    const { _id: id, statuses, disabled, flags } = effect;
    const timed = isPlainRecord(flags) && isPlainRecord(flags["turnwright"]) && flags["turnwright"]["duration"] !== undefined;
    if (typeof id !== "string" || !Array.isArray(statuses) || statuses.length !== 1 || disabled === true || timed) return [];
    const [status] = statuses;
    return typeof status === "string" ? [{ id, status }] : [];
  });
  return found.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}
