import { readFileSync } from "node:fs";
import { describeIssue } from "../engine/schema/FieldIssue";
import { loadScenario, offTheMap, targetingIssue, type LoadedScenario } from "../engine/scenario/loadScenario";
import type { Targeting } from "../engine/script/Targeting";
import { withTargeting } from "../engine/scenario/withTargeting";
import { RULESETS } from "../rulesets/registry";
import { ForcedDiceRefused, tryForcedDice } from "./diceFor";
import { unreadableWhy } from "./unreadableWhy";

/** The name a scenario file is given on the command line for standard input. */
export const STANDARD_INPUT = "-";

/** A scenario file as a message names it: standard input in words. */
export function shownFile(file: string): string {
  return file === STANDARD_INPUT ? "standard input" : file;
}

/** Bad input: the CLI prints the one-line message and exits with status 2. */
export class InputError extends Error {}

/**
 * A scenario file as sim, odds and check all read it: the file, its JSON, the scenario and its
 * rule set's fields, then its forced dice tried on the dice the fight throws under `seed` (the
 * scenario's own when left out). `targeting` (sim's and odds' `--targeting`) sets how every
 * combatant picks its targets before the dice are tried, since whom it attacks decides which die
 * each forced face is thrown for. Every fault is bad input whose one line names the file.
 */
export function readScenario(file: string, seed?: number, targeting?: Targeting, input: () => Uint8Array = () => readFileSync(0)): LoadedScenario {
  let bytes: Uint8Array;
  try {
    // "-" is standard input, as for most tools that read a file.
    bytes = file === STANDARD_INPUT ? input() : readFileSync(file);
  } catch (error) {
    const code = error instanceof Error && "code" in error ? String(error.code) : undefined;
    throw new InputError(`${shownFile(file)}: cannot read the scenario file: ${unreadableWhy(code)}`);
  }
  const text = utf8Text(file, bytes);
  let json: unknown;
  try {
    // Editors on Windows save UTF-8 with a byte-order mark; it is no part of the JSON.
    json = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch (error) {
    throw new InputError(`${shownFile(file)}: not valid JSON (${oneLine(error instanceof Error ? error.message : String(error))})`);
  }
  const loaded = loadScenario(json, RULESETS);
  if (!loaded.ok) {
    const first = loaded.issues[0];
    throw new InputError(first === undefined ? `${shownFile(file)}: not a scenario` : `${shownFile(file)}: ${describeIssue(first)}`);
  }
  const chosen = withTargetingFlag(file, loaded.value, targeting);
  try {
    tryForcedDice(chosen, seed ?? chosen.scenario.seed);
  } catch (error) {
    throw namingFile(file, error);
  }
  return chosen;
}

/**
 * The scenario as read, with every combatant choosing its targets as `--targeting` says. A
 * targeting the rule set cannot honour is bad input, in the words the scenario's own field gets.
 */
function withTargetingFlag(file: string, loaded: LoadedScenario, targeting: Targeting | undefined): LoadedScenario {
  if (targeting === undefined) return loaded;
  const issue =
    targetingIssue(loaded.ruleset, targeting, "--targeting") ??
    (targeting === "nearest" && !loaded.ruleset.onMap(loaded.combatants, loaded.options) ? offTheMap("--targeting", loaded.ruleset) : null);
  if (issue !== null) throw new InputError(`${shownFile(file)}: ${describeIssue(issue)}`);
  const again = loadScenario(
    withTargeting(loaded.scenario, () => targeting),
    RULESETS,
  );
  // The scenario loaded once already, and only its targetings changed, to one the rule set honours.
  if (!again.ok) throw new Error(`${shownFile(file)} no longer loads with --targeting ${targeting}: ${again.issues.map(describeIssue).join("; ")}`);
  return again.value;
}

/** A forced face refused while fighting the scenario of `file`: bad input naming the file, as every other fault of the scenario is. */
export function namingFile(file: string, error: unknown): unknown {
  return error instanceof ForcedDiceRefused ? new InputError(`${shownFile(file)}: ${error.message}`) : error;
}

/**
 * The file's text, which JSON files hold as UTF-8. Anything else would be read as mojibake and
 * refused as JSON with NUL bytes in the message: a file saved as UTF-16 (its byte-order mark, or
 * NUL bytes among its first characters) or in another encoding is refused as not UTF-8, naming
 * the first byte no UTF-8 character holds.
 */
function utf8Text(file: string, bytes: Uint8Array): string {
  const [first, second] = bytes;
  const utf16 = (first === 0xff && second === 0xfe) || (first === 0xfe && second === 0xff) || bytes.subarray(0, 64).includes(0);
  if (utf16) throw new InputError(`${shownFile(file)}: not UTF-8 text: it looks like UTF-16; save it as UTF-8`);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    const at = firstNonUtf8(bytes);
    const hex = (bytes[at] ?? 0).toString(16).toUpperCase().padStart(2, "0");
    throw new InputError(`${shownFile(file)}: not UTF-8 text: byte ${at} (0x${hex}) is no part of a UTF-8 character; save it as UTF-8`);
  }
}

/** Where the bytes stop being UTF-8: the first byte of the first sequence that does not decode. */
function firstNonUtf8(bytes: Uint8Array): number {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let good = 0;
  for (let end = 1; end <= bytes.length; end += 1) {
    try {
      decoder.decode(bytes.subarray(good, end));
      good = end;
    } catch {
      // A sequence cut short decodes once its last byte is in; four bytes on, it never will.
      if (end - good >= 4) return good;
    }
  }
  return good;
}

/** The parser quotes the file around the fault, newlines and all: the message stays one short line. */
function oneLine(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}
