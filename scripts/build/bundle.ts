import { chmod } from "node:fs/promises";
import { join } from "node:path";
import { build, type InlineConfig } from "vite";
import { cliViteConfig, oddsWorkersViteConfig, systemViteConfig } from "../../vite.config";

export interface BundleOptions {
  /** Vite prints warnings and errors only; `quiet` silences warnings too. */
  readonly quiet?: boolean;
}

/** `turnwright.mjs` and each rule set's Odds dialog worker (with their source maps) into the system folder. */
export async function bundleSystem(systemDir: string, ruleSetIds: readonly string[], options: BundleOptions = {}): Promise<void> {
  await build(inline(systemViteConfig(systemDir), options));
  await build(inline(oddsWorkersViteConfig(systemDir, ruleSetIds), options));
}

/** The CLI as one executable ES module, `turnwright.mjs` in `cliDir`. */
export async function bundleCli(cliDir: string, entry: string, options: BundleOptions = {}): Promise<string> {
  await build(inline(cliViteConfig(cliDir, entry), options));
  const file = join(cliDir, "turnwright.mjs");
  await chmod(file, 0o755);
  return file;
}

function inline(config: InlineConfig, options: BundleOptions): InlineConfig {
  return { ...config, configFile: false, logLevel: options.quiet === true ? "error" : config.logLevel };
}
