import { dieCode, formatDieCode, parseDieCode } from "./dieCode";

const CHANGE = /^\s*([+-])\s*(?:(\d{1,2})[dD](?:\+([0-2]))?|(\d{1,2}))\s*$/;

/**
 * A die code changed by an effect (`+1D`, `-1D`, `+2` pips, `+1D+1`): the dice and pips added or
 * taken away, pips carried into dice as the game counts them, never below 0D. Undefined when the
 * code or the change does not read, so the effect leaves the value as it was.
 */
export function changedDieCode(current: unknown, change: string): string | undefined {
  if (typeof current !== "string") return undefined;
  const code = parseDieCode(current);
  const match = CHANGE.exec(change);
  if (!code.ok || match === null) return undefined;
  const sign = match[1] === "-" ? -1 : 1;
  const dice = Number(match[2] ?? 0);
  const pips = Number(match[3] ?? match[4] ?? 0);
  // The schema holds at most 99D+2.
  const total = Math.min(99 * 3 + 2, Math.max(0, code.value.dice * 3 + code.value.pips + sign * (dice * 3 + pips)));
  return formatDieCode(dieCode(0, total));
}
