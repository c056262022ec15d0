import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { LiveFoundry } from "./FoundryFolder";
import { STUBBED } from "./ImportMap";

/** Where the grammar's own text is served, as it ships, for the module standing in for its compiled form. */
const GRAMMAR_TEXT = "/__standin/grammar.pegjs";

/** Where the page loads peggy's browser build (it ships no ES module), which sets the global `peggy`. */
export const PEGGY_SCRIPT = "/__npm/peggy/browser/peggy.min.js";

/**
 * The few modules of ours the page is answered with where a source copy of v13's client lacks what
 * an installation has compiled into `foundry.mjs`, each a module of its own at the address the
 * client imports it from. Foundry's own files are never among them: each is served unchanged.
 */
export function standInModule(foundry: LiveFoundry, pathname: string): { readonly body: string; readonly type: string } | undefined {
  if (pathname === STUBBED["eslint-linter-browserify"]) return { body: ESLINT_LINTER, type: "text/javascript" };
  if (foundry.shape !== "sources") return undefined;
  // client/client.mjs imports the setup views from "../setup/setup.mjs", which a source copy lacks: a game view never opens them.
  if (pathname === "/setup/setup.mjs") return { body: SETUP, type: "text/javascript" };
  // client/_module.mjs exports the setup namespace from "../setup/_module.mjs": a game page has none.
  if (pathname === "/setup/_module.mjs") return { body: SETUP_NAMESPACE, type: "text/javascript" };
  // client/dice/_module.mjs imports "./grammar.pegjs", which Foundry's build compiles; here peggy compiles the text at load.
  if (pathname === "/client/dice/grammar.pegjs") return { body: GRAMMAR, type: "text/javascript" };
  if (pathname === GRAMMAR_TEXT) return { body: readFileSync(join(foundry.path, "client", "dice", "grammar.pegjs"), "utf8"), type: "text/plain" };
  return undefined;
}

const SETUP = `// Turnwright's live test world: a stand-in for Foundry's setup views, which a game page never opens.
export default class Setup {
  static async create(view) {
    throw new Error("The live test world serves the game view only, not the setup view " + view + ".");
  }
}
`;

const SETUP_NAMESPACE = `// Turnwright's live test world: the setup views' namespace (foundry.setup), empty on a game page.
export {};
`;

// Synchronous on purpose: a top-level await here would hold the module graph past DOMContentLoaded,
// which client/client.mjs listens for to start the game.
const GRAMMAR = `// Turnwright's live test world: the dice grammar as it ships, compiled by peggy as the page loads.
const request = new XMLHttpRequest();
request.open("GET", ${JSON.stringify(GRAMMAR_TEXT)}, false);
request.send(null);
if (request.status !== 200) throw new Error("The live test world could not read Foundry's dice grammar: " + request.status);
export default globalThis.peggy.generate(request.responseText);
`;

const ESLINT_LINTER = `// Turnwright's live test world: the macro editor's linter, which finds nothing.
export class Linter {
  verify() {
    return [];
  }
}
`;
