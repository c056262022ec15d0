import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ForcedFaces } from "../../src/engine/dice/ForcedFaces";
import { SeededFaces } from "../../src/engine/dice/SeededFaces";
import { describeIssue } from "../../src/engine/schema/FieldIssue";
import { loadScenario } from "../../src/engine/scenario/loadScenario";
import { REGISTERED, RULESETS } from "../../src/rulesets/registry";
import { DOCUMENT_SCHEMAS } from "../support/documentSchemas";
import { PACK_SOURCE, packEntries, packFilePaths, sourceProblems, type PackEntry } from "../support/packSources";

const entriesOf = packEntries;

interface JournalSource {
  readonly _id: string;
  readonly _key: string;
  readonly name: string;
  readonly pages: readonly { readonly _id: string; readonly _key: string; readonly name: string; readonly type: string; readonly text: { readonly content: string } }[];
}

function journalEntriesOf(pack: string): JournalSource[] {
  return packFilePaths(pack).map((path) => JSON.parse(readFileSync(path, "utf8")) as JournalSource);
}

const packType = (pack: string): string => (JSON.parse(readFileSync(join(PACK_SOURCE, pack, "pack.json"), "utf8")) as { type: string }).type;
const all = readdirSync(PACK_SOURCE, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
const packs = all.filter((pack) => packType(pack) === "Actor" || packType(pack) === "Item");
const journals = all.filter((pack) => packType(pack) === "JournalEntry");

const problems = (entry: PackEntry, where: string): string[] => sourceProblems(entry, (type) => DOCUMENT_SCHEMAS[type], where);

describe("compendium content", () => {
  it("declares a schema for every document subtype of every registered rule set", () => {
    for (const { play } of REGISTERED) {
      for (const type of [play.documents.actorType, ...play.documents.itemTypes]) expect(DOCUMENT_SCHEMAS).toHaveProperty([type]);
    }
  });

  it.each(packs)("every entry of %s is complete and valid against its rule set's schema", (pack) => {
    const entries = entriesOf(pack);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      expect(entry._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(problems(entry, `${pack}/${entry.name}`)).toEqual([]);
    }
  });

  it("has a guide to running a fight, every page with words on it", () => {
    expect(journals.length).toBeGreaterThan(0);
    for (const pack of journals) {
      for (const entry of journalEntriesOf(pack)) {
        expect(entry.pages.length).toBeGreaterThanOrEqual(3);
        for (const page of entry.pages) {
          expect(page.type).toBe("text");
          expect(page.text.content.replace(/<[^>]+>/g, "").trim().length, page.name).toBeGreaterThan(200);
        }
      }
    }
  });

  it("has a guide to running a fight for every registered rule set, named after it, each entry and page keyed for the compiler", () => {
    const guides = journals.flatMap(journalEntriesOf);
    for (const ruleset of REGISTERED) expect(guides.map((guide) => guide.name), ruleset.id).toContain(`Running a fight (${ruleset.name})`);
    for (const guide of guides) {
      expect(guide._id).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(guide._key).toBe(`!journal!${guide._id}`);
      for (const page of guide.pages) {
        expect(page._id).toMatch(/^[A-Za-z0-9]{16}$/);
        expect(page._key).toBe(`!journal.pages!${guide._id}.${page._id}`);
      }
    }
    const ids = guides.flatMap((guide) => [guide._id, ...guide.pages.map((page) => page._id)]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("offers at least three ready-to-fight d100-fate actors, who can fight each other headless", () => {
    const actors = entriesOf("d100-fate-actors");
    expect(actors.length).toBeGreaterThanOrEqual(3);
    const combatants = actors.map((actor) => ({
      id: actor._id,
      name: actor.name,
      side: (actor.system as { kind: string }).kind === "pc" ? "players" : "foes",
      actor: actor.system,
      items: (actor.items ?? []).map((item) => ({ type: item.type.replace("d100-fate-", ""), name: item.name, ...(item.system as object) })),
    }));
    const loaded = loadScenario({ ruleset: "d100-fate", combatants }, RULESETS);
    if (!loaded.ok) throw new Error(loaded.issues.map(describeIssue).join("; "));
    const result = loaded.value.ruleset.prepare(loaded.value.combatants)(new ForcedFaces([], new SeededFaces(1)), { maxRounds: 40, log: false });
    expect(["players", "foes"]).toContain(result.winner);
  });
});
