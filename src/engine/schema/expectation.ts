import { Kind, type TSchema } from "@sinclair/typebox";

/** What a schema accepts, in the words an error message needs: "an integer from 0 to 100". */
export function expectation(schema: TSchema): string {
  const kind = schema[Kind];
  switch (kind) {
    case "Integer":
    case "Number": {
      const noun = kind === "Integer" ? "an integer" : "a number";
      const min = numberOption(schema, "minimum");
      const max = numberOption(schema, "maximum");
      if (min !== undefined && max !== undefined) return `${noun} from ${min} to ${max}`;
      if (min !== undefined) return `${noun} of at least ${min}`;
      if (max !== undefined) return `${noun} of at most ${max}`;
      return noun;
    }
    case "String": {
      const pattern = typeof schema["description"] === "string" ? schema["description"] : undefined;
      return pattern === undefined ? textLength(schema) : `a text like ${pattern}`;
    }
    case "Boolean":
      return "true or false";
    case "Literal":
      return JSON.stringify(schema["const"]);
    case "Union": {
      const options: unknown = schema["anyOf"];
      if (Array.isArray(options)) {
        const words = options.filter(isSchema).map(expectation);
        return words.length === 2 ? `${words[0]} or ${words[1]}` : `one of ${words.join(", ")}`;
      }
      return "one of the listed values";
    }
    case "Object":
      return "an object";
    case "Array":
      return listLength(schema);
    default:
      return typeof kind === "string" ? kind.toLowerCase() : "a valid value";
  }
}

/** A text and the lengths it may have: "a text of 1 to 120 characters". */
export function textLength(schema: TSchema): string {
  const min = numberOption(schema, "minLength");
  const max = numberOption(schema, "maxLength");
  if (min !== undefined && min > 0 && max !== undefined) return `a text of ${min} to ${max} characters`;
  if (min !== undefined && min > 0) return min === 1 ? "a text that is not empty" : `a text of at least ${min} characters`;
  if (max !== undefined) return `a text of at most ${max} characters`;
  return "a text";
}

/** A list and the lengths it may have: "a list of 2 to 1000". */
export function listLength(schema: TSchema): string {
  const min = numberOption(schema, "minItems");
  const max = numberOption(schema, "maxItems");
  if (min !== undefined && min > 0 && max !== undefined) return `a list of ${min} to ${max}`;
  if (min !== undefined && min > 0) return `a list of at least ${min}`;
  if (max !== undefined) return `a list of at most ${max}`;
  return "a list";
}

function numberOption(schema: TSchema, key: "minimum" | "maximum" | "minItems" | "maxItems" | "minLength" | "maxLength"): number | undefined {
  const value: unknown = schema[key];
  return typeof value === "number" ? value : undefined;
}

export function isSchema(value: unknown): value is TSchema {
  return typeof value === "object" && value !== null && Kind in value;
}
