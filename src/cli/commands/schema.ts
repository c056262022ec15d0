import * as Type from "../../engine/schema/TypeBuilders";
import { type TProperties, type TSchema } from "@sinclair/typebox";
import type { BoundRuleSet } from "../../engine/fight/BoundRuleSet";
import { ScenarioSchema } from "../../engine/scenario/ScenarioSchema";
import { CombatantEntrySchema } from "../../engine/script/CombatantEntry";
import { ScriptStepSchema } from "../../engine/script/ScriptStep";
import { DEFAULT_TARGETING } from "../../engine/script/Targeting";
import { toJsonSchema } from "../../engine/schema/jsonSchema";
import { storedSchema } from "../../engine/conditions/storedSchema";
import { EffectEntrySchema } from "../../engine/effects/EffectChange";
import { EffectDurationSchema } from "../../engine/effects/EffectDuration";
import { RULESETS } from "../../rulesets/registry";
import { InputError } from "../readScenario";
import { article } from "../../engine/article";

const oneOf = (words: readonly string[]): TSchema => Type.Union(words.map((word) => Type.Literal(word)));

/** A script step with the rule set's own actions and luck uses spelled out. */
function scriptStep(ruleset: BoundRuleSet): TSchema {
  const { actions, spend } = ruleset.vocabulary;
  const { spend: _anyUse, declare, ...common } = ScriptStepSchema.properties;
  const steps: TProperties = { ...common, actions: Type.Array(oneOf(actions), { maxItems: 20 }) };
  if (spend.length > 0) steps["spend"] = Type.Optional(Type.Array(oneOf(spend), { maxItems: 10 }));
  if (ruleset.declares) steps["declare"] = declare;
  return Type.Object(steps, { additionalProperties: false });
}

/** The combatant's conditions: the rule set's ids, each once. */
function conditionList(ruleset: BoundRuleSet): TSchema {
  const ids = ruleset.conditions.map((condition) => condition.id);
  const { description } = CombatantEntrySchema.properties.conditions;
  return Type.Array(oneOf(ids), { default: [], uniqueItems: true, maxItems: ids.length, description });
}

/** The combatant's effects, a duration given in one of the rule set's units of time. */
function effectList(ruleset: BoundRuleSet): TSchema {
  const { name, changes } = EffectEntrySchema.properties;
  const { count } = EffectDurationSchema.properties;
  const unit = { ...oneOf(ruleset.durations.map((candidate) => candidate.id)), description: "a unit of the rule set's time" };
  const duration = Type.Optional(
    Type.Object({ unit, count }, { additionalProperties: false, description: "how long it lasts from the fight's start; left out, the whole fight" }),
  );
  const { description, maxItems } = CombatantEntrySchema.properties.effects;
  return Type.Array(Type.Object({ name, changes, duration }, { additionalProperties: false }), { default: [], maxItems, description });
}

/** An item: one of the armoury's by name (listed), or one of your own with its fields. */
function item(ruleset: BoundRuleSet, type: string, schema: TSchema): TSchema {
  const named = Object.keys(ruleset.armoury[type] ?? {});
  const name = Type.String({
    minLength: 1,
    ...(named.length > 0 ? { examples: named, description: `${article(type)} ${type} of the armoury (${named.join(", ")}), or your own with its fields` } : {}),
  });
  return Type.Composite([Type.Object({ type: Type.Literal(type), name }), Type.Partial(schema)], {
    title: `${type}: a named ${type} of the armoury, or your own fields`,
  });
}

/**
 * The JSON Schema of a whole scenario under this rule set: what is required and what has a
 * default, its world options, and each combatant's actor, items (the armoury's named), script
 * (the rule set's actions and luck uses), the targetings the rule set honours and its own fields.
 */
export function scenarioSchema(rulesetId: string): Record<string, unknown> {
  const ruleset = RULESETS.find(rulesetId);
  if (ruleset === undefined) throw new InputError(`ruleset: got "${rulesetId}", expected one of ${RULESETS.known.join(", ")}`);
  return toJsonSchema(scenarioSchemaOf(ruleset), `A ${rulesetId} scenario`);
}

/** The same as a TypeBox schema, which a test can hold the examples to. */
export function scenarioSchemaOf(ruleset: BoundRuleSet): TSchema {
  const items = Object.entries(ruleset.itemSchemas).map(([type, schema]) => item(ruleset, type, schema));
  const fields: TProperties = {
    ...ruleset.combatantFields,
    actor: { ...storedSchema(ruleset.actorSchema, ruleset.conditions), default: {} },
    conditions: conditionList(ruleset),
    effects: effectList(ruleset),
    items: Type.Array(Type.Union(items), { default: [], maxItems: 50 }),
    script: Type.Array(scriptStep(ruleset), { default: [], maxItems: 1000 }),
    targeting: { ...oneOf(ruleset.targetings), default: DEFAULT_TARGETING, description: CombatantEntrySchema.properties.targeting.description },
  };
  const combatant = Type.Composite([Type.Omit(CombatantEntrySchema, ["actor", "conditions", "effects", "items", "script", "targeting"]), Type.Object(fields)], {
    additionalProperties: false,
  });
  const { ruleset: _anyRuleSet, options: _anyOptions, combatants: _anyCombatants, ...common } = ScenarioSchema.properties;
  const scenario = Type.Object(
    {
      ruleset: Type.Literal(ruleset.id),
      ...common,
      options: { ...ruleset.optionsSchema, default: {} },
      combatants: Type.Array(combatant, { minItems: 2, maxItems: 1000 }),
    },
    { additionalProperties: false },
  );
  return scenario;
}
