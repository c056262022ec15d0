import { chmod } from "node:fs/promises";
import { join } from "node:path";
import { build, type InlineConfig } from "vite";
import { cliViteConfig, oddsWorkerViteConfig, systemViteConfig } from "../../vite.config";

export interface BundleOptions {
  /** Vite prints warnings and errors only; `quiet` silences warnings too. */
  readonly quiet?: boolean;
}

/** `turnwright.mjs` and the odds worker (with their source maps) into the system folder. */
export async function bundleSystem(systemDir: string, options: BundleOptions = {}): Promise<void> {
  await build(inline(systemViteConfig(systemDir), options));
  await build(inline(oddsWorkerViteConfig(systemDir), options));
}

/** The CLI as one executable ES module, `turnwright.mjs` in `cliDir`. */
export async function bundleCli(cliDir: string, entry: string, options: BundleOptions = {}): Promise<string> {
  await build(inline(cliViteConfig(cliDir, entry), options));
  const file = join(cliDir, "turnwright.mjs");
  await chmod(file, 0o755);
  return file;
}

/** The odds worker beside the CLI, `odds-worker.mjs` in `cliDir`: the threads of `odds --jobs`. */
export async function bundleCliWorker(cliDir: string, entry: string, options: BundleOptions = {}): Promise<string> {
  await build(inline(cliViteConfig(cliDir, entry, ODDS_WORKER_FILE), options));
  return join(cliDir, ODDS_WORKER_FILE);
}

/** The one name the odds worker has, in the CLI's folder and in the system's. */
export const ODDS_WORKER_FILE = "odds-worker.mjs";

function inline(config: InlineConfig, options: BundleOptions): InlineConfig {
  return { ...config, configFile: false, logLevel: options.quiet === true ? "error" : config.logLevel };
}
