import type { FieldNode } from "../../engine/schema/FieldTree";
import type { DataFieldKit } from "./DataFieldKit";

/** Words a field needs when it refuses a value; looked up when the value is refused, after the translations have loaded. */
export interface FieldWords {
  /** The refusal of a string that does not have the form the rule set asks for. */
  patternMismatch(pattern: string): string;
}

/**
 * The fields of a rule set's object schema, as Foundry data fields for a TypeDataModel's
 * `defineSchema`. Each field keeps the schema's limits, so Foundry's own validation refuses a
 * bad value and names the field: numbers keep integer/min/max/initial (Foundry's kit brings a
 * number field that refuses rather than clamps, see `refusingNumberField`), strings their choices
 * or pattern, optional fields become nullable. Labels are the schema's titles; the data model's
 * localisation prefix replaces them with the words in lang/en.json.
 */
export function fieldsFromTree<F>(tree: FieldNode, kit: DataFieldKit<F>, words: FieldWords): Record<string, F> {
  if (tree.kind !== "object") throw new TypeError(`A document's data must be an object schema, not a ${tree.kind}`);
  const fields: Record<string, F> = {};
  for (const [name, node] of Object.entries(tree.fields)) fields[name] = fieldFromNode(node, kit, words);
  return fields;
}

export function fieldFromNode<F>(node: FieldNode, kit: DataFieldKit<F>, words: FieldWords): F {
  const label = node.label ?? "";
  switch (node.kind) {
    case "number":
      return new kit.NumberField({
        required: !node.nullable,
        nullable: node.nullable,
        integer: node.integer,
        ...(node.min === undefined ? {} : { min: node.min }),
        ...(node.max === undefined ? {} : { max: node.max }),
        ...(node.initial === undefined ? {} : { initial: node.initial }),
        label,
      });
    case "string":
      if (node.html === true) return new kit.HTMLField({ required: !node.nullable, nullable: node.nullable, initial: node.initial ?? "", label });
      return new kit.StringField({
        required: !node.nullable,
        nullable: node.nullable,
        ...(node.choices === undefined ? {} : { choices: [...node.choices], blank: false }),
        ...(node.initial === undefined ? {} : { initial: node.initial }),
        ...(node.pattern === undefined ? {} : { validate: patternValidator(node.pattern, words) }),
        label,
      });
    case "boolean":
      return new kit.BooleanField({ initial: node.initial, label });
    case "object":
      return new kit.SchemaField(fieldsFromTree(node, kit, words), { label });
    case "array":
      return new kit.ArrayField(fieldFromNode(node.element, kit, words), { label });
  }
}

/**
 * Foundry has no pattern option for strings; a validator that throws is how a field refuses a
 * value with its own message (Foundry prefixes the field's name).
 */
function patternValidator(pattern: string, words: FieldWords): (value: unknown) => void {
  const expression = new RegExp(pattern);
  return (value) => {
    if (typeof value === "string" && !expression.test(value)) throw new Error(words.patternMismatch(pattern));
  };
}
