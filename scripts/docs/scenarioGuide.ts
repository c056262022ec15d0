import { Kind, type TSchema } from "@sinclair/typebox";
import english from "../../lang/en.json";
import { storedSchema } from "../../src/engine/conditions/storedSchema";
import { englishWords } from "../../src/cli/formatEvent";
import { isSchema } from "../../src/engine/schema/expectation";
import type { RuleSet } from "../../src/rulesets/RuleSet";
import type { ScriptGuide } from "../../src/rulesets/ScriptGuide";
import { SCRIPT_GUIDES } from "../../src/rulesets/scriptGuides";

/**
 * The tables of a rule set's scenario guide (docs/scenarios/<id>.md), written from its schemas,
 * its lang strings and its script guide, so they follow the code: what an actor, a weapon, armour,
 * a combatant and the world options hold (every field with what it takes, its default and what it
 * means), each script action with its cost, and the luck a script may spend. Each is a generated
 * part of the page (scripts/docs/generatedPart.ts), by name.
 */

export type Row = readonly string[];

export const table = (head: Row, rows: readonly Row[]): string =>
  [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`, ...rows.map((row) => `| ${row.map(cell).join(" | ")} |`)].join("\n");

/** A table cell: a pipe would end it, a newline the row. */
const cell = (text: string): string => text.replace(/\|/g, "\\|").replace(/\n/g, " ");

export const code = (text: string): string => `\`${text}\``;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The lang string at a dotted path under `TURNWRIGHT`, if there is one. */
function said(path: string): string | undefined {
  let node: unknown = english.TURNWRIGHT;
  for (const key of path.split(".")) node = isRecord(node) && Object.hasOwn(node, key) ? node[key] : undefined;
  return typeof node === "string" ? node : undefined;
}

const number = (schema: TSchema, key: string): number | undefined => (typeof schema[key] === "number" ? schema[key] : undefined);

const figure = (n: number): string => n.toLocaleString("en");

/** How many a length allows, "2 to 1,000" or "at most 50"; a least of 1 or none goes unsaid alone. */
function between(least: number | undefined, most: number | undefined): string {
  if (most === undefined) return least === undefined || least <= 1 ? "" : `at least ${figure(least)}`;
  return least === undefined || least === 0 ? `at most ${figure(most)}` : `${figure(least)} to ${figure(most)}`;
}

/** What a field takes, in words: a whole number's range, a text's example, the choices of a union, a list's items. */
export function takes(schema: TSchema): string {
  switch (schema[Kind]) {
    case "Integer":
    case "Number": {
      const noun = schema[Kind] === "Integer" ? "whole number" : "number";
      const min = number(schema, "minimum");
      const max = number(schema, "maximum");
      return min !== undefined && max !== undefined ? `${noun}, ${figure(min)} to ${figure(max)}` : noun;
    }
    case "String": {
      const example =
        typeof schema["description"] === "string" && schema["description"].startsWith('"') ? (schema["description"].split(":")[0] ?? "") : undefined;
      // An id's pattern is one class of characters repeated: said as that class.
      const pattern = typeof schema["pattern"] === "string" ? /^\^(\[[^\]]+\])\+\$$/.exec(schema["pattern"])?.[1] : undefined;
      if (example !== undefined && pattern === undefined) return `text like ${example}`;
      const length = between(number(schema, "minLength"), number(schema, "maxLength"));
      return `text${length === "" ? "" : ` of ${length} characters`}${pattern === undefined ? "" : `, each one of ${code(pattern)}`}${example === undefined ? "" : `, like ${example}`}`;
    }
    case "Boolean":
      return "true or false";
    case "Literal":
      return code(JSON.stringify(schema["const"]));
    case "Union": {
      const options: unknown = schema["anyOf"];
      return Array.isArray(options)
        ? `one of ${options.map((option) => (isRecord(option) && "const" in option ? code(String(option["const"])) : "…")).join(", ")}`
        : "one of several";
    }
    case "Array": {
      const items: unknown = schema["items"];
      const length = between(number(schema, "minItems"), number(schema, "maxItems"));
      return `a list${length === "" ? "" : ` of ${length}`}${isSchema(items) ? ` of ${takes(items)}` : ""}`;
    }
    case "Object":
      return "an object";
    default:
      return String(schema[Kind]);
  }
}

/** A field's default, as a scenario would write it; "—" where it has none. */
export function byDefault(schema: TSchema): string {
  return "default" in schema ? code(JSON.stringify(schema["default"])) : "—";
}

function isObject(schema: TSchema): boolean {
  return schema[Kind] === "Object" && isRecord(schema["properties"]);
}

/** Every field of an object schema down to its leaves, by dotted path, in the schema's order. */
export function leaves(schema: TSchema, prefix = ""): { readonly path: string; readonly field: TSchema }[] {
  const properties = schema["properties"];
  if (!isRecord(properties)) return [];
  return Object.entries(properties).flatMap(([name, field]) => {
    if (!isSchema(field)) return [];
    const path = prefix === "" ? name : `${prefix}.${name}`;
    const inner: unknown = field["properties"];
    return isObject(field) && isRecord(inner) && Object.keys(inner).length > 0 ? leaves(field, path) : [{ path, field }];
  });
}

/** What a document's field means: its label and its hint, as Foundry shows them. */
function meaning(documentType: string, path: string): string {
  const base = `Data.${documentType}.FIELDS.${path}`;
  const label = said(`${base}.label`);
  const hint = said(`${base}.hint`);
  if (label === undefined) throw new Error(`lang/en.json has no label for ${documentType}'s ${path}`);
  return hint === undefined ? label : `${label}: ${hint}`;
}

