import { isTargeting, TARGETINGS, type Targeting } from "../engine/scenario/Targeting";

/** The command line, read: a command, its one positional argument and its flags. */
export type Command =
  | { readonly command: "sim"; readonly file: string; readonly seed: number | undefined; readonly json: boolean; readonly targeting: Targeting | undefined }
  | {
      readonly command: "odds";
      readonly file: string;
      readonly seed: number | undefined;
      /** How every combatant chooses its targets, over what the scenario says; left out, the scenario's. */
      readonly targeting: Targeting | undefined;
      readonly trials: number;
      /** Threads, this one included; left out, as many as pay on this machine (`threadsFor`). */
      readonly jobs: number | undefined;
      readonly json: boolean;
    }
  | { readonly command: "schema"; readonly ruleset: string }
  | { readonly command: "check"; readonly file: string }
  /** The general help, or with a topic the help of the command it names. */
  | { readonly command: "help"; readonly topic?: string }
  | { readonly command: "version" };

export class UsageError extends Error {}

export const DEFAULT_TRIALS = 1000;
const MAX_TRIALS = 10_000_000;
const MAX_JOBS = 256;

function wholeNumber(flag: string, value: string | undefined, min: number, max: number): number {
  if (value === undefined) throw new UsageError(`${flag} needs a number`);
  const number = Number(value);
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(number) || number < min || number > max) {
    throw new UsageError(`${flag}: got "${value}", expected a whole number from ${min} to ${max}`);
  }
  return number;
}

export function unknownCommand(word: string): string {
  return `Unknown command "${word}": use sim, odds, check or schema (see turnwright --help)`;
}

function targetingFlag(value: string | undefined): Targeting {
  if (value === undefined) throw new UsageError(`--targeting needs one of ${TARGETINGS.join(", ")}`);
  if (!isTargeting(value)) throw new UsageError(`--targeting: got "${value}", expected one of ${TARGETINGS.join(", ")}`);
  return value;
}

export function parseArguments(argv: readonly string[]): Command {
  const [command, ...rest] = argv;
  if (command === undefined || command === "--help" || command === "-h") return { command: "help" };
  if (command === "help") return rest[0] === undefined ? { command } : { command, topic: rest[0] };
  if (command === "version" || command === "--version" || command === "-v") return { command: "version" };
  const positional: string[] = [];
  let seed: number | undefined;
  let trials = DEFAULT_TRIALS;
  let jobs: number | undefined;
  let json = false;
  let targeting: Targeting | undefined;
  for (let index = 0; index < rest.length; index += 1) {
    const arg = rest[index] ?? "";
    if (arg === "--help" || arg === "-h") return { command: "help", topic: command };
    const fights = command === "sim" || command === "odds";
    if (arg === "--json" && fights) json = true;
    else if (arg === "--seed" && fights) seed = wholeNumber("--seed", rest[++index], 0, 4_294_967_295);
    else if (arg === "--trials" && command === "odds") trials = wholeNumber("--trials", rest[++index], 1, MAX_TRIALS);
    else if (arg === "--jobs" && command === "odds") jobs = wholeNumber("--jobs", rest[++index], 1, MAX_JOBS);
    else if (arg === "--targeting" && fights) targeting = targetingFlag(rest[++index]);
    else if (arg.startsWith("-")) throw new UsageError(`Unknown option ${arg} for "${command}" (see turnwright --help)`);
    else positional.push(arg);
  }
  const [first, extra] = positional;
  if (extra !== undefined) throw new UsageError(`"${command}" takes one argument; also got "${extra}"`);
  switch (command) {
    case "sim":
    case "odds":
      if (first === undefined) throw new UsageError(`"${command}" needs a scenario file: turnwright ${command} <scenario.json>`);
      return command === "sim" ? { command, file: first, seed, json, targeting } : { command, file: first, seed, targeting, trials, jobs, json };
    case "check":
      if (first === undefined) throw new UsageError('"check" needs a scenario file: turnwright check <scenario.json>');
      return { command, file: first };
    case "schema":
      if (first === undefined) throw new UsageError('"schema" needs a rule set: turnwright schema <ruleset>');
      return { command, ruleset: first };
    default:
      throw new UsageError(unknownCommand(command));
  }
}

export const USAGE = `turnwright — run tabletop fights headless

  turnwright sim <scenario.json> [--seed N] [--json]       one fight; the event log to stdout
  turnwright odds <scenario.json> [--trials N] [--seed N] [--jobs N] [--json]
                                                            many fights; win rates and rounds,
                                                            on N threads (default: the idle cores that pay)
  turnwright check <scenario.json>                          read a scenario and say what is wrong, fighting nothing
  turnwright schema <ruleset>                               JSON Schema of a whole scenario under the rule set
  turnwright help <command>                                 a command's options, the rule-set ids and exit statuses
  turnwright --version                                      the version of Turnwright

sim and odds also take --targeting T: how every combatant picks whom to attack when its script
names nobody, over the scenario's own: random (the default), focus (all on the enemy nearest to
falling), nearest (where the rule set has positions) or first (the scenario's order).

Exit status: 0 when the fight ran, 2 on bad input (the message names the field).
A script step that loads but is likely a mistake is warned of on stderr; the command goes on.`;
