import { Type, type TProperties } from "@sinclair/typebox";
import { CombatantEntrySchema } from "../../engine/scenario/ScenarioSchema";
import { toJsonSchema } from "../../engine/schema/jsonSchema";
import { RULESETS } from "../../rulesets/registry";
import { InputError } from "../readScenario";

/** The JSON Schema of one combatant of a scenario under this rule set: its actor, items and script. */
export function combatantSchema(rulesetId: string): Record<string, unknown> {
  if (!RULESETS.known.includes(rulesetId)) throw new InputError(`ruleset: got "${rulesetId}", expected one of ${RULESETS.known.join(", ")}`);
  const ruleset = RULESETS.find(rulesetId);
  if (ruleset === undefined) throw new InputError(`ruleset: got "${rulesetId}", expected a rule set the CLI can run already (this one is not playable yet)`);
  const items = Object.entries(ruleset.itemSchemas).map(([type, schema]) =>
    Type.Composite([Type.Object({ type: Type.Literal(type), name: Type.String({ minLength: 1 }) }), Type.Partial(schema)], { title: `${type}: a named ${type} of the armoury, or your own fields` }),
  );
  const fields: TProperties = { actor: ruleset.actorSchema, items: Type.Array(Type.Union(items)) };
  // The defensive actions by name, where the rule set has an abort at all.
  const defences = ruleset.vocabulary.abort.map((id) => Type.Literal(id));
  if (defences.length > 0) fields["abortTo"] = Type.Optional(Type.Array(Type.Union(defences), { maxItems: 10 }));
  const combatant = Type.Composite([Type.Omit(CombatantEntrySchema, ["actor", "items", "abortTo"]), Type.Object(fields)], { additionalProperties: false });
  return toJsonSchema(combatant, `A ${rulesetId} combatant`);
}
