import { Type, type TProperties } from "@sinclair/typebox";
import { CombatantEntrySchema } from "../../engine/scenario/ScenarioSchema";
import { toJsonSchema } from "../../engine/schema/jsonSchema";
import { RULESETS } from "../../rulesets/registry";
import { InputError } from "../readScenario";

/** The JSON Schema of one combatant of a scenario under this rule set: its actor, items, script and the rule set's own fields. */
export function combatantSchema(rulesetId: string): Record<string, unknown> {
  const ruleset = RULESETS.find(rulesetId);
  if (ruleset === undefined) throw new InputError(`ruleset: got "${rulesetId}", expected one of ${RULESETS.known.join(", ")}`);
  const items = Object.entries(ruleset.itemSchemas).map(([type, schema]) =>
    Type.Composite([Type.Object({ type: Type.Literal(type), name: Type.String({ minLength: 1 }) }), Type.Partial(schema)], { title: `${type}: a named ${type} of the armoury, or your own fields` }),
  );
  const fields: TProperties = { ...ruleset.combatantFields, actor: ruleset.actorSchema, items: Type.Array(Type.Union(items)) };
  const combatant = Type.Composite([Type.Omit(CombatantEntrySchema, ["actor", "items"]), Type.Object(fields)], { additionalProperties: false });
  return toJsonSchema(combatant, `A ${rulesetId} combatant`);
}
