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
      return pattern === undefined ? "a text" : `a text like ${pattern}`;
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
    case "Array": {
      const min = numberOption(schema, "minItems");
      const max = numberOption(schema, "maxItems");
      if (min !== undefined && min > 0) return `a list of at least ${min}`;
      if (max !== undefined) return `a list of at most ${max}`;
      return "a list";
    }
    default:
      return typeof kind === "string" ? kind.toLowerCase() : "a valid value";
  }
}

function numberOption(schema: TSchema, key: "minimum" | "maximum" | "minItems" | "maxItems"): number | undefined {
  const value: unknown = schema[key];
  return typeof value === "number" ? value : undefined;
}

export function isSchema(value: unknown): value is TSchema {
  return typeof value === "object" && value !== null && Kind in value;
}
