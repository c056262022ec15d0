import { parseArguments, unknownCommand, UsageError, USAGE } from "./arguments";
import { commandHelp, isCommandName } from "./commandHelp";
import { check } from "./commands/check";
import { scenarioSchema } from "./commands/schema";
import { odds } from "./commands/odds";
import { sim } from "./commands/sim";
import type { Output } from "./Output";
import { escapeControls } from "./escapeControls";
import { InputError } from "./readScenario";
import { VERSION } from "./version";

/** Runs one command line; answers the exit status (0 done, 2 bad input, 1 a fault of ours). */
export async function runCli(argv: readonly string[], given: Output, progress: (text: string) => void): Promise<number> {
  // Names and sides are the scenario's own text: nothing in them may split a line, colour the
  // terminal or turn the line around, whichever command prints them.
  const output: Output = { ...given, out: (line) => given.out(escapeControls(line)), err: (line) => given.err(escapeControls(line)) };
  try {
    const command = parseArguments(argv);
    switch (command.command) {
      case "help":
        if (command.topic !== undefined && !isCommandName(command.topic)) throw new UsageError(unknownCommand(command.topic));
        for (const line of (command.topic === undefined ? USAGE : commandHelp(command.topic)).split("\n")) output.out(line);
        return 0;
      case "version":
        output.out(`turnwright ${VERSION}`);
        return 0;
      case "sim":
        sim(command.file, command.seed, command.json, output, command.targeting);
        return 0;
      case "odds":
        await odds(command.file, command.trials, command.seed, command.jobs, command.json, output, progress, command.targeting);
        return 0;
      case "schema":
        for (const line of JSON.stringify(scenarioSchema(command.ruleset), null, 2).split("\n")) output.out(line);
        return 0;
      case "check":
        check(command.file, output);
        return 0;
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof InputError) {
      output.err(`turnwright: ${error.message}`);
      return 2;
    }
    output.err(`turnwright: internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}
