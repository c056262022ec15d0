import * as Type from "../schema/TypeBuilders";
import { type TSchema } from "@sinclair/typebox";
import type { BoundRuleSet } from "../fight/BoundRuleSet";
import type { FightingRuleSet } from "../fight/FightingRuleSet";
import type { ReadyCombatant } from "../fight/prepareFight";
import type { LoadedItem } from "../fight/RuleSetRuntime";
import { showValue, type FieldIssue } from "../schema/FieldIssue";
import { applyEffects } from "../effects/applyEffects";
import { countsUnits } from "../effects/DurationUnit";
import { validate } from "../schema/validate";
import type { SchemaCheck } from "../schema/schemaReader";
import { ScenarioSchema, type Scenario } from "./ScenarioSchema";
import { CombatantEntrySchema, type CombatantEntry } from "../script/CombatantEntry";
import type { Targeting } from "../script/Targeting";
import { statusesInSystem, withStatuses } from "../conditions/conditionState";
import { article } from "../article";
import { ownEntry } from "../idRecord";

/**
 * A scenario read into combatants under the rule set it names: a `FightingRuleSet` where the
 * reader fights (the CLI, the Odds workers), a bare `BoundRuleSet` where it only reads (the table).
 */
export interface LoadedScenario<R extends BoundRuleSet = FightingRuleSet> {
  readonly scenario: Scenario;
  readonly ruleset: R;
  readonly combatants: readonly ReadyCombatant[];
  /** The rule set's world options, checked against its options schema, defaults filled. */
  readonly options: unknown;
}

export type ScenarioLoad<R extends BoundRuleSet = FightingRuleSet> =
  { readonly ok: true; readonly value: LoadedScenario<R> } | { readonly ok: false; readonly issues: readonly FieldIssue[] };

export interface RuleSetDirectory<R extends BoundRuleSet = FightingRuleSet> {
  /** Every rule set id a scenario may name. */
  readonly known: readonly string[];
  find(id: string): R | undefined;
}

const fail = (issue: FieldIssue): { readonly ok: false; readonly issues: readonly FieldIssue[] } => ({ ok: false, issues: [issue] });
const list = (words: readonly string[]): string => words.join(", ");

/**
 * Reads a scenario: the outer shape, the rule set, then each combatant's actor, items and
 * script against that rule set. Stops at the first combatant with a problem, so the message
 * names one field a person can go and fix.
 */
export function loadScenario<R extends BoundRuleSet = FightingRuleSet>(input: unknown, rulesets: RuleSetDirectory<R>): ScenarioLoad<R> {
  return readScenario(input, rulesets, validate);
}

/**
 * `loadScenario`, with every part checked against its schema by `check`: `validate` makes it
 * `loadScenario`; `acceptsOnly` (an Odds worker's, sent scenarios already read) accepts what
 * `validate` accepts, as the same value, and refuses the rest in one plain issue, so the worker
 * carries none of TypeBox's error reports.
 */
export function readScenario<R extends BoundRuleSet = FightingRuleSet>(input: unknown, rulesets: RuleSetDirectory<R>, check: SchemaCheck): ScenarioLoad<R> {
  const outer = check(ScenarioSchema, input);
  if (!outer.ok) return outer;
  const scenario = outer.value;
  const ruleset = rulesets.find(scenario.ruleset);
  if (ruleset === undefined) return fail({ path: "ruleset", value: scenario.ruleset, expected: `one of ${list(rulesets.known)}` });
  const options = check(ruleset.optionsSchema, scenario.options, "options");
  if (!options.ok) return options;
  const whole = checkWhole(scenario.combatants);
  if (whole !== null) return fail(whole);
  const ready: ReadyCombatant[] = [];
  for (const [index, entry] of scenario.combatants.entries()) {
    const combatant = loadCombatant(ruleset, entry, `combatants[${index}]`, scenario, check);
    if (!combatant.ok) return combatant;
    ready.push(combatant.value);
  }
  const together = ruleset.checkTogether?.(ready.map((combatant, index) => ({ path: `combatants[${index}]`, fields: combatant.fields }))) ?? null;
  if (together !== null) return fail(together);
  const nearest = scenario.combatants.findIndex((entry) => entry.targeting === "nearest");
  if (nearest >= 0 && !ruleset.onMap(ready, options.value)) return fail(offTheMap(`combatants[${nearest}].targeting`, ruleset));
  return { ok: true, value: { scenario, ruleset, combatants: ready, options: options.value } };
}

