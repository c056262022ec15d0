import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { partOf } from "../../scripts/docs/generatedPart";
import { houseDrawing } from "../../scripts/docs/houseDrawing";
import { FACE_HEADING, faceOf, faceProblems, type Face, type Floors, floorsOf, readFaces } from "../../scripts/docs/faces";
import { circles, climbs, importGraph, type ImportEdge, readTree } from "./importGraph";

/**
 * The house from the ground up: the engine knows no rule set, a rule set no adapter, and the two
 * adapters (the CLI and Foundry) never each other; the pages and tools around `src/` sit above it.
 */
const FLOORS: Floors = [["src/engine"], ["src/rulesets"], ["src/cli", "src/foundry"], ["src/index.ts"], ["gallery", "bench", "vite.config.ts"], ["scripts"]];

/**
 * Faults the house still has, each to be taken off by the change that ends it. The list only
 * shrinks: a fault not on it fails, and so does a listed one that no longer occurs.
 */
const KNOWN_CIRCLES: readonly (readonly string[])[] = [];
const KNOWN_CLIMBS: readonly string[] = [];

/**
 * The folders whose rooms stand in an order of their own, each declared by the folder's face
 * (its README, under `FACE_HEADING`, `faces.ts`) and held here.
 */
const FACED: readonly string[] = ["src/engine", "src/foundry", "src/foundry/applications"];

/** The most source files one folder of the Foundry layer holds: past it, a folder holds more than one kind of Foundry thing. */
const MOST_FILES = 30;

const withoutLine = (climb: string): string => climb.replace(/:\d+ -> /, " -> ");

let edges: ImportEdge[] = [];
let files: string[] = [];
let faces: Face[] = [];
beforeAll(() => {
  const tree = readTree(REPO_ROOT, ["src", "gallery", "bench", "scripts"], ["vite.config.ts"]);
  edges = importGraph(tree);
  files = [...tree.keys()];
  faces = readFaces(REPO_ROOT, ["src"]);
});

describe("the house's imports", () => {
  it("never climb a floor nor cross between the CLI and Foundry", () => {
    expect(climbs(edges, FLOORS).map(withoutLine)).toEqual(KNOWN_CLIMBS);
  });

  it("never go round a circle", () => {
    expect(circles(edges)).toEqual(KNOWN_CIRCLES);
  });
});

describe("the rooms inside a folder", () => {
  it("are put in order by a face in each folder held to one, and by no other", () => {
    expect(faces.map((face) => face.folder)).toEqual(FACED);
  });

  it("are each on one floor of their folder's face, and the face names no room that is gone", () => {
    expect(faces.flatMap((face) => faceProblems(face, files))).toEqual([]);
  });

  it("never import a room above their own, nor a sibling on their floor", () => {
    expect(faces.flatMap((face) => climbs(edges, floorsOf(face)))).toEqual([]);
  });

  it("are drawn in docs/layout.md as their faces declare them (npm run docs draws them)", () => {
    const page = readFileSync(join(REPO_ROOT, "docs/layout.md"), "utf8");
    expect(partOf(page, "house"), "docs/layout.md's drawing of the rooms is not what the faces declare: run npm run docs").toBe(houseDrawing(faces));
  });
});

describe("the Foundry layer's folders", () => {
  it(`hold at most ${MOST_FILES} source files each`, () => {
    const counts = new Map<string, number>();
    for (const file of files) if (file.startsWith("src/foundry/")) counts.set(dirname(file), (counts.get(dirname(file)) ?? 0) + 1);
    expect([...counts].filter(([, count]) => count > MOST_FILES).map(([folder, count]) => `${folder} holds ${count} files`)).toEqual([]);
    expect(counts.get("src/foundry/fight")).toBeGreaterThan(0);
  });
});

