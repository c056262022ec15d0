import { isTargeting, TARGETINGS, type Targeting } from "../engine/script/Targeting";

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

/** Every command, in the order the help lists them. */
export const COMMAND_WORDS = ["sim", "odds", "check", "schema", "help", "version"] as const;

export function unknownCommand(word: string): string {
  return `Unknown command "${word}": use ${COMMAND_WORDS.slice(0, -1).join(", ")} or ${COMMAND_WORDS[COMMAND_WORDS.length - 1] ?? ""} (see turnwright --help)`;
}

function targetingFlag(value: string | undefined): Targeting {
  if (value === undefined) throw new UsageError(`--targeting needs one of ${TARGETINGS.join(", ")}`);
  if (!isTargeting(value)) throw new UsageError(`--targeting: got "${value}", expected one of ${TARGETINGS.join(", ")}`);
  return value;
}

/** The flags that take a value, whatever the command: the word after one (or after its `=`) is its value, never the command. */
const VALUED = ["--seed", "--trials", "--jobs", "--targeting"];
/** The flags each command takes besides --help. */
const TAKES: Readonly<Record<string, readonly string[]>> = {
  sim: ["--seed", "--json", "--targeting"],
  odds: ["--trials", "--seed", "--jobs", "--targeting", "--json"],
};

interface Flag {
  readonly name: string;
  readonly value: string | undefined;
}

/**
 * The command line as flags and words, in order: `--trials=50` and `--trials 50` alike, the
 * command wherever it stands (`--seed 3 sim x.json`), `-` a word (standard input).
 */
function split(argv: readonly string[]): { readonly flags: Flag[]; readonly words: string[] } {
  const flags: Flag[] = [];
  const words: string[] = [];
  for (let index = 0; index < argv.length; index += 1) {
    const arg = argv[index] ?? "";
    if (arg === "-" || !arg.startsWith("-")) {
      words.push(arg);
      continue;
    }
    const equals = arg.indexOf("=");
    const name = arg.startsWith("--") && equals > 0 ? arg.slice(0, equals) : arg;
    if (name !== arg) flags.push({ name, value: arg.slice(equals + 1) });
    else flags.push({ name, value: VALUED.includes(name) ? argv[++index] : undefined });
  }
  return { flags, words };
}

export function parseArguments(argv: readonly string[]): Command {
  const { flags, words } = split(argv);
  const [command, ...positional] = words;
  const asked = (...names: string[]): boolean => flags.some((flag) => names.includes(flag.name));
  if (command === undefined) {
    if (asked("--help", "-h")) return { command: "help" };
    if (asked("--version", "-v")) return { command: "version" };
    throw new UsageError(
      argv.length === 0
        ? `no command: use ${COMMAND_WORDS.join(", ")} (see turnwright --help)`
        : `no command among ${argv.join(" ")}: use ${COMMAND_WORDS.join(", ")} (see turnwright --help)`,
    );
  }
  if (!(COMMAND_WORDS as readonly string[]).includes(command)) throw new UsageError(unknownCommand(command));
  if (asked("--help", "-h")) return { command: "help", topic: command };
  const takes = TAKES[command] ?? [];
  const given = new Map<string, string | undefined>();
  for (const flag of flags) {
    if (!takes.includes(flag.name)) throw new UsageError(`Unknown option ${flag.name} for "${command}" (see turnwright help ${command})`);
    if (given.has(flag.name)) {
      const first = given.get(flag.name);
      throw new UsageError(`${flag.name} is given twice${first === undefined ? "" : ` ("${first}" and "${flag.value ?? ""}")`}: give it once`);
    }
    given.set(flag.name, flag.value);
  }
  const has = (name: string): boolean => given.has(name);
  const seed = has("--seed") ? wholeNumber("--seed", given.get("--seed"), 0, 4_294_967_295) : undefined;
  const trials = has("--trials") ? wholeNumber("--trials", given.get("--trials"), 1, MAX_TRIALS) : DEFAULT_TRIALS;
  const jobs = has("--jobs") ? wholeNumber("--jobs", given.get("--jobs"), 1, MAX_JOBS) : undefined;
  const targeting = has("--targeting") ? targetingFlag(given.get("--targeting")) : undefined;
  const json = has("--json");
  if (json && given.get("--json") !== undefined) throw new UsageError(`--json takes no value; got "${given.get("--json") ?? ""}"`);
  const [first, extra] = positional;
  if (command === "help") {
    if (extra !== undefined) throw new UsageError(`"help" takes one command at most; also got "${extra}"`);
    if (first !== undefined && !(COMMAND_WORDS as readonly string[]).includes(first)) throw new UsageError(unknownCommand(first));
    return first === undefined ? { command } : { command, topic: first };
  }
  if (command === "version") {
    if (first !== undefined) throw new UsageError(`"version" takes no argument; got "${first}"`);
    return { command };
  }
  if (extra !== undefined) throw new UsageError(`"${command}" takes one argument; also got "${extra}"`);
  switch (command) {
    case "sim":
    case "odds":
      if (first === undefined) throw new UsageError(`"${command}" needs a scenario file: turnwright ${command} <scenario.json>`);
      return command === "sim" ? { command, file: first, seed, json, targeting } : { command, file: first, seed, targeting, trials, jobs, json };
    case "check":
      if (first === undefined) throw new UsageError('"check" needs a scenario file: turnwright check <scenario.json>');
      return { command, file: first };
    default:
      if (first === undefined) throw new UsageError('"schema" needs a rule set: turnwright schema <ruleset>');
      return { command: "schema", ruleset: first };
  }
}

export const USAGE = `turnwright — run tabletop fights headless

  turnwright sim <scenario.json> [--seed N] [--targeting T] [--json]
                                       one fight; the event log to stdout
  turnwright odds <scenario.json> [--trials N] [--seed N] [--jobs N] [--targeting T] [--json]
                                       many fights; win rates and rounds, on N threads
                                       (default: the idle cores that pay)
  turnwright check <scenario.json>     read a scenario and say what is wrong, fighting nothing
  turnwright schema <ruleset>          JSON Schema of a whole scenario under the rule set
  turnwright help [<command>]          this, or a command's options, the rule-set ids and exit statuses
  turnwright version (or --version)    the version of Turnwright

A scenario file of "-" is read from standard input. A flag's value follows it or an "=" (--trials 50,
--trials=50), and flags may come before the command or after it, each once.

sim and odds also take --targeting T: how every combatant picks whom to attack when its script
names nobody, over the scenario's own: random (the default), focus (all on the enemy nearest to
falling), nearest (where the rule set has positions) or first (the scenario's order).

Exit status: 0 when the command did what it was asked, 2 on bad input (one line naming the file
or flag, the field and what was expected), 1 for a fault of Turnwright's own.
A scenario that loads but is likely a mistake is warned of on stderr; the command goes on.`;
