import { isPlainRecord, plainRecordCopy, type PlainRecord } from "../plainRecord";
import type { FieldIssue } from "../schema/FieldIssue";
import { CHANGE_MODES, type EffectEntry } from "./EffectChange";
import { walksIntoPrototype } from "./prototypeKeys";

/** A rule set's change of the custom kind (d6-pool's `+1D`): the new value, or undefined when it does not apply. */
export type CustomChange = (path: string, current: unknown, value: string) => string | number | undefined;

/**
 * The actor's data with its effects' changes made, as core makes them on an actor in Foundry
 * (v13 common/data/fields.mjs `DataField#applyChange` and its modes on a number; a custom change
 * is the rule set's): every change in core's order of modes, in the effects' order within one
 * mode. A change to a path the data lacks, or of a kind its value cannot take (adding to a
 * word), is refused at its field (`path` names the combatant's effects).
 */
export function applyEffects(
  system: unknown,
  effects: readonly EffectEntry[],
  custom: CustomChange | undefined,
  path: string,
): { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issue: FieldIssue } {
  if (effects.length === 0 || !isPlainRecord(system)) return { ok: true, value: system };
  const changes = effects.flatMap((effect, e) => effect.changes.map((change, c) => ({ change, at: `${path}[${e}].changes[${c}]` })));
  changes.sort((a, b) => CHANGE_MODES.indexOf(a.change.mode) - CHANGE_MODES.indexOf(b.change.mode));
  const data = plainRecordCopy(system);
  for (const { change, at } of changes) {
    if (walksIntoPrototype(change.key))
      return refused(`${at}.key`, change.key, "a path of the actor's own data, never through __proto__, constructor or prototype");
    const keys = change.key.slice("system.".length).split(".");
    const last = keys.pop() ?? "";
    let holder: PlainRecord | undefined = data;
    // Only the data's own keys: a path through `toString` finds nothing, as it would in stored data.
    for (const key of keys) {
      const inner: unknown = holder !== undefined && Object.hasOwn(holder, key) ? holder[key] : undefined;
      holder = isPlainRecord(inner) ? inner : undefined;
    }
    const current = holder !== undefined && Object.hasOwn(holder, last) ? holder[last] : undefined;
    if (holder === undefined || current === undefined) return refused(`${at}.key`, change.key, "a path the actor's data has");
    const next = changed(change.mode, current, change.value, custom, change.key.slice("system.".length));
    if (next === undefined) {
      const expected =
        change.mode === "custom"
          ? "a change the rule set reads as its own kind"
          : typeof current === "number"
            ? "a number"
            : `a change ${change.key} takes: it holds no number, so only override (or the rule set's custom kind)`;
      return refused(`${at}.value`, change.value, expected);
    }
    // Past what a number holds (multiply by 1e308): said as such, not as the null JSON makes of it.
    if (typeof next === "number" && !Number.isFinite(next))
      return refused(
        `${at}.value`,
        change.value,
        `a value that keeps ${change.key} a number: ${change.mode} by ${String(change.value)} takes it past any number`,
      );
    holder[last] = next;
  }
  return { ok: true, value: data };
}

function changed(
  mode: EffectEntry["changes"][number]["mode"],
  current: unknown,
  value: string | number,
  custom: CustomChange | undefined,
  path: string,
): unknown {
  if (mode === "custom") return custom?.(path, current, String(value));
  if (typeof current === "number") {
    const delta = typeof value === "number" ? value : Number(value);
    if (!Number.isFinite(delta)) return undefined;
    switch (mode) {
      case "add":
        return current + delta;
      case "multiply":
        return current * delta;
      case "override":
        return delta;
      case "upgrade":
        return Math.max(current, delta);
      case "downgrade":
        return Math.min(current, delta);
    }
  }
  if (typeof current === "string" && mode === "override" && typeof value === "string") return value;
  if (typeof current === "boolean" && mode === "override" && (value === "true" || value === "false")) return value === "true";
  return undefined;
}

function refused(path: string, value: unknown, expected: string): { readonly ok: false; readonly issue: FieldIssue } {
  return { ok: false, issue: { path, value, expected } };
}
