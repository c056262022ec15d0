import Handlebars from "handlebars";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LiveFoundry } from "./FoundryFolder";
import { PEGGY_SCRIPT } from "./StandInModules";
import type { Data } from "./ServerCommon";

/**
 * The scripts core's page loads before any module, deferred, in order (dist/server/express.mjs,
 * `Express.CORE_VIEW_SCRIPTS`), and the one a world's page adds (dist/server/views/view.mjs,
 * `View._getStaticContent`: `scripts/simplepeer.min.js`).
 */
const CORE_VIEW_SCRIPTS = [
  "scripts/jquery.min.js",
  "scripts/handlebars.min.js",
  "scripts/handlebars-intl.min.js",
  "scripts/pixi.min.js",
  "scripts/particle-emitter.min.js",
  "scripts/pixi-graphics-smooth.js",
  "scripts/basis.min.js",
  "scripts/socket.io.min.js",
  "scripts/tinymce.min.js",
  "scripts/clipper/clipper.js",
  "scripts/ktx2/basis_transcoder.js",
  "scripts/ktx2/pixi-ktx2.min.js",
  "scripts/earcut-edges/earcut-edges.js",
  "scripts/showdown.js",
  "scripts/spark-md5.min.js",
  "scripts/simplepeer.min.js",
] as const;
const CORE_VIEW_STYLES = [{ src: "css/foundry2.css" }, { src: "fonts/fontawesome/css/all.min.css", layer: "variables" }] as const;

export interface PagePackages {
  readonly system: Data;
  readonly modules: readonly Data[];
}

/**
 * The game page as v13's server renders it (dist/server/views/game.mjs): Foundry's own
 * `templates/views/game.hbs` inside `templates/views/layouts/main.hbs`, rendered by Handlebars
 * with the scripts and styles `View._getStaticContent` lists: core's scripts, then
 * `scripts/vendor.mjs` and `scripts/foundry.mjs` (an installation's build), then the system's and
 * the active modules' scripts, ES modules and styles. For the sources shape, the client's own entry
 * `client/client.mjs` takes the build's place, after an import map and peggy's browser build, the
 * two things that page needs before it; both go first in the head.
 */
export function gamePage(foundry: LiveFoundry, packages: PagePackages, importMap: { readonly imports: Record<string, string> } | undefined): string {
  const template = (name: string): HandlebarsTemplateDelegate => Handlebars.compile(readFileSync(join(foundry.path, "templates", "views", name), "utf8"));
  const scripts: { src: string; isModule: boolean }[] = CORE_VIEW_SCRIPTS.map((src) => ({ src, isModule: false }));
  const core = foundry.shape === "prebuilt" ? ["scripts/vendor.mjs", "scripts/foundry.mjs"] : ["client/client.mjs"];
  scripts.push(...core.map((src) => ({ src, isModule: true })));
  // View._getStaticContent's priorities: the system's scripts, then its ES modules; every module's scripts, then every module's ES modules (a library module's would come before the system's: none of ours is one).
  for (const src of strings(packages.system["scripts"])) scripts.push({ src, isModule: false });
  for (const src of strings(packages.system["esmodules"])) scripts.push({ src, isModule: true });
  for (const entry of packages.modules) for (const src of strings(entry["scripts"])) scripts.push({ src, isModule: false });
  for (const entry of packages.modules) for (const src of strings(entry["esmodules"])) scripts.push({ src, isModule: true });
  const styleOf = (entry: Data, layer: string): { src: string; layer: string }[] =>
    (Array.isArray(entry["styles"]) ? entry["styles"] : []).map((style: unknown) => ({
      src: String(Reflect.get(Object(style), "src")),
      layer: typeof Reflect.get(Object(style), "layer") === "string" ? String(Reflect.get(Object(style), "layer")) : layer,
    }));
  const body = template("game.hbs")({});
  const html = template("layouts/main.hbs")({
    title: "Foundry Virtual Tabletop",
    styles: { core: CORE_VIEW_STYLES, system: styleOf(packages.system, "system"), modules: packages.modules.flatMap((entry) => styleOf(entry, "modules")) },
    scripts,
    eula: true,
    routePrefix: "",
    messages: null,
    bodyClass: `vtt game system-${String(packages.system["id"])}`,
    bodyStyle: "",
    body,
    watermark: null,
  });
  if (importMap === undefined) return html;
  const head = `<script type="importmap">${JSON.stringify(importMap)}</script>\n    <script src="${PEGGY_SCRIPT}"></script>`;
  return html.replace("<head>", `<head>\n    ${head}`);
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === "string") : [];
}
