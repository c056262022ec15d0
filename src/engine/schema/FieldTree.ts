import { Kind, OptionalKind, type TSchema } from "@sinclair/typebox";
import { isSchema } from "./expectation";

/**
 * A rule set's schema read as a tree of fields, in the vocabulary Foundry's data fields use
 * (NumberField, StringField with choices, BooleanField, SchemaField, ArrayField). The Foundry
 * layer walks this tree to build a TypeDataModel's `defineSchema`, so each field is declared
 * once, in the rule set.
 */
export type FieldNode =
  | {
      readonly kind: "number";
      readonly integer: boolean;
      readonly min?: number;
      readonly max?: number;
      readonly initial?: number;
      readonly nullable: boolean;
      readonly label?: string;
    }
  | {
      readonly kind: "string";
      readonly initial?: string;
      readonly choices?: readonly string[];
      readonly pattern?: string;
      readonly nullable: boolean;
      readonly label?: string;
      readonly html?: true;
    }
  | { readonly kind: "boolean"; readonly initial: boolean; readonly label?: string }
  | { readonly kind: "object"; readonly fields: Readonly<Record<string, FieldNode>>; readonly label?: string }
  | { readonly kind: "array"; readonly element: FieldNode; readonly label?: string };

export class UnmappableSchemaError extends Error {
  constructor(
    readonly path: string,
    readonly schemaKind: string,
  ) {
    super(`${path}: a schema of kind ${schemaKind} has no Foundry field`);
  }
}

export function fieldTree(schema: TSchema, path = "system"): FieldNode {
  const label = typeof schema["title"] === "string" ? schema["title"] : undefined;
  const optional = schema[OptionalKind] === "Optional";
  const withLabel = <T extends object>(node: T): T & { label?: string } => (label === undefined ? node : { ...node, label });
  switch (schema[Kind]) {
    case "Integer":
    case "Number":
      return withLabel({
        kind: "number",
        integer: schema[Kind] === "Integer",
        nullable: optional,
        ...numeric(schema, "minimum", "min"),
        ...numeric(schema, "maximum", "max"),
        ...numeric(schema, "default", "initial"),
      });
    case "String":
      return withLabel({
        kind: "string",
        nullable: optional,
        ...(typeof schema["default"] === "string" ? { initial: schema["default"] } : {}),
        ...(typeof schema["pattern"] === "string" ? { pattern: schema["pattern"] } : {}),
        // Rich text (notes, descriptions): Foundry keeps it in an HTMLField, which its server cleans.
        ...(schema["contentMediaType"] === "text/html" ? { html: true as const } : {}),
      });
    case "Union": {
      const choices = literalChoices(schema);
      if (choices === null) throw new UnmappableSchemaError(path, "Union of non-literals");
      return withLabel({ kind: "string", choices, nullable: optional, ...(typeof schema["default"] === "string" ? { initial: schema["default"] } : {}) });
    }
    case "Boolean":
      return withLabel({ kind: "boolean", initial: schema["default"] === true });
    case "Object": {
      const properties: unknown = schema["properties"];
      const fields: Record<string, FieldNode> = {};
      if (typeof properties === "object" && properties !== null) {
        for (const [name, child] of Object.entries(properties)) {
          if (isSchema(child)) fields[name] = fieldTree(child, `${path}.${name}`);
        }
      }
      return withLabel({ kind: "object", fields });
    }
    case "Array": {
      const items: unknown = schema["items"];
      if (!isSchema(items)) throw new UnmappableSchemaError(path, "Array without items");
      return withLabel({ kind: "array", element: fieldTree(items, `${path}[]`) });
    }
    default:
      throw new UnmappableSchemaError(path, String(schema[Kind]));
  }
}

function numeric<K extends string>(schema: TSchema, key: string, as: K): Partial<Record<K, number>> {
  const value: unknown = schema[key];
  if (typeof value !== "number") return {};
  const out: Partial<Record<K, number>> = {};
  out[as] = value;
  return out;
}

function literalChoices(schema: TSchema): string[] | null {
  const options: unknown = schema["anyOf"];
  if (!Array.isArray(options)) return null;
  const choices: string[] = [];
  for (const option of options) {
    if (!isSchema(option) || option[Kind] !== "Literal" || typeof option["const"] !== "string") return null;
    choices.push(option["const"]);
  }
  return choices;
}
