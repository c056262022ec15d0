import { readFileSync } from "node:fs";
import type { ElementHandle, Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withoutConditions } from "../../../src/engine/conditions/conditionState";
import { dictionaryTranslator } from "../../../src/engine/text/dictionaryTranslator";
import { actorSnapshot } from "../../../src/foundry/documents/actorSnapshot";
import { fieldRules, type FieldRule } from "../../../src/foundry/applications/sheets/fieldRules";
import { fieldWords, refusalText } from "../../../src/foundry/applications/sheets/refusalText";
import { screenInputs } from "../../../src/foundry/applications/sheets/screenInputs";
import { REGISTERED } from "../../../src/rulesets/registry";
import type { RuleSet } from "../../../src/rulesets/RuleSet";
import type { Data } from "../standin/ServerCommon";
import { packEntries, type PackEntry } from "../../support/packSources";
import { LiveTable, type LiveWindow } from "../table/LiveTable";
import { closeSheet, openFromDirectory, showDirectory } from "../table/sheets";
import { badInput, goodInput, type TypedInput } from "../table/typedInputs";
import { importFromPack, type Imported } from "../table/worldSetup";
import { ANNA, GM, ruleSetWorld } from "../table/worlds";

/**
 * Suite 2, sheets: the GM imports every actor and item of the rule set's compendiums (an actor
 * made Anna's), opens each one's sheet from the sidebar, clicks every tab, finds an input drawn for
 * every field the rules screen and every picture drawn, and edits inputs once with a value the
 * rules accept (the server stores it) and once with one they refuse (the sheet says so in words
 * and the server stores nothing). The values come from the very rules the sheet screens its inputs
 * with (`fieldRules` of the rule set's view of the stored document), so no sheet has a list of its
 * own. Sheets of one kind (an actor type, an item type) draw the same inputs, so they share out
 * their kind's edits: every input of a kind is edited on one of its sheets, every sheet makes at
 * least one (`shareOf`; `TURNWRIGHT_LIVE_SHEETS=every-input` edits every input of every sheet).
 * Anna, connected while the GM imports, finds her actor in her Actors directory, opens its sheet
 * and edits it.
 */
/** Every input of every sheet edited, rather than each kind's inputs shared out among its sheets: some four times as long. */
const EVERY_INPUT = process.env["TURNWRIGHT_LIVE_SHEETS"] === "every-input";

const english = dictionaryTranslator(JSON.parse(readFileSync(new URL("../../../lang/en.json", import.meta.url), "utf8")));

type DocumentName = "Actor" | "Item";

interface PackDocument {
  readonly documentName: DocumentName;
  readonly pack: string;
  readonly entry: PackEntry;
}

/** The system's manifest as the world serves it (the build's), whose packs the GM imports from. */
const MANIFEST: unknown = JSON.parse(readFileSync(new URL("../../../dist/turnwright/system.json", import.meta.url), "utf8"));

/** The rule set's compendiums of actors and items (the manifest's packs named for it), as their sources hold them. */
function packDocuments(ruleset: string): PackDocument[] {
  const packs = list(Reflect.get(Object(MANIFEST), "packs")).filter((pack) => String(pack["name"]).startsWith(`${ruleset}-`));
  return packs.flatMap((pack) => {
    const documentName = pack["type"];
    if (documentName !== "Actor" && documentName !== "Item") return [];
    return packEntries(String(pack["name"])).map((entry) => ({ documentName, pack: String(pack["name"]), entry }));
  });
}

/** The player character of the actors' compendium Anna is given: the first the pack marks a PC. */
function annasActor(documents: readonly PackDocument[]): PackDocument {
  const actors = documents.filter((document) => document.documentName === "Actor");
  const found = actors.find((document) => Reflect.get(Object(document.entry.system), "kind") === "pc") ?? actors[0];
  if (found === undefined) throw new Error("the compendium has no actor");
  return found;
}

const isData = (value: unknown): value is Data => typeof value === "object" && value !== null && !Array.isArray(value);

function valueAt(data: unknown, path: string): unknown {
  return path.split(".").reduce<unknown>((at, key) => (isData(at) ? at[key] : undefined), data);
}

function setAt(data: Data, path: string, value: unknown): void {
  const keys = path.split(".");
  const last = keys.pop() ?? path;
  let at = data;
  for (const key of keys) {
    const next = at[key];
    if (!isData(next)) throw new Error(`${path} runs through ${key}, which is not an object`);
    at = next;
  }
  at[last] = value;
}

