import { isPlainRecord, type PlainRecord } from "../plainRecord";
import type { Condition } from "./Condition";
import type { EffectChange } from "../effects/EffectChange";

/**
 * The actor's `system` as the rules read it: a copy with every condition's path set to whether
 * its status is on. What else the data holds is left as it was (an older sheet's stray
 * condition field is overwritten, so the statuses always win).
 */
export function withStatuses(system: unknown, statuses: ReadonlySet<string> | readonly string[], conditions: readonly Condition[]): unknown {
  if (!isPlainRecord(system) || conditions.length === 0) return system;
  const on = new Set(statuses);
  const copy: PlainRecord = { ...system };
  for (const condition of conditions) setPath(copy, condition.path.split("."), on.has(condition.id));
  return copy;
}

/** Sets a boolean at a path, copying every object on the way so the caller's data is never changed. */
function setPath(target: PlainRecord, keys: readonly string[], value: boolean): void {
  const [head, ...rest] = keys;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const inner = target[head];
  const copy: PlainRecord = isPlainRecord(inner) ? { ...inner } : {};
  target[head] = copy;
  setPath(copy, rest, value);
}

/** The statuses that are on, read from the old stored fields (a world written before conditions were status effects). */
export function statusesInSystem(system: unknown, conditions: readonly Condition[]): string[] {
  return conditions.filter((condition) => pathValue(system, condition.path.split(".")) === true).map((condition) => condition.id);
}

function pathValue(data: unknown, keys: readonly string[]): unknown {
  let at = data;
  for (const key of keys) {
    if (!isPlainRecord(at)) return undefined;
    at = at[key];
  }
  return at;
}

/** `system` with every condition's path taken out, and an object the conditions leave empty taken out with them. */
export function withoutConditions(system: Readonly<PlainRecord>, conditions: readonly Condition[]): PlainRecord {
  const copy: PlainRecord = { ...system };
  for (const condition of conditions) deletePath(copy, condition.path.split("."));
  return copy;
}

function deletePath(target: PlainRecord, keys: readonly string[]): void {
  const [head, ...rest] = keys;
  if (head === undefined || !(head in target)) return;
  if (rest.length === 0) {
    delete target[head];
    return;
  }
  const inner = target[head];
  if (!isPlainRecord(inner)) return;
  const copy: PlainRecord = { ...inner };
  deletePath(copy, rest);
  if (Object.keys(copy).length === 0) delete target[head];
  else target[head] = copy;
}

/** A change's `system` paths split: those of conditions become statuses turned on or off, the rest stay paths. */
export function splitConditionChanges<V>(
  system: Readonly<Record<string, V>>,
  conditions: readonly Condition[],
): { readonly system: Record<string, V>; readonly statuses: Record<string, boolean> } {
  const rest: Record<string, V> = {};
  const statuses: Record<string, boolean> = {};
  for (const [path, value] of Object.entries(system)) {
    const condition = conditions.find((candidate) => candidate.path === path);
    if (condition === undefined) rest[path] = value;
    else statuses[condition.id] = value === true;
  }
  return { system: rest, statuses };
}

/**
 * An effect's changes as a table keeps them: each that turns a condition on (an override of its
 * path to true) is that condition's status, as Foundry keeps an Active Effect's `statuses`; the
 * others stay changes.
 */
export function statusesOfChanges(
  changes: readonly EffectChange[],
  conditions: readonly Condition[],
): { readonly statuses: string[]; readonly changes: EffectChange[] } {
  const statuses: string[] = [];
  const rest: EffectChange[] = [];
  for (const change of changes) {
    const condition = conditions.find((candidate) => `system.${candidate.path}` === change.key);
    if (condition !== undefined && change.mode === "override" && String(change.value) === "true") statuses.push(condition.id);
    else rest.push(change);
  }
  return { statuses, changes: rest };
}

/** The condition a sheet toggle's path (`system.conditions.stunned`) stands for, if it stands for one. */
export function conditionAtSystemPath(path: string, conditions: readonly Condition[]): Condition | undefined {
  return conditions.find((condition) => `system.${condition.path}` === path);
}