function checkWhole(combatants: readonly CombatantEntry[]): FieldIssue | null {
  const seen = new Set<string>();
  for (const [index, entry] of combatants.entries()) {
    // A side or a name of spaces alone reads as nothing in the log ("the     side wins").
    if (entry.side.trim() === "") return { path: `combatants[${index}].side`, value: entry.side, expected: "a side's name with more in it than spaces" };
    if (entry.name?.trim() === "") return { path: `combatants[${index}].name`, value: entry.name, expected: "a name with more in it than spaces" };
    if (seen.has(entry.id)) return { path: `combatants[${index}].id`, value: entry.id, expected: "an id no other combatant has" };
    seen.add(entry.id);
  }
  const sides = new Set(combatants.map((entry) => entry.side));
  if (sides.size < 2) return { path: "combatants", value: `${sides.size} side`, expected: "combatants on at least two sides" };
  return null;
}

/**
 * A targeting the rule set cannot honour, at `path`: `nearest` where it has no positions. Null
 * when it can. The CLI's `--targeting` is held to the same words.
 */
export function targetingIssue(ruleset: BoundRuleSet, targeting: Targeting, path: string): FieldIssue | null {
  if (ruleset.targetings.includes(targeting)) return null;
  return { path, value: targeting, expected: `one of ${list(ruleset.targetings)} (${ruleset.id} has no positions, so no enemy is nearer than another)` };
}

const NOBODY_ON_A_MAP = "nobody in this scenario stands on the map, so no enemy is nearer than another";

/** `nearest` in a scenario whose rule set has positions but where nobody stands on the map. */
export function offTheMap(path: string, ruleset: BoundRuleSet): FieldIssue {
  return {
    path,
    value: "nearest",
    expected: `one of ${list(ruleset.targetings.filter((targeting) => targeting !== "nearest"))} (${NOBODY_ON_A_MAP})`,
  };
}

function loadCombatant(
  ruleset: BoundRuleSet,
  entry: CombatantEntry,
  path: string,
  scenario: Scenario,
  check: SchemaCheck,
): { ok: true; value: ReadyCombatant } | { ok: false; issues: readonly FieldIssue[] } {
  const targeting = targetingIssue(ruleset, entry.targeting, `${path}.targeting`);
  if (targeting !== null) return { ok: false, issues: [targeting] };
  const conditions = conditionsIssue(ruleset, entry, path);
  if (conditions !== null) return { ok: false, issues: [conditions] };
  const durations = durationsIssue(ruleset, entry, path);
  if (durations !== null) return { ok: false, issues: [durations] };
  const stored = check(ruleset.actorSchema, withStatuses(entry.actor, entry.conditions, ruleset.conditions), `${path}.actor`);
  if (!stored.ok) return stored;
  const actor = underEffects(ruleset, entry, stored.value, path, check);
  if (!actor.ok) return actor;
  const items: LoadedItem[] = [];
  for (const [index, item] of entry.items.entries()) {
    const loaded = loadItem(ruleset, item, `${path}.items[${index}]`, check);
    if (!loaded.ok) return loaded;
    items.push(loaded.value);
  }
  for (const [index, step] of entry.script.entries()) {
    const where = `${path}.script[${index}]`;
    const badAction = step.actions.findIndex((action) => !ruleset.vocabulary.actions.includes(action));
    const action = step.actions[badAction];
    if (action !== undefined)
      return { ok: false, issues: [{ path: `${where}.actions[${badAction}]`, value: action, expected: `one of ${list(ruleset.vocabulary.actions)}` }] };
    const badSpend = (step.spend ?? []).find((use) => !ruleset.vocabulary.spend.includes(use));
    if (badSpend !== undefined)
      return { ok: false, issues: [{ path: `${where}.spend`, value: badSpend, expected: `one of ${list(ruleset.vocabulary.spend)}` }] };
    if (step.declare !== undefined && !ruleset.declares) {
      return {
        ok: false,
        issues: [{ path: `${where}.declare`, value: step.declare, expected: `no declare: in ${ruleset.id} a combatant does not declare its actions up front` }],
      };
    }
    if (step.round > scenario.maxRounds) {
      return { ok: false, issues: [{ path: `${where}.round`, value: step.round, expected: `a round the fight reaches (maxRounds is ${scenario.maxRounds})` }] };
    }
    const target = step.target === undefined ? undefined : scenario.combatants.find((other) => other.id === step.target);
    if (step.target !== undefined && target === undefined) {
      return { ok: false, issues: [{ path: `${where}.target`, value: step.target, expected: "the id of a combatant in this scenario" }] };
    }
    // Only an attack needs an enemy: a move may head for an ally. No step aims at its own combatant.
    const attacks = step.actions.some((action) => ruleset.vocabulary.attacks.includes(action));
    if (target !== undefined && target.id === entry.id && !attacks) {
      return { ok: false, issues: [{ path: `${where}.target`, value: step.target, expected: "another combatant: a step does not aim at its own combatant" }] };
    }
    if (target !== undefined && target.side === entry.side && attacks) {
      const whom = target.id === entry.id ? "itself" : `${target.id}, on its own side`;
      return { ok: false, issues: [{ path: `${where}.target`, value: step.target, expected: `an enemy: a combatant does not attack ${whom}` }] };
    }
  }
  const fields = loadOwnFields(ruleset, entry, path, check);
  if (!fields.ok) return fields;
  return { ok: true, value: { entry, actor: actor.value, stored: stored.value, items, fields: fields.value } };
}