const list = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isData) : []);

/**
 * What the sheet screens each input with, worked out from the stored document as the sheet works
 * it out (src/foundry/applications/sheets: the rule set's view of the document, then `fieldRules`): the actor
 * as its snapshot gives it to the rules (its items, its status effects as conditions), outside a
 * fight; an item from its stored `system`.
 */
function rulesOf(ruleSet: RuleSet, documentName: DocumentName, record: Data): Map<string, FieldRule> {
  const { play } = ruleSet;
  const type = String(record["type"]);
  const name = String(record["name"]);
  if (documentName === "Item") return fieldRules(play.itemSheet(type, record["system"]), name);
  const snapshot = actorSnapshot({
    uuid: `Actor.${String(record["_id"])}`,
    name,
    type,
    system: record["system"],
    items: list(record["items"]).map((item) => ({ id: String(item["_id"]), name: String(item["name"]), type: String(item["type"]), system: item["system"] })),
    statuses: new Set(list(record["effects"]).flatMap((effect) => (Array.isArray(effect["statuses"]) ? effect["statuses"].map(String) : []))),
    conditions: play.documents.conditions,
  });
  return fieldRules(play.sheet(snapshot, undefined), name);
}

async function storedRecord(table: LiveTable, documentName: DocumentName, id: string): Promise<Data> {
  const record = (await table.store())[documentName]?.find((candidate) => candidate["_id"] === id);
  if (record === undefined) throw new Error(`the server stores no ${documentName} ${id}`);
  return record;
}

/** The words the sheet's refusal of `typed` must say: the sheet's own sentence for its screen, or for the document model's refusal its frame around Foundry's reason. */
function refusalWords(rules: ReadonlyMap<string, FieldRule>, name: string, typed: TypedInput): RegExp {
  const { refused } = screenInputs({ [name]: typed.submitted }, rules);
  const screened = refused[0];
  if (screened !== undefined) return new RegExp(`^${escape(refusalText(english, screened))}$`);
  const rule = rules.get(name);
  if (rule === undefined) throw new Error(`no rule for ${name}`);
  const [before = "", after = ""] = english
    .format("TURNWRIGHT.Sheet.Refusal.Model", { field: fieldWords(english, { rule, value: typed.submitted, reason: "model" }), reason: "\u0000" })
    .split("\u0000");
  return new RegExp(`^${escape(before)}.+${escape(after)}$`);
}