function fieldTable(schema: TSchema, documentType: string): string {
  return table(
    ["field", "takes", "default", "meaning"],
    leaves(schema).map(({ path, field }) => [code(path), takes(field), byDefault(field), meaning(documentType, path)]),
  );
}

/** The document type a scenario's item kind is stored as: declared with the one schema. */
function documentTypeOf(ruleset: RuleSet, schema: TSchema): string {
  const found = Object.entries(ruleset.play.documents.schemas).find(([, candidate]) => candidate === schema);
  if (found === undefined) throw new Error(`${ruleset.id}: an item schema no document type declares`);
  return found[0];
}

/** The actor's fields, as a scenario's `actor` holds them (conditions are listed by id in `conditions`, not here). */
function actorPart(ruleset: RuleSet): string {
  return fieldTable(storedSchema(ruleset.runtime.actorSchema, ruleset.runtime.conditions), ruleset.play.documents.actorType);
}

/** Each item kind's fields and the armoury's named pieces, then which weapon an attack uses. */
function itemsPart(ruleset: RuleSet): string {
  const parts = Object.entries(ruleset.runtime.itemSchemas).map(([kind, schema]) => {
    const named = Object.keys(ruleset.runtime.armoury[kind] ?? {});
    return [
      `**${kind}** (\`"type": "${kind}"\`); the armoury's: ${named.length === 0 ? "none" : named.map(code).join(", ")}`,
      "",
      fieldTable(schema, documentTypeOf(ruleset, schema)),
    ].join("\n");
  });
  return [...parts, guideOf(ruleset).weapon].join("\n\n");
}

function combatantPart(ruleset: RuleSet): string {
  // A description that opens with an example ('"dock gang": ...') is said without it: the takes column shows it.
  const rows = Object.entries(ruleset.runtime.combatantFields).map(([name, field]): Row => [
    code(name),
    takes(field),
    byDefault(field),
    typeof field["description"] === "string" ? field["description"].replace(/^"[^"]*":\s*/, "") : "",
  ]);
  return rows.length === 0
    ? `In ${ruleset.id}, a combatant has no fields of its own beyond the common ones.`
    : table(["field", "takes", "default", "meaning"], rows);
}

function optionsPart(ruleset: RuleSet): string {
  const properties = ruleset.optionsSchema["properties"];
  const rows = Object.entries(isRecord(properties) ? properties : {}).flatMap(([name, field]): Row[] => {
    if (!isSchema(field)) return [];
    const words = [said(`Option.${ruleset.id}.${name}.Name`), said(`Option.${ruleset.id}.${name}.Hint`)].filter((text) => text !== undefined);
    return [[code(name), takes(field), byDefault(field), words.join(": ")]];
  });
  return rows.length === 0 ? `${ruleset.id} has no world options.` : table(["option", "takes", "default", "meaning"], rows);
}

/** Each script action, in the rule set's order, named as the log names it, with its cost and what it does. */
function actionsPart(ruleset: RuleSet): string {
  const { actions } = ruleset.runtime.vocabulary;
  const guide = guideOf(ruleset).actions;
  const listed = guide.map((row) => row.id);
  if (listed.join() !== actions.join())
    throw new Error(`${ruleset.id}: the script guide lists ${listed.join(", ")}, the rule set's actions are ${actions.join(", ")}`);
  const names = englishWords(ruleset.eventWords).actions;
  return table(
    ["action", "name", "costs", "does"],
    guide.map((row) => [code(row.id), names.get(row.id) ?? row.id, row.costs, row.does]),
  );
}

function spendPart(ruleset: RuleSet): string {
  const { spend } = ruleset.runtime.vocabulary;
  const guide = guideOf(ruleset).spend;
  if (guide.map((row) => row.id).join() !== spend.join())
    throw new Error(`${ruleset.id}: the script guide's luck uses are not the rule set's (${spend.join(", ")})`);
  return guide.length === 0
    ? `In ${ruleset.id}, a script spends no luck: \`spend\` is not one of its fields.`
    : table(
        ["spend", "does"],
        guide.map((row) => [code(row.id), row.does]),
      );
}

/** The conditions a combatant may start under (`conditions`, by id), and the units an effect's duration counts. */
function conditionsPart(ruleset: RuleSet): string {
  const words = englishWords(ruleset.eventWords).conditions;
  const conditions = ruleset.runtime.conditions.map((condition) => `${code(condition.id)} (${words.get(condition.id) ?? condition.id})`);
  const units = ruleset.runtime.durations.map((unit) => code(unit.id));
  return [
    `Conditions (\`"conditions": [...]\`): ${conditions.length === 0 ? "none" : conditions.join(", ")}.`,
    "",
    `An effect's \`duration.unit\`: one of ${units.join(", ")}.`,
  ].join("\n");
}

/** Every generated part of the rule set's guide, by name. */
export function guideParts(ruleset: RuleSet): ReadonlyMap<string, string> {
  return new Map([
    ["actor", actorPart(ruleset)],
    ["conditions", conditionsPart(ruleset)],
    ["items", itemsPart(ruleset)],
    ["combatant", combatantPart(ruleset)],
    ["options", optionsPart(ruleset)],
    ["actions", actionsPart(ruleset)],
    ["spend", spendPart(ruleset)],
  ]);
}

/** The rule set's script guide; every registered rule set has one. */
function guideOf(ruleset: RuleSet): ScriptGuide {
  const guide = Object.hasOwn(SCRIPT_GUIDES, ruleset.id) ? SCRIPT_GUIDES[ruleset.id] : undefined;
  if (guide === undefined) throw new Error(`${ruleset.id} has no script guide in src/rulesets/scriptGuides.ts`);
  return guide;
}

/** Where a rule set's guide is, from the project's root. */
export const guidePath = (id: string): string => `docs/scenarios/${id}.md`;