/** The most effects with a duration one combatant may carry: each set of them still in force is checked before the fight. */
export const MAX_TIMED_EFFECTS = 8;

/**
 * The actor as its effects leave it, as Foundry's actor is under its Active Effects: each change
 * made (`applyEffects`), then the whole checked again, so an effect cannot take a number past
 * what the rules accept (a characteristic above 100). Effects with a duration end one by one in
 * an order the fight decides, so the actor under every set of them that can still be in force is
 * checked too.
 */
function underEffects(
  ruleset: BoundRuleSet,
  entry: CombatantEntry,
  actor: unknown,
  path: string,
  check: SchemaCheck,
): { ok: true; value: unknown } | { ok: false; issues: readonly FieldIssue[] } {
  const timed = entry.effects.flatMap((effect, index) => (effect.duration === undefined ? [] : [index]));
  if (timed.length > MAX_TIMED_EFFECTS)
    return {
      ok: false,
      issues: [{ path: `${path}.effects`, value: `${timed.length} effects with a duration`, expected: `at most ${MAX_TIMED_EFFECTS} effects with a duration` }],
    };
  let whole: unknown = actor;
  for (let ended = 0; ended < 2 ** timed.length; ended += 1) {
    const kept = entry.effects.filter((_, index) => !timed.some((at, bit) => at === index && (ended & (2 ** bit)) !== 0));
    const checked = checkedUnder(ruleset, kept, actor, path, check);
    if (!checked.ok) return checked;
    if (ended === 0) whole = checked.value;
  }
  return { ok: true, value: whole };
}

function checkedUnder(
  ruleset: BoundRuleSet,
  effects: CombatantEntry["effects"],
  actor: unknown,
  path: string,
  check: SchemaCheck,
): { ok: true; value: unknown } | { ok: false; issues: readonly FieldIssue[] } {
  const applied = applyEffects(actor, effects, ruleset.customChange, `${path}.effects`);
  if (!applied.ok) return { ok: false, issues: [withMissingField(ruleset.actorSchema, applied.issue)] };
  if (applied.value === actor) return { ok: true, value: actor };
  const checked = check(ruleset.actorSchema, applied.value, `${path}.actor`);
  if (checked.ok) return checked;
  const issue = checked.issues[0];
  const made = `${issue?.path ?? "its data"} ${showValue(issue?.value)}`;
  return {
    ok: false,
    issues: [
      {
        path: `${path}.effects`,
        value: effects.map((effect) => effect.name),
        expected: `effects that leave the actor valid: they make ${made}, where ${issue?.expected ?? "something else"} is expected`,
      },
    ],
  };
}

/**
 * An effect's change to a field the actor's schema has but this actor leaves out (phases-3d6's
 * `ocv`, which follows Combat Value until given): the refusal says so, and what the field does
 * while it is left out, rather than that the path is not the actor's at all.
 */
function withMissingField(schema: TSchema, issue: FieldIssue): FieldIssue {
  if (typeof issue.value !== "string" || !issue.path.endsWith(".key") || !issue.value.startsWith("system.")) return issue;
  let field: unknown = schema;
  for (const key of issue.value.slice("system.".length).split(".")) {
    const properties: unknown = isRecord(field) ? field["properties"] : undefined;
    field = isRecord(properties) && Object.hasOwn(properties, key) ? properties[key] : undefined;
  }
  if (!isRecord(field)) return issue;
  const name = issue.value.slice(issue.value.lastIndexOf(".") + 1);
  const meaning = typeof field["description"] === "string" ? ` (it ${field["description"]})` : "";
  return {
    ...issue,
    expected: `a path the actor's data has: this actor leaves ${name} out${meaning}, so the effect has nothing to change; give the actor its own ${name} first`,
  };
}

