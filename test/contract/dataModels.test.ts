import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { fieldTree, type FieldNode } from "../../src/engine/schema/FieldTree";
import { validate } from "../../src/engine/schema/validate";
import type { DocumentRules } from "../../src/engine/play/DocumentRules";
import { REGISTERED } from "../../src/rulesets/registry";
import { packEntries, PACK_SOURCE, type PackEntry } from "../support/packSources";
import { embedded, foundryCommon, isRecord, type CommonDocument, type Data } from "./foundryCommon";

const foundryCode = await foundryCommon();
// Turnwright's Foundry modules come after Foundry's globals (foundryCommon).
const { useRuleSet, fixtureSources } = await import("./ruleSetWorld");
const { plainData } = await import("../../src/foundry/data/plainData");
const { BaseActor, BaseItem } = foundryCode.documents;

/** An actor or item of a compendium source, built as Foundry builds it: strictly, so invalid data throws. */
function built(entry: PackEntry, kind: "Actor" | "Item"): CommonDocument {
  const source: Data = JSON.parse(JSON.stringify(entry));
  return kind === "Actor" ? new BaseActor(source, { strict: true }) : new BaseItem(source, { strict: true });
}

const PACKS = readdirSync(PACK_SOURCE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const packType = (pack: string): unknown => Reflect.get(Object(JSON.parse(readFileSync(`${PACK_SOURCE}/${pack}/pack.json`, "utf8"))), "type");

/** Every number field with a limit, by dotted path. */
function limitedNumbers(node: FieldNode, prefix = ""): { path: string; integer: boolean; min?: number; max?: number }[] {
  if (node.kind === "number")
    return node.min === undefined && node.max === undefined && !node.integer
      ? []
      : [{ path: prefix, integer: node.integer, ...(node.min === undefined ? {} : { min: node.min }), ...(node.max === undefined ? {} : { max: node.max }) }];
  if (node.kind !== "object") return [];
  return Object.entries(node.fields).flatMap(([name, child]) => limitedNumbers(child, prefix === "" ? name : `${prefix}.${name}`));
}

const json = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

describe.each(REGISTERED.map(({ id, play }) => ({ id, documents: play.documents })))(
  "the data models of $id on v13's DataModel (common/abstract/data.mjs)",
  ({ id, documents }) => {
    const ours = new Set([documents.actorType, ...documents.itemTypes]);
    const packs = ["Actor", "Item"].flatMap((kind) => packEntriesOf(id, kind));

    it("every compendium actor and item validates and its cleaned system is its source's, its items' too (common/documents/actor.mjs, item.mjs: BaseActor, BaseItem built strict; DataModel#_initializeSource cleans, #validate)", () => {
      useRuleSet(documents);
      expect(packs.length).toBeGreaterThan(0);
      for (const { kind, entry } of packs) {
        const document = built(entry, kind);
        expect(document.system, entry.name).toBeInstanceOf(foundry.abstract.TypeDataModel);
        expect(json(document._source["system"]), entry.name).toEqual(entry.system);
        for (const item of entry.items ?? [])
          expect(json(embedded(document, "Item", item._id)._source["system"]), `${entry.name}: ${item.name}`).toEqual(item.system);
      }
    });

    it("every document of the fixture world of the current schema version validates and is cleaned to what the rule set's schema reads, defaults filled; every other rule set's keeps its data as saved (common/data/fields.mjs, TypeDataField#_cleanType with and without a model)", () => {
      useRuleSet(documents);
      const { actors, items } = fixtureSources({}, documents.schemaVersion);
      const expected = (record: Data): unknown => {
        const type = String(record["type"]);
        if (!ours.has(type)) return record["system"];
        const checked = validate(schemaOf(documents, type), record["system"], String(record["name"]));
        if (!checked.ok) throw new Error(checked.issues.map((issue) => issue.path).join(", "));
        return json(checked.value);
      };
      let checked = 0;
      for (const record of [...actors, ...items]) {
        const strict = ours.has(String(record["type"]));
        const document = "items" in record ? new BaseActor(structuredClone(record), { strict }) : new BaseItem(structuredClone(record), { strict });
        expect(document.system instanceof foundry.abstract.TypeDataModel, String(record["name"])).toBe(strict);
        expect(json(document._source["system"]), String(record["name"])).toEqual(expected(record));
        const owned: unknown = record["items"];
        for (const item of Array.isArray(owned) ? owned.filter(isRecord) : []) {
          expect(json(embedded(document, "Item", String(item["_id"]))._source["system"]), `${String(record["name"])}: ${String(item["name"])}`).toEqual(
            expected(item),
          );
          checked += 1;
        }
        checked += 1;
      }
      expect(checked).toBeGreaterThan(0);
    });

    it("a number out of its field's limits is refused, the field named, and nothing stored, where core's NumberField would clamp or round it (common/data/fields.mjs, NumberField#_cleanType; DataModel#updateSource)", () => {
      useRuleSet(documents);
      const actor = built(firstActor(id), "Actor");
      const before = json(actor._source["system"]);
      const fields = limitedNumbers(fieldTree(schemaOf(documents, documents.actorType)));
      expect(fields.length).toBeGreaterThan(0);
      for (const field of fields) {
        const wrong = [
          ...(field.max === undefined ? [] : [field.max + 1]),
          ...(field.min === undefined ? [] : [field.min - 1]),
          ...(field.integer ? [(field.min ?? 0) + 0.5] : []),
        ];
        for (const value of wrong)
          expect(() => actor.updateSource({ [`system.${field.path}`]: value }), `${field.path} = ${value}`).toThrow(field.path.split(".").at(-1));
      }
      expect(json(actor._source["system"])).toEqual(before);
      const clamping = new foundry.data.fields.NumberField({ integer: true, min: 0, max: 100 });
      expect([clamping.clean(140, {}), clamping.clean(42.5, {})]).toEqual([100, 43]);
    });
  },
);

const WITH_BARS = REGISTERED.filter(({ play }) => clearableBars(play.documents).length > 0).map(({ id, play }) => ({ id, documents: play.documents }));

describe.each(WITH_BARS)("the token bars of $id that may be left unset, on v13's DataModel", ({ id, documents }) => {
  it("a bar's current value cleared on the sheet is stored as null, and plainData's copy passes the rule set's schema (common/abstract/data.mjs, DataModel#updateSource)", () => {
    useRuleSet(documents);
    for (const bar of clearableBars(documents)) {
      const actor = built(firstActor(id), "Actor");
      actor.updateSource({ [`system.${bar}.value`]: null });
      expect(foundry.utils.getProperty(actor._source, `system.${bar}.value`), bar).toBeNull();
      const checked = validate(schemaOf(documents, documents.actorType), plainData(actor._source["system"]));
      expect(checked.ok ? [] : checked.issues, bar).toEqual([]);
    }
  });

  it("a bar left without a current value reads as its maximum once the model is prepared, the stored data untouched (common/abstract/type-data.mjs, TypeDataModel#prepareDerivedData)", () => {
    useRuleSet(documents);
    for (const bar of clearableBars(documents)) {
      const actor = built(firstActor(id), "Actor");
      actor.updateSource({ [`system.${bar}.value`]: null });
      // What ClientDocumentMixin#prepareData does to the system model after core's preparation (client/documents/abstract/client-document.mjs).
      const prepare: unknown = Reflect.get(Object(actor.system), "prepareDerivedData");
      if (typeof prepare !== "function") throw new Error("the data model prepares no derived data");
      Reflect.apply(prepare, actor.system, []);
      const max: unknown = foundry.utils.getProperty(Object(actor.system), `${bar}.max`);
      expect(max, bar).toBeTypeOf("number");
      expect(foundry.utils.getProperty(Object(actor.system), `${bar}.value`), bar).toBe(max);
      expect(foundry.utils.getProperty(actor._source, `system.${bar}.value`), bar).toBeNull();
    }
  });
});

function packEntriesOf(id: string, kind: string): { readonly kind: "Actor" | "Item"; readonly entry: PackEntry }[] {
  const packs = PACKS.filter((pack) => pack.startsWith(`${id}-`) && packType(pack) === kind);
  return packs.flatMap((pack) => packEntries(pack).map((entry) => ({ kind: kind === "Actor" ? "Actor" : "Item", entry })));
}

function firstActor(id: string): PackEntry {
  const first = packEntriesOf(id, "Actor")[0];
  if (first === undefined) throw new Error(`${id} has no compendium actor`);
  return first.entry;
}

function schemaOf(documents: DocumentRules, type: string) {
  const schema = documents.schemas[type];
  if (schema === undefined) throw new Error(`no schema for ${type}`);
  return schema;
}

/** The actor's bars whose current value may be left unset (a nullable `value` beside a `max`). */
function clearableBars(documents: DocumentRules): string[] {
  const tree = fieldTree(schemaOf(documents, documents.actorType));
  return documents.tokens.bars.filter((bar) => {
    const node = bar.split(".").reduce<FieldNode | undefined>((at, key) => (at?.kind === "object" ? at.fields[key] : undefined), tree);
    const value = node?.kind === "object" ? node.fields["value"] : undefined;
    return value?.kind === "number" && value.nullable && node?.kind === "object" && "max" in node.fields;
  });
}