describe("the check of the house", () => {
  const tree = new Map([
    ["src/engine/clock/step.ts", 'import { rollPool } from "../dice/pool";\nexport const step = 1;'],
    ["src/engine/dice/pool.ts", 'import type { Step } from "../clock/step";\nexport const rollPool = 2;'],
    ["src/engine/fight/run.ts", 'import { sheet } from "../../foundry/sheet";\nimport "../dice/pool.js";'],
    ["src/cli/main.ts", 'const sheet = await import("../foundry/sheet");\nimport { run } from "../engine/fight/run";'],
    ["src/foundry/sheet.ts", 'import { rules } from "../rulesets/one/rules";\nexport type Own = import("./sheet").Own;'],
    ["src/rulesets/one/rules.ts", 'import { isOk } from "node:assert";\nimport { x } from "../../../gallery/page";'],
    ["gallery/page.ts", 'import { sheet } from "../src/foundry/sheet";'],
  ]);

  it("reads every form of import, resolved to the files of the tree", () => {
    expect(importGraph(tree).map(({ from, to, line }) => `${from}:${line} -> ${to}`)).toEqual([
      "gallery/page.ts:1 -> src/foundry/sheet.ts",
      "src/cli/main.ts:1 -> src/foundry/sheet.ts",
      "src/cli/main.ts:2 -> src/engine/fight/run.ts",
      "src/engine/clock/step.ts:1 -> src/engine/dice/pool.ts",
      "src/engine/dice/pool.ts:1 -> src/engine/clock/step.ts",
      "src/engine/fight/run.ts:1 -> src/foundry/sheet.ts",
      "src/engine/fight/run.ts:2 -> src/engine/dice/pool.ts",
      "src/foundry/sheet.ts:1 -> src/rulesets/one/rules.ts",
      "src/foundry/sheet.ts:2 -> src/foundry/sheet.ts",
      "src/rulesets/one/rules.ts:2 -> gallery/page.ts",
    ]);
  });

  it("finds each climb, each crossing between siblings and each circle", () => {
    const tampered = importGraph(tree);
    expect(climbs(tampered, FLOORS)).toEqual([
      "src/cli/main.ts:1 -> src/foundry/sheet.ts",
      "src/engine/fight/run.ts:1 -> src/foundry/sheet.ts",
      "src/rulesets/one/rules.ts:2 -> gallery/page.ts",
    ]);
    expect(circles(tampered)).toEqual([
      ["gallery/page.ts", "src/foundry/sheet.ts", "src/rulesets/one/rules.ts"],
      ["src/engine/clock/step.ts", "src/engine/dice/pool.ts"],
    ]);
  });
});

describe("the drawing of the faces", () => {
  const face = (folder: string, rooms: string[][]): Face => ({ folder, readme: `${folder}/README.md`, rooms });

  it("puts the top floor first, and a faced room's own floors inside it, named where it has siblings", () => {
    const drawn = houseDrawing([
      face("src/a", [["base.ts"], ["inner/", "side/"], ["top.ts"]]),
      face("src/a/inner", [["low/"], ["high/"]]),
      face("src/b", [["one/"], ["lone/"]]),
      face("src/b/lone", [["x.ts"]]),
    ]);
    expect(drawn.split("\n")).toEqual([
      "```",
      "src/a/",
      "  top.ts",
      "  inner/ | side/",
      "    inner/",
      "      high/",
      "      low/",
      "  base.ts",
      "src/b/",
      "  lone/",
      "      x.ts",
      "  one/",
      "```",
    ]);
  });
});

describe("the check of a face", () => {
  const readme = [
    "# The ground floor and up",
    "",
    FACE_HEADING,
    "",
    "Prose under the heading is for the reader.",
    "",
    "- `base.ts` — the ground | `words/` — words, with `quoted` names in passing",
    "- `clock/` — time, which may run",
    "  on over a line | `dice/` — dice",
    "- `fight/` — the fight",
    "- `gone/` — a room moved away | `dice/` — named twice",
    "- `notes` — a folder named without its slash",
    "",
    "## The next section",
    "",
    "- `after/` — no room: the face has ended",
  ].join("\n");
  const tree = new Map([
    ["src/engine/base.ts", "export const base = 1;"],
    ["src/engine/words/say.ts", "export const say = 1;"],
    ["src/engine/words/inner/deep.ts", "export const deep = 1;"],
    ["src/engine/clock/tick.ts", 'import { roll } from "../dice/roll";'],
    ["src/engine/clock/late.ts", 'import { fight } from "../fight/run";'],
    ["src/engine/dice/roll.ts", 'import { say } from "../words/say";'],
    ["src/engine/fight/run.ts", 'import { tick } from "../clock/tick";\nimport { base } from "../base";'],
    ["src/engine/notes/note.ts", "export const note = 1;"],
    ["src/engine/fresh/new.ts", 'import { fight } from "../fight/run";'],
    ["src/cli/main.ts", 'import { fight } from "../engine/fight/run";'],
  ]);
  const face = faceOf("src/engine", readme);

  it("reads the rooms floor by floor, siblings together, up to the next heading", () => {
    expect(face?.rooms).toEqual([["base.ts", "words/"], ["clock/", "dice/"], ["fight/"], ["gone/", "dice/"], ["notes"]]);
    expect(faceOf("src/engine", "# A README with no face")).toBeUndefined();
  });

  it("finds each room not placed, each named that is not there, and each named twice", () => {
    expect(face === undefined ? [] : faceProblems(face, tree.keys())).toEqual([
      "src/engine/fresh/ is on no floor of src/engine/README.md: place it there",
      "src/engine/notes/ is on no floor of src/engine/README.md: place it there",
      "src/engine/README.md names gone/, which src/engine does not hold",
      "src/engine/README.md names notes, which src/engine does not hold",
      "src/engine/README.md names dice/ twice",
    ]);
  });

  it("finds each import that climbs a floor or crosses between siblings, and lets those going down through", () => {
    expect(face === undefined ? [] : climbs(importGraph(tree), floorsOf(face))).toEqual([
      "src/engine/clock/late.ts:1 -> src/engine/fight/run.ts",
      "src/engine/clock/tick.ts:1 -> src/engine/dice/roll.ts",
    ]);
  });
});
