import type { WorldTally } from "../../engine/play/RuleSetModule";
import { allow, refuse, type Outcome } from "../../engine/Refusal";

/** A rule set's tallies: its id, where the setting keeps them, and the tallies it declares. */
export interface Tallies {
  readonly id: string;
  readonly tallies?: readonly WorldTally[];
}

/** A tally's value as stored, within its bounds; its session's start when none is stored, or the stored one does not fit. */
export function tallyValue(stored: unknown, module: Tallies, tally: WorldTally): number {
  const ours = typeof stored === "object" && stored !== null ? Reflect.get(stored, module.id) : undefined;
  const value: unknown = typeof ours === "object" && ours !== null ? Reflect.get(ours, tally.name) : undefined;
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= tally.most ? value : tally.session;
}

export function talliesOf(stored: unknown, module: Tallies): Record<string, number> {
  return Object.fromEntries((module.tallies ?? []).map((tally) => [tally.name, tallyValue(stored, module, tally)]));
}

/**
 * The stored setting with new values for some of this rule set's tallies, each kept within its
 * bounds; other rule sets' tallies are left as they were.
 */
export function withTallies(stored: unknown, module: Tallies, values: Readonly<Record<string, number>>): Record<string, Record<string, number>> {
  const all: Record<string, Record<string, number>> = {};
  if (typeof stored === "object" && stored !== null) {
    for (const [id, counts] of Object.entries(stored)) {
      if (typeof counts !== "object" || counts === null) continue;
      all[id] = Object.fromEntries(Object.entries(counts).filter((entry): entry is [string, number] => typeof entry[1] === "number"));
    }
  }
  const ours: Record<string, number> = talliesOf(stored, module);
  for (const tally of module.tallies ?? []) {
    const value = values[tally.name];
    if (value !== undefined) ours[tally.name] = Math.min(tally.most, Math.max(0, Math.trunc(value)));
  }
  all[module.id] = ours;
  return all;
}

/**
 * The stored setting with the GM's new value for one tally, or why not: the rule set keeps no
 * tally of that name, or the value is out of its bounds. Nothing is written on a refusal.
 */
export function planTally(stored: unknown, module: Tallies, name: string, value: number): Outcome<Record<string, Record<string, number>>> {
  const tally = module.tallies?.find((candidate) => candidate.name === name);
  if (tally === undefined) return refuse("unknown-tally", `This rule set keeps no count called ${name}`, { name });
  if (!Number.isInteger(value) || value < 0 || value > tally.most)
    return refuse("tally-out-of-range", `${name} runs from 0 to ${tally.most}`, { most: tally.most });
  return allow(withTallies(stored, module, { [name]: value }));
}