/** A duration is given in a unit the rule set's clock counts, and a moment ("until the end of the round") counts 1. */
function durationsIssue(ruleset: BoundRuleSet, entry: CombatantEntry, path: string): FieldIssue | null {
  const units = ruleset.durations.map((unit) => unit.id);
  for (const [index, effect] of entry.effects.entries()) {
    const duration = effect.duration;
    if (duration === undefined) continue;
    const at = `${path}.effects[${index}].duration`;
    const unit = ruleset.durations.find((candidate) => candidate.id === duration.unit);
    if (unit === undefined) return { path: `${at}.unit`, value: duration.unit, expected: `one of ${list(units)} (the units ${ruleset.id}'s clock counts)` };
    if (!countsUnits(unit) && duration.count !== 1)
      return { path: `${at}.count`, value: duration.count, expected: `1: ${unit.id} is one moment, not a number of units` };
  }
  return null;
}

/**
 * A condition is said one way only, by id in the combatant's `conditions`: an id the rule set does
 * not have, an id listed twice, or the condition's field written in the actor's data is refused.
 */
function conditionsIssue(ruleset: BoundRuleSet, entry: CombatantEntry, path: string): FieldIssue | null {
  const ids = ruleset.conditions.map((condition) => condition.id);
  for (const [index, id] of entry.conditions.entries()) {
    if (!ids.includes(id))
      return { path: `${path}.conditions[${index}]`, value: id, expected: ids.length === 0 ? `no condition: ${ruleset.id} has none` : `one of ${list(ids)}` };
    if (entry.conditions.indexOf(id) !== index) return { path: `${path}.conditions[${index}]`, value: id, expected: "a condition not listed before" };
  }
  const written = statusesInSystem(entry.actor, ruleset.conditions);
  for (const condition of ruleset.conditions) {
    if (!holdsPath(entry.actor, condition.path)) continue;
    const value = written.includes(condition.id);
    return {
      path: `${path}.actor.${condition.path}`,
      value,
      expected: `no ${condition.path} in the actor: list the condition by id in ${path}.conditions ("${condition.id}")`,
    };
  }
  return null;
}

function holdsPath(data: unknown, path: string): boolean {
  let at: unknown = data;
  for (const key of path.split(".")) {
    if (!isRecord(at) || !(key in at)) return false;
    at = at[key];
  }
  return true;
}

const COMMON_FIELDS = Object.keys(CombatantEntrySchema.properties);

/**
 * The combatant's fields beyond the common ones, which only its rule set knows: a name it does
 * not know is refused in the rule set's terms, then its own check speaks, then its schema.
 */
function loadOwnFields(
  ruleset: BoundRuleSet,
  entry: CombatantEntry,
  path: string,
  check: SchemaCheck,
): { ok: true; value: Readonly<Record<string, unknown>> } | { ok: false; issues: readonly FieldIssue[] } {
  const own = Object.keys(ruleset.combatantFields);
  const given: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(entry)) {
    if (COMMON_FIELDS.includes(key)) continue;
    if (!own.includes(key)) {
      const known = list([...COMMON_FIELDS, ...own]);
      return {
        ok: false,
        issues: [{ path: `${path}.${key}`, value, expected: `no ${key}: ${ruleset.id} has no ${key} for a combatant (its fields are ${known})` }],
      };
    }
    given[key] = value;
  }
  const issue = ruleset.checkFields?.(given, path) ?? null;
  if (issue !== null) return { ok: false, issues: [issue] };
  return check(Type.Object(ruleset.combatantFields, { additionalProperties: false }), given, path);
}

function loadItem(
  ruleset: BoundRuleSet,
  item: { type: string; name: string } & Record<string, unknown>,
  path: string,
  check: SchemaCheck,
): { ok: true; value: LoadedItem } | { ok: false; issues: readonly FieldIssue[] } {
  const types = Object.keys(ruleset.itemSchemas);
  // The item's type and name are the file's text: looked up as the records' own keys, never an object's built-in one.
  const schema: TSchema | undefined = ownEntry(ruleset.itemSchemas, item.type);
  if (schema === undefined) return { ok: false, issues: [{ path: `${path}.type`, value: item.type, expected: `one of ${list(types)}` }] };
  const { type: _type, name, ...fields } = item;
  const armoury = ownEntry(ruleset.armoury, item.type) ?? {};
  const named = ownEntry(armoury, name);
  if (named === undefined && Object.keys(fields).length === 0) {
    const known = Object.keys(armoury);
    return {
      ok: false,
      issues: [
        {
          path: `${path}.name`,
          value: name,
          expected: `${article(item.type)} ${item.type} of the armoury (${list(known)}) or ${article(item.type)} ${item.type} with its own fields`,
        },
      ],
    };
  }
  const data = check(schema, { ...named, ...fields }, path);
  if (!data.ok) return data;
  const value: unknown = data.value;
  return { ok: true, value: { type: item.type, name, data: isRecord(value) ? value : {} } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
