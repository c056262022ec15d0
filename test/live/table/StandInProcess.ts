import { spawn, type ChildProcess } from "node:child_process";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";

const MAIN = fileURLToPath(new URL("../standin/main.ts", import.meta.url));
const REPO = fileURLToPath(new URL("../../..", import.meta.url));

export interface StandInProcess {
  readonly url: string;
  /** What the server wrote to stderr: its own errors, and common's. */
  readonly stderr: string[];
  stop(): Promise<void>;
}

/** The stand-in server started as a child process (`test/live/standin/main.ts`, run by tsx), resolved once it prints its address. */
export async function startStandInProcess(env: NodeJS.ProcessEnv): Promise<StandInProcess> {
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", MAIN], { cwd: REPO, env, stdio: ["ignore", "pipe", "pipe"] });
  const stderr: string[] = [];
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => stderr.push(chunk));
  const url = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout ?? process.stdin });
    lines.once("line", (line) => {
      const parsed: unknown = JSON.parse(line);
      const found: unknown = Reflect.get(Object(parsed), "url");
      if (typeof found === "string") resolve(found);
      else reject(new Error(`the stand-in server printed ${line}`));
    });
    child.once("exit", (code) => reject(new Error(`the stand-in server stopped (exit ${String(code)}) before it listened:\n${stderr.join("")}`)));
  });
  return {
    url,
    stderr,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
