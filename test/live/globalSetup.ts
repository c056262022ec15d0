import type { TestProject } from "vitest/node";
import { startStandInProcess } from "./table/StandInProcess";

declare module "vitest" {
  export interface ProvidedContext {
    standInUrl: string;
  }
}

/** Starts the stand-in server once for every live suite (the runner built the system before) and stops it after them. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const server = await startStandInProcess(process.env);
  project.provide("standInUrl", server.url);
  return async () => {
    await server.stop();
    const errors = server.stderr.join("");
    if (errors.trim() !== "") console.log(`the stand-in server said:\n${errors}`);
  };
}
