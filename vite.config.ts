import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type InlineConfig, type Plugin } from "vite";

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

/**
 * The odds worker as a browser module worker, beside turnwright.mjs: the tracker's Odds dialog
 * starts it. The same entry as the CLI's threads, bundled for the browser.
 */
export function oddsWorkerViteConfig(outDir: string): InlineConfig {
  return systemModuleConfig(outDir, "src/cli/oddsWorker.ts", "odds-worker.mjs");
}

/**
 * The headless CLI: a Node program with every dependency inside it, so the built file runs
 * from a clone without resolving anything from node_modules. Its odds worker is built the same
 * way into a file of its own (`odds-worker.mjs`), which is no command and has no shebang.
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
