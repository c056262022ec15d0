import { runCli } from "./main";

// A reader that stops early (`turnwright sim x.json | head`) is not an error of ours.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code === "EPIPE") process.exit(0);
  throw error;
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
