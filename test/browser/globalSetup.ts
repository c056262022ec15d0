import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "vite";
import type { TestProject } from "vitest/node";
import { galleryViteConfig } from "../../gallery/vite.config";
import { serveGallery } from "./galleryServer";

declare module "vitest" {
  export interface ProvidedContext {
    galleryUrl: string;
  }
}

const REPO = fileURLToPath(new URL("../..", import.meta.url));

/** Builds the gallery once for all browser tests and serves it until they end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = resolve(REPO, "dist/gallery");
  await build(galleryViteConfig(outDir));
  const server = await serveGallery(outDir);
  project.provide("galleryUrl", server.url);
  return () => server.close();
}
