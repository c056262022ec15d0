import type { Static, TSchema } from "@sinclair/typebox";
import { readSchema, type Validated } from "./schemaReader";

/**
 * A `SchemaCheck` that only says yes or no: it accepts what `validate` accepts, as the same value
 * (defaults filled), and refuses the rest with one plain issue at `root` ("expected a scenario" at
 * the top), naming no field inside it. It leaves out TypeBox's error reports and the words for
 * them, for a reader sent input that was checked before it was sent (an Odds worker: the CLI and
 * the dialog validate a scenario first).
 */
export function acceptsOnly<T extends TSchema>(schema: T, input: unknown, root = ""): Validated<Static<T>> {
  return readSchema(schema, input, root, (_schema, refused) => [
    { path: root, value: refused, expected: root === "" ? "a scenario" : "what its schema accepts" },
  ]);
}
