import { readFileSync } from "node:fs";
import { describeIssue } from "../engine/schema/FieldIssue";
import { loadScenario, type LoadedScenario } from "../engine/scenario/loadScenario";
import { RULESETS } from "../rulesets/registry";

/** Bad input: the CLI prints the one-line message and exits with status 2. */
export class InputError extends Error {}

export function readScenario(file: string): LoadedScenario {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    const code = error instanceof Error && "code" in error ? String(error.code) : "unreadable";
    throw new InputError(`${file}: cannot read the scenario file (${code})`);
  }
  let json: unknown;
  try {
    // Editors on Windows save UTF-8 with a byte-order mark; it is no part of the JSON.
    json = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch (error) {
    throw new InputError(`${file}: not valid JSON (${oneLine(error instanceof Error ? error.message : String(error))})`);
  }
  const loaded = loadScenario(json, RULESETS);
  if (!loaded.ok) {
    const first = loaded.issues[0];
    throw new InputError(first === undefined ? `${file}: not a scenario` : `${file}: ${describeIssue(first)}`);
  }
  return loaded.value;
}

/** The parser quotes the file around the fault, newlines and all: the message stays one short line. */
function oneLine(message: string): string {
  const flat = message.replace(/\s+/g, " ").trim();
  return flat.length > 160 ? `${flat.slice(0, 157)}...` : flat;
}
