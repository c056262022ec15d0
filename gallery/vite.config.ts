import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type InlineConfig } from "vite";

const here = fileURLToPath(new URL(".", import.meta.url));

/**
 * The gallery: a page that renders every sheet and card template with the system's real CSS,
 * outside Foundry. Built on its own, into dist/gallery, and never part of the system's build.
 */
export function galleryViteConfig(outDir = resolve(here, "../dist/gallery")): InlineConfig {
  return {
    configFile: false,
    root: here,
    base: "./",
    publicDir: false,
    logLevel: "warn",
    build: { outDir, emptyOutDir: true, target: "es2022", sourcemap: true, assetsInlineLimit: 0 },
    // The Odds page's worker is an ES module, as Foundry's are (the system's odds/<id>.mjs).
    worker: { format: "es" },
    server: { fs: { allow: [resolve(here, "..")] } },
  };
}

// `npm run gallery` reads this file itself, so the programmatic-only `configFile: false` is left
// out; it says where it serves the page, which Vite prints at the info level.
const { configFile: _programmaticOnly, ...served } = galleryViteConfig();
export default defineConfig({ ...served, logLevel: "info" });
