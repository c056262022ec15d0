import { isPlainRecord, type PlainRecord } from "../plainRecord";
import { walksIntoPrototype } from "./prototypeKeys";
import { trackFloors, tracksAsRead } from "../schema/trackMark";

/**
 * An actor's data as its effects leave it: a copy of what it stores, each value an effect
 * changed put in its place. `overrides` is what Foundry's actor keeps of its applied changes
 * (v13 client/documents/actor.mjs `applyActiveEffects`: `overrides`, the changed paths expanded,
 * `system.agility` under `system`), so the rules read the effective numbers and the stored data
 * keeps the base.
 */
export function effectiveSystem(source: unknown, overrides: unknown): unknown {
  const changed = isPlainRecord(overrides) ? overrides["system"] : undefined;
  if (!isPlainRecord(source) || !isPlainRecord(changed)) return source;
  return merged(source, changed);
}

function merged(base: PlainRecord, changes: PlainRecord): PlainRecord {
  const copy: PlainRecord = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    // An own key `__proto__` (data read as JSON has them) would set the copy's prototype, and the rules would read what it holds.
    if (walksIntoPrototype(key)) continue;
    const inner = copy[key];
    copy[key] = isPlainRecord(value) && isPlainRecord(inner) ? merged(inner, value) : value;
  }
  return copy;
}

/** The dot paths whose values differ between two versions of the same data: where an effect changed a number. */
export function changedPaths(base: unknown, effective: unknown, prefix = ""): string[] {
  if (!isPlainRecord(base) || !isPlainRecord(effective)) return Object.is(base, effective) ? [] : [prefix];
  const keys = new Set([...Object.keys(base), ...Object.keys(effective)]);
  return [...keys].flatMap((key) => changedPaths(base[key], effective[key], prefix === "" ? key : `${prefix}.${key}`));
}

/**
 * An actor's data as the rules read it (`system`) and as it is stored (`source`), where effects
 * change it: each track's value given where it was left out (full), and the one read never above
 * its maximum (`tracksAsRead`), so the rules read an effect that lowers a maximum clamped, and a
 * write moves the stored value by as much as the rules moved the one they read (storedWrite), never
 * below the least the schema stores a track at (`floors`). Without an effect the stored data is
 * the one read, as it is.
 */
export function underEffects(
  schema: unknown,
  stored: unknown,
  effective: unknown,
): { readonly system: unknown; readonly source?: unknown; readonly floors?: Readonly<Record<string, number>> } {
  if (effective === stored) return { system: stored };
  return { system: tracksAsRead(schema, effective, true), source: tracksAsRead(schema, stored, false), floors: trackFloors(schema) };
}
