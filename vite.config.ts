import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type InlineConfig, type Plugin } from "vite";
import { oddsWorkerFile } from "./src/foundry/odds/oddsWorkerFile";

const root = fileURLToPath(new URL(".", import.meta.url));

/**
 * One browser ES module of the system folder. The build script owns the rest of the folder, so
 * Vite must not empty it.
 */
function systemModuleConfig(outDir: string, entry: string, fileName: string): InlineConfig {
  return {
    root,
    publicDir: false,
    logLevel: "warn",
    build: {
      outDir,
      emptyOutDir: false,
      target: "es2022",
      sourcemap: true,
      minify: false,
      lib: { entry: resolve(root, entry), formats: ["es"], fileName: () => fileName },
    },
  };
}

/** Where each rule set's own chunk goes, by its folder: `rulesets/<id>.mjs`. */
export const RULE_SET_CHUNK = /\/src\/rulesets\/([^/]+)\/ruleSet\.ts$/;

/** The Quench batches' chunk, fetched only where Quench runs: a short name, since the boot holds it. */
export const QUENCH_CHUNK = { module: /\/src\/foundry\/quench\/registerBatches\.ts$/, file: "quench.mjs" } as const;

/**
 * The module Foundry loads, Foundry's globals (`game`, `Hooks`, ...) left as free names for the
 * page to supply; minified. Each `import()` of a rule set is cut into a chunk of its own named
 * after its folder, so a world fetches only its own rule set, and code the rule sets share goes
 * into `chunks/`, named by its content: two builds of one commit give the same files.
 */
export function systemViteConfig(outDir: string): InlineConfig {
  const config = systemModuleConfig(outDir, "src/index.ts", "turnwright.mjs");
  return {
    ...config,
    build: {
      ...config.build,
      minify: true,
      rolldownOptions: {
        // What the entry loads anyway stays in it: the rule sets' chunks import it from there.
        preserveEntrySignatures: "allow-extension",
        output: {
          chunkFileNames: (chunk) => {
            const facade = chunk.isDynamicEntry ? chunk.facadeModuleId : null;
            if (facade !== null && QUENCH_CHUNK.module.test(facade)) return QUENCH_CHUNK.file;
            const ruleset = facade === null ? undefined : RULE_SET_CHUNK.exec(facade)?.[1];
            return ruleset === undefined ? "chunks/[name]-[hash].mjs" : `rulesets/${ruleset}.mjs`;
          },
        },
      },
    },
  };
}

/** The name an Odds dialog worker's entry goes by before the build gives it a file. */
const ODDS_WORKER_ENTRY = "turnwright-odds-worker:";

/**
 * Each rule set's odds worker, a module the build writes and nothing else imports: the shared
 * worker loop over a directory of that rule set's headless fight (`headless.ts` in its folder)
 * and nothing of any other.
 */
function oddsWorkerEntries(): Plugin {
  return {
    name: "turnwright-odds-workers",
    resolveId: (id) => (id.startsWith(ODDS_WORKER_ENTRY) ? `\0${id}` : null),
    load(id) {
      if (!id.startsWith(`\0${ODDS_WORKER_ENTRY}`)) return null;
      const ruleset = id.slice(ODDS_WORKER_ENTRY.length + 1);
      const source = (path: string): string => JSON.stringify(resolve(root, path));
      return [
        `import { serveOddsJobs } from ${source("src/engine/odds/serveOddsJobs.ts")};`,
        `import { oneRuleSet } from ${source("src/engine/scenario/oneRuleSet.ts")};`,
        `import { HEADLESS } from ${source(`src/rulesets/${ruleset}/headless.ts`)};`,
        "serveOddsJobs(oneRuleSet(HEADLESS));",
      ].join("\n");
    },
  };
}

/**
 * The tracker's Odds dialog workers, browser module workers in the system's folder: one per rule
 * set (`oddsWorkerFile`: `odds/<id>.mjs`), so a world's dialog fetches its own rule set's fight
 * and no other; minified, with what the workers share in `odds/chunks/`, named by content.
 */
export function oddsWorkersViteConfig(outDir: string, ruleSetIds: readonly string[]): InlineConfig {
  return {
    root,
    publicDir: false,
    logLevel: "warn",
    plugins: [oddsWorkerEntries()],
    build: {
      outDir,
      emptyOutDir: false,
      target: "es2022",
      sourcemap: true,
      minify: true,
      modulePreload: false,
      rolldownOptions: {
        input: Object.fromEntries(ruleSetIds.map((id) => [id, `${ODDS_WORKER_ENTRY}${id}`])),
        preserveEntrySignatures: false,
        output: {
          format: "es",
          entryFileNames: (chunk) => oddsWorkerFile(chunk.name),
          chunkFileNames: "odds/chunks/[name]-[hash].mjs",
        },
      },
    },
  };
}

/**
 * The headless CLI: a Node program with every dependency inside it, so the built file runs
 * from a clone, or copied alone anywhere, without resolving anything from node_modules. The
 * threads of `odds --jobs` run the same file (`src/cli/turnwright.ts`).
 */
export function cliViteConfig(outDir: string, entry: string, fileName = "turnwright.mjs"): InlineConfig {
  return {
    root,
    publicDir: false,
    logLevel: "warn",
    ssr: { noExternal: true, target: "node" },
    plugins: fileName === "turnwright.mjs" ? [nodeShebang()] : [],
    build: {
      outDir,
      emptyOutDir: false,
      target: "node20",
      sourcemap: false,
      minify: false,
      ssr: entry,
      rolldownOptions: {
        output: { format: "es", entryFileNames: fileName },
      },
    },
  };
}

/** Starts the CLI with exactly one `#!/usr/bin/env node`, whether or not its source has one. */
function nodeShebang(): Plugin {
  return {
    name: "turnwright-node-shebang",
    renderChunk(code, chunk) {
      if (!chunk.isEntry || code.startsWith("#!")) return null;
      return { code: `#!/usr/bin/env node\n${code}` };
    },
  };
}

export default defineConfig(systemViteConfig(resolve(root, "dist/turnwright")));