function escape(words: string): string {
  return words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * Puts a value into an input as a person does: selects what a text or number input holds, types
 * the new value over it (or deletes it) and leaves the input with Tab, so it changes; picks an
 * option; ticks or unticks a box.
 */
async function type(window: LiveWindow, input: ElementHandle, rule: FieldRule, typed: TypedInput): Promise<void> {
  if (rule.input === "select") await input.selectOption(String(typed.typed));
  // A click, not setChecked: the box is drawn anew once its change is stored, before setChecked could read it back.
  else if (rule.input === "checkbox") await input.click();
  else {
    await input.selectText();
    if (typed.typed === "") await window.page.keyboard.press("Backspace");
    else await window.page.keyboard.insertText(String(typed.typed));
    await window.page.keyboard.press("Tab");
  }
}

/**
 * The inputs in the order the sheet shows them, in edits a person makes together: a track's
 * maximum and then its value (so a value at its maximum, even a maximum of 0, can still be
 * raised), every other input alone.
 */
function editUnits(names: readonly string[], rules: ReadonlyMap<string, FieldRule>): string[][] {
  const units: string[][] = [];
  for (const name of names) {
    const maximum = [...rules.values()].find((rule) => rule.valueFrom === name && names.includes(rule.name));
    if (rules.get(name)?.valueFrom !== undefined && names.includes(rules.get(name)?.valueFrom ?? "")) continue;
    units.push(maximum === undefined ? [name] : [maximum.name, name]);
  }
  return units;
}

/**
 * The edits one sheet of a kind makes, of the `units` every sheet of that kind has: all of them
 * with `TURNWRIGHT_LIVE_SHEETS=every-input`; otherwise the kind's edits shared out among its
 * `count` sheets, sheet `index` taking every count-th from its own place, so every input of the
 * kind is edited good and bad on one of them and every sheet makes at least one edit.
 */
function shareOf<Unit>(units: readonly Unit[], index: number, count: number): Unit[] {
  if (EVERY_INPUT || count <= 1) return [...units];
  if (units.length < count) {
    const unit = units[index % units.length];
    return unit === undefined ? [] : [unit];
  }
  return units.filter((_, at) => at % count === index);
}

interface DrawnInput {
  readonly name: string;
  readonly tab: string;
}

/** What a sheet's window shows of each document: its tabs (empty when it hides its one tab bar) and its named inputs, each with the tab it is on ("" for the header). */
async function drawn(sheet: Locator): Promise<{ readonly tabs: string[]; readonly inputs: DrawnInput[] }> {
  const tabs = await sheet.locator("nav.tw-tabs:not(.tw-hidden) a[data-tab]").evaluateAll((links) => links.map((link) => link.getAttribute("data-tab") ?? ""));
  const inputs = await sheet
    .locator("input[name], select[name]")
    .evaluateAll((elements) =>
      elements.map((element) => ({ name: element.getAttribute("name") ?? "", tab: element.closest("section.tw-tab")?.getAttribute("data-tab") ?? "" })),
    );
  return { tabs, inputs };
}

/** The pictures of a sheet that do not show (no address, or one that does not load), by address: each must draw, the items' on an actor's sheet too. */
async function brokenPictures(sheet: Locator): Promise<string[]> {
  return sheet.locator("img").evaluateAll(async (images) => {
    const broken = await Promise.all(
      images.map((image) =>
        image instanceof HTMLImageElement
          ? image.decode().then(
              () => null,
              () => image.getAttribute("src") ?? "",
            )
          : null,
      ),
    );
    return broken.filter((src) => src !== null);
  });
}

/** The warnings showing in a window (core's notifications, client/applications/ui/notifications.mjs). */
const warnings = (window: LiveWindow): Locator => window.page.locator("#notifications li.notification.warning > p, #notifications li.notification.error > p");

describe.each(REGISTERED.map((ruleSet) => [ruleSet.id, ruleSet] as const))("the sheets of %s", (ruleset, ruleSet) => {
  const documents = packDocuments(ruleset);
  const annas = annasActor(documents);
  let table: LiveTable;
  let gm: LiveWindow;
  let anna: LiveWindow;
  /** The GM's console warnings: core logs each notification it shows there (client/applications/ui/notifications.mjs `#fetch`). */
  const consoleWarnings: string[] = [];
  const imported = new Map<string, Imported>();
  const idOf = (document: PackDocument): string => {
    const id = imported.get(document.pack)?.[document.entry.name];
    if (id === undefined) throw new Error(`${document.entry.name} was not imported from ${document.pack}`);
    return id;
  };

  beforeAll(async () => {
    table = await LiveTable.open(ruleSetWorld(ruleset));
    // Anna is at the table before the GM imports: her directory must take in what he gives her as it happens.
    [gm, anna] = await Promise.all([table.window(GM), table.window(ANNA)]);
    gm.page.on("console", (message) => void (message.type() === "warning" && consoleWarnings.push(message.text().trim())));
    for (const pack of new Set(documents.map((document) => document.pack))) {
      imported.set(pack, await importFromPack(gm, pack, pack === annas.pack ? { owners: { [annas.entry.name]: ANNA._id } } : {}));
    }
  });
  afterAll(async () => table.close());

  it("the GM's import stores every actor and item of the compendiums, each as its source has it", async () => {
    const store = await table.store();
    for (const document of documents) {
      const record = store[document.documentName]?.find((candidate) => candidate["_id"] === idOf(document));
      const source = isData(document.entry.system) ? document.entry.system : {};
      // A condition the rules read in `system` is stored as a status effect, never in `system`.
      const expected = document.documentName === "Actor" ? withoutConditions(source, ruleSet.play.documents.conditions) : source;
      expect(record?.["system"], `${document.pack}: ${document.entry.name}`).toEqual(expected);
    }
  });

  it("Anna, at the table while the GM imports, finds the actor he gave her in her Actors directory, and only it, and opens its sheet", async () => {
    const id = idOf(annas);
    const directory = await showDirectory(anna, "Actor");
    await directory.locator(`li.directory-item[data-entry-id="${id}"]`).waitFor({ state: "visible", timeout: 30_000 });
    const listed = await directory.locator("li.directory-item.document").evaluateAll((entries) => entries.map((entry) => entry.getAttribute("data-entry-id")));
    expect(listed).toEqual([id]);
    const sheet = await openFromDirectory(anna, "Actor", id);
    const { tabs, inputs } = await drawn(sheet);
    for (const tab of tabs) {
      await sheet.locator(`nav.tw-tabs a[data-tab="${tab}"]`).click();
      await sheet.locator(`section.tw-tab[data-tab="${tab}"].active`).waitFor({ state: "visible" });
    }
    expect(await brokenPictures(sheet)).toEqual([]);
    // Hers to edit: every input open to her, and a change of hers stored through the server's own permission check.
    expect(inputs.length).toBeGreaterThan(1);
    expect(await sheet.locator("input[name]:disabled, select[name]:disabled").count()).toBe(0);
    const record = await storedRecord(table, "Actor", id);
    const rules = rulesOf(ruleSet, "Actor", record);
    const first = inputs.find((input) => rules.get(input.name)?.input === "number");
    const rule = first === undefined ? undefined : rules.get(first.name);
    const good = rule === undefined ? undefined : goodInput(rule, valueAt(record, rule.name));
    if (first === undefined || rule === undefined || good === undefined) throw new Error("her sheet has no number to edit");
    if (first.tab !== "" && tabs.length > 0) await sheet.locator(`nav.tw-tabs a[data-tab="${first.tab}"]`).click();
    const input = await sheet.locator(`[name="${first.name}"]`).elementHandle();
    if (input === null) throw new Error(`her sheet lost ${first.name}`);
    await type(anna, input, rule, good);
    await input.waitForElementState("hidden", { timeout: 30_000 });
    expect(valueAt(await storedRecord(table, "Actor", id), first.name)).toEqual(good.submitted);
    expect((await table.log()).writes.filter((write) => write.userId === ANNA._id)).toEqual([
      { userId: ANNA._id, socket: expect.any(String), type: "Actor", action: "update", count: 1, ids: [id], digest: expect.any(String) },
    ]);
    await closeSheet(sheet);
    // The rest is the GM's: her window, done, stops taking in his hundreds of edits.
    await anna.page.close();
  });

  /** Each document's place among the documents of its kind (its document name and type), which share out the kind's edits. */
  const kinds = documents.map((document) => `${document.documentName}.${document.entry.type}`);
  /** What the sheets of each kind drew, and which of those inputs they edited. */
  const edited = new Map<string, { readonly drawn: Set<string>; readonly edited: Set<string> }>();
  const placeOf = (at: number): { readonly index: number; readonly count: number } => ({
    index: kinds.slice(0, at).filter((kind) => kind === kinds[at]).length,
    count: kinds.filter((kind) => kind === kinds[at]).length,
  });

  it.each(documents.map((document, at) => [`${document.documentName === "Actor" ? "actor" : "item"} ${document.entry.name}`, document, placeOf(at)] as const))(
    `the GM opens the sheet of the %s from the sidebar, clicks every tab, finds every input the rules screen, and edits ${EVERY_INPUT ? "every input" : "its share of its kind's inputs"} with a good value (stored) and a bad one (refused in words, nothing stored)`,
    async (_name, document, place) => {
      const { documentName } = document;
      const kind = `${documentName}.${document.entry.type}`;
      const record = edited.get(kind) ?? { drawn: new Set<string>(), edited: new Set<string>() };
      edited.set(kind, record);
      const id = idOf(document);
      const sheet = await openFromDirectory(gm, documentName, id);
      const local = structuredClone(await storedRecord(table, documentName, id));
      const writesBefore = (await table.log()).writes.length;
      const warningsBefore = consoleWarnings.length;
      const refusals: RegExp[] = [];
      const { tabs, inputs } = await drawn(sheet);
      expect(await brokenPictures(sheet)).toEqual([]);
      // The sheet draws an input for each field the rules screen, and none they do not.
      const firstRules = rulesOf(ruleSet, documentName, local);
      expect(inputs.map((input) => input.name).sort()).toEqual([...firstRules.keys()].sort());
      // A sheet of one tab hides its tab bar; the header's inputs (the name) are edited with the first tab's.
      const tabOf = (name: string): string => {
        const tab = inputs.find((input) => input.name === name)?.tab ?? "";
        return tabs.length === 0 ? "" : tab === "" ? (tabs[0] ?? "") : tab;
      };
      const ordered = (tabs.length === 0 ? [""] : tabs).flatMap((tab) => inputs.filter((input) => tabOf(input.name) === tab).map((input) => input.name));
      const edits = shareOf(editUnits(ordered, firstRules), place.index, place.count).flat();
      for (const name of ordered) record.drawn.add(name);
      const clicked: string[] = [];
      let goods = 0;
      for (const tab of tabs.length === 0 ? [""] : tabs) {
        if (tab !== "") {
          await sheet.locator(`nav.tw-tabs a[data-tab="${tab}"]`).click();
          await sheet.locator(`section.tw-tab[data-tab="${tab}"].active`).waitFor({ state: "visible" });
          clicked.push(tab);
        }
        for (const name of edits.filter((edit) => tabOf(edit) === tab)) {
          const input = await sheet.locator(`[name="${name}"]`).elementHandle();
          const rules = rulesOf(ruleSet, documentName, local);
          const rule = rules.get(name);
          if (input === null || rule === undefined) throw new Error(`the sheet has no input ${name}, or the rules no rule for it`);
          const left = rule.valueFrom === undefined ? undefined : valueAt(local, rule.valueFrom);
          const bad = badInput(rule, typeof left === "number" ? left : undefined);
          if (bad !== undefined) {
            const words = refusalWords(rules, name, bad);
            refusals.push(words);
            await type(gm, input, rule, bad);
            const warning = warnings(gm).filter({ hasText: words });
            await warning.waitFor({ state: "visible", timeout: 30_000 });
            // Read, and dismissed as a person does, by a click (core removes a notification on one), so the
            // next shows at once: core shows five at a time. Dispatched, since a click waits out its slide-in.
            await warning.dispatchEvent("click");
            // The sheet puts back what it showed, and marks the input.
            expect(
              await input.evaluate((element) => [element instanceof HTMLInputElement ? element.value : "", element.classList.contains("tw-refused")]),
              `${name} after ${String(bad.typed)}`,
            ).toEqual([String(rule.shown), true]);
          }
          const good = goodInput(rule, valueAt(local, name));
          if (good === undefined) throw new Error(`the rules leave ${name} no other good value than ${JSON.stringify(valueAt(local, name))}`);
          await type(gm, input, rule, good);
          // Stored, the sheet draws itself again from the document: its old input is gone.
          await input.waitForElementState("hidden", { timeout: 30_000 });
          setAt(local, name, good.submitted);
          goods += 1;
          record.edited.add(name);
        }
      }
      expect(clicked).toEqual(tabs);
      expect(goods).toBe(edits.length);
      // Every refusal said in words, in order, and no warning for a good value.
      const said = consoleWarnings.slice(warningsBefore);
      expect(said.length, said.join("\n")).toBe(refusals.length);
      said.forEach((words, index) => expect(words).toMatch(refusals[index] ?? /^$/));
      const stored = await storedRecord(table, documentName, id);
      expect({ name: stored["name"], system: stored["system"] }).toEqual({ name: local["name"], system: local["system"] });
      // One write for each good value and none for a bad one.
      const writes = (await table.log()).writes.slice(writesBefore);
      expect(writes).toEqual(
        Array.from({ length: goods }, () => ({
          userId: GM._id,
          socket: expect.any(String),
          type: documentName,
          action: "update",
          count: 1,
          ids: [id],
          digest: expect.any(String),
        })),
      );
      await closeSheet(sheet);
    },
  );

  it("every input each kind of sheet draws was edited, good and bad, on one sheet of that kind at least", () => {
    expect([...edited.keys()].sort()).toEqual([...new Set(kinds)].sort());
    for (const [kind, { drawn: all, edited: done }] of edited) expect([...done].sort(), kind).toEqual([...all].sort());
  });

  it("with no error naming Turnwright in either window", () => {
    for (const window of [gm, anna]) expect(window.turnwrightErrors(), window.user.name).toEqual([]);
  });

  it("with every file and template it asks for found", async () => {
    for (const window of [gm, anna]) expect(window.notFound, window.user.name).toEqual([]);
    expect((await table.log()).missing).toEqual([]);
  });
});
