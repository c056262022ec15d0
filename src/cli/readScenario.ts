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
    json = JSON.parse(text);
  } catch (error) {
    throw new InputError(`${file}: not valid JSON (${error instanceof Error ? error.message : String(error)})`);
  }
  const loaded = loadScenario(json, RULESETS);
  if (!loaded.ok) {
    const first = loaded.issues[0];
    throw new InputError(first === undefined ? `${file}: not a scenario` : `${file}: ${describeIssue(first)}`);
  }
  return loaded.value;
}
