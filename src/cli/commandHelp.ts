import { COMMAND_WORDS, DEFAULT_TRIALS } from "./arguments";
import { TRIALS_PER_THREAD } from "./threadsFor";
import { RULESET_IDS } from "../rulesets/registry";

/** The commands, in the order the general help lists them. */
export const COMMANDS = COMMAND_WORDS;
export type CommandName = (typeof COMMANDS)[number];

export function isCommandName(word: string): word is CommandName {
  return COMMANDS.some((command) => command === word);
}

interface Help {
  readonly usage: string;
  readonly what: readonly string[];
  readonly options: readonly (readonly [flag: string, meaning: string])[];
  /** The exit statuses the command answers with besides the common ones. */
  readonly done: string;
}

const SEED: readonly [string, string] = ["--seed N", "replaces the scenario's seed (a whole number from 0 to 4294967295)"];
const TARGETING_WAYS =
  "random (the default), focus (all on the enemy nearest to falling), nearest (where the rule set has positions) or first (the scenario's order)";
const TARGETING: readonly [string, string] = ["--targeting T", `how every combatant picks whom to attack when its script names nobody: ${TARGETING_WAYS}`];
const JOBS_DEFAULT = `default: one per idle core, no more than one per ${TRIALS_PER_THREAD} fights`;

const HELP: Readonly<Record<CommandName, Help>> = {
  sim: {
    usage: "turnwright sim <scenario.json> [--seed N] [--targeting T] [--json]",
    what: [
      "Runs one fight and prints its event log on stdout: a line a person reads for each event,",
      "or with --json one JSON object per event. The same scenario and seed give the same log.",
    ],
    options: [SEED, TARGETING, ["--json", "one JSON object per line instead of the text log"]],
    done: "the fight ran",
  },
  odds: {
    usage: "turnwright odds <scenario.json> [--trials N] [--seed N] [--jobs N] [--targeting T] [--json]",
    what: [
      "Fights the scenario many times and prints each side's win rate with a 95% interval, each",
      "combatant's chance of still standing at the end, and how long the fights lasted.",
    ],
    options: [
      ["--trials N", `how many fights (default ${DEFAULT_TRIALS})`],
      SEED,
      ["--jobs N", `threads to fight on, this one included, up to the cores and one per hundred fights (${JOBS_DEFAULT})`],
      TARGETING,
      ["--json", "the figures as one JSON object"],
    ],
    done: "the study ran",
  },
  check: {
    usage: "turnwright check <scenario.json>",
    what: [
      "Reads a scenario as sim and odds do and says what it holds, or the first thing wrong with it.",
      "Forced dice are tried on the dice the fight throws them for, as sim and odds try them, so a",
      "face no die there can show is refused here too; nothing of the fight is printed.",
    ],
    options: [],
    done: "the scenario loads",
  },
  help: {
    usage: "turnwright help [<command>]",
    what: [
      "Prints the general help, or with a command its usage, what it does, its options, the rule",
      "sets' ids and its exit statuses (turnwright <command> --help says the same).",
    ],
    options: [],
    done: "the help was printed",
  },
  version: {
    usage: "turnwright version",
    what: ["Prints the version of Turnwright the CLI was built from (turnwright --version and -v say", "the same)."],
    options: [],
    done: "the version was printed",
  },
  schema: {
    usage: "turnwright schema <ruleset>",
    what: [
      "Prints the JSON Schema of a whole scenario under the rule set: every field with its limits",
      "and default, the armoury's named gear, and the script's actions and luck uses.",
    ],
    options: [],
    done: "the schema was printed",
  },
};

/** The help of one command: its usage, what it does, its options, the rule-set ids and its exit statuses. */
export function commandHelp(command: CommandName): string {
  const help = HELP[command];
  const width = Math.max(0, ...help.options.map(([flag]) => flag.length));
  const rulesets = command === "schema" ? "<ruleset> is one of" : 'A scenario\'s "ruleset" is one of';
  return [
    `Usage: ${help.usage}`,
    "",
    ...help.what,
    "",
    ...(help.options.length === 0
      ? ["Options: none besides --help."]
      : ["Options:", ...help.options.map(([flag, meaning]) => `  ${flag.padEnd(width)}  ${meaning}`), ""]),
    ...(help.options.length === 0 ? [""] : []),
    `${rulesets}: ${RULESET_IDS.join(", ")}.`,
    "",
    "Exit status:",
    `  0  ${help.done}`,
    "  1  a fault of Turnwright's own (the message says where)",
    "  2  bad input: one line naming the file or flag, the field, what was given and what was expected",
  ].join("\n");
}
