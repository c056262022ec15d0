import { describe, expect, it } from "vitest";
import { fieldTree } from "../../../src/engine/schema/FieldTree";
import { validate } from "../../../src/engine/schema/validate";
import { REGISTERED } from "../../../src/rulesets/registry";
import { storedNotes, withNotesTab } from "../../../src/foundry/applications/sheets/notesTab";
import { fixtureNames, fixtureSources, type FixtureName } from "../../support/fixtureWorlds";

/**
 * An actor's notes and an item's description: rich text no rule reads, added to every rule set's
 * schemas after worlds were saved without them. Old data reads as it did (they are optional and
 * empty by default, so nothing needs writing), new data keeps what was typed, and Foundry keeps
 * them in an HTMLField its server cleans.
 */
describe.each(REGISTERED.map(({ id, play }) => ({ id, documents: play.documents })))("$id's notes and descriptions", ({ id, documents }) => {
  const types = [documents.actorType, ...documents.itemTypes];
  const field = (type: string): string => (type === documents.actorType ? "notes" : "description");

  it("are in every actor's and item's schema, as rich text Foundry keeps in an HTMLField", () => {
    for (const type of types) {
      const schema = documents.schemas[type];
      if (schema === undefined) throw new Error(`${id} declares no schema for ${type}`);
      const tree = fieldTree(schema);
      expect(tree.kind).toBe("object");
      if (tree.kind === "object") expect(tree.fields[field(type)]).toMatchObject({ kind: "string", html: true, nullable: true, initial: "" });
    }
  });

  /** The rule set's documents of a frozen world, its actors' own items among them. */
  const oursIn = (name: FixtureName): unknown[] => {
    const { actors, items } = fixtureSources({}, name);
    return [...actors, ...actors.flatMap((actor) => (Array.isArray(actor["items"]) ? actor["items"] : [])), ...items].filter((document) =>
      types.includes(String(Reflect.get(Object(document), "type"))),
    );
  };

  it.each(fixtureNames().filter((name) => oursIn(name).length > 0))(
    "leave the documents of the world saved at schema %s, which have none, reading as they did, an empty tab on their sheets",
    (name) => {
      for (const document of oursIn(name)) {
        const type = String(Reflect.get(Object(document), "type"));
        const system: unknown = Reflect.get(Object(document), "system");
        expect(Object(system)).not.toHaveProperty(field(type));
        const sheet = type === documents.actorType ? "actor" : "item";
        expect(storedNotes(system, sheet)).toBe("");
        expect(withNotesTab({ subtitle: { key: "x" }, tabs: [] }, sheet, storedNotes(system, sheet), "").tabs[0]?.blocks[0]).toMatchObject({
          kind: "notes",
          value: "",
        });
      }
    },
  );

  it("keep what a table wrote, and refuse what is no text", () => {
    const actor = documents.schemas[documents.actorType];
    if (actor === undefined) throw new Error(`${id} has no actor schema`);
    const read = validate(actor, { notes: "<p>Owes the <em>Guild</em> money.</p>" }, "actor");
    expect(read.ok && Reflect.get(Object(read.value), "notes")).toBe("<p>Owes the <em>Guild</em> money.</p>");
    expect(validate(actor, { notes: 7 }, "actor").ok).toBe(false);
  });
});
