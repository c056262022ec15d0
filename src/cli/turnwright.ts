import { isMainThread } from "node:worker_threads";
import { RULESETS } from "../rulesets/registry";
import { runCli } from "./main";
import { serveOddsJobs } from "../engine/odds/serveOddsJobs";
import { unwritableWhy } from "./unwritableWhy";

if (!isMainThread) {
  // The one built file is also the odds worker `odds --jobs` starts its threads on (OddsThreads.ts),
  // so it runs copied alone anywhere: in a thread it serves the jobs it is sent.
  serveOddsJobs(RULESETS);
} else {
  // A reader that stops early (`turnwright sim x.json | head`) is not an error of ours; a disk
  // that is full or gone is said in one line, never as a trace.
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") process.exit(0);
    process.stderr.write(`turnwright: cannot write to standard output: ${unwritableWhy(error.code)}\n`);
    process.exit(1);
  });

  // The executable: wires the CLI to the real process. Everything testable lives in main.ts.
  const status = await runCli(
    process.argv.slice(2),
    {
      out: (line) => process.stdout.write(`${line}\n`),
      err: (line) => process.stderr.write(`${line}\n`),
      interactive: process.stderr.isTTY === true,
    },
    (text) => process.stderr.write(text),
  );
  process.exitCode = status;
}
