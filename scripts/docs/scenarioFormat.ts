import type { TSchema } from "@sinclair/typebox";
import { ScenarioSchema } from "../../src/engine/scenario/ScenarioSchema";
import { CombatantEntrySchema } from "../../src/engine/script/CombatantEntry";
import { ScriptStepSchema } from "../../src/engine/script/ScriptStep";
import { REGISTERED } from "../../src/rulesets/registry";
import { byDefault, code, leaves, table, takes } from "./scenarioGuide";

/**
 * The tables of docs/scenario-format.md: the fields every scenario, every combatant and every
 * script step has whatever the rule set, with what each takes and its default read from the
 * scenario's schema, and what each means said here. The words are kept here, off the schema,
 * because the schema ships in the system's chunks and these are for the page alone. A field the
 * schema gains without words here, or words for a field it no longer has, stops `npm run docs`
 * and fails the docs' test.
 */

const rulesets = REGISTERED.map((ruleset) => code(ruleset.id)).join(", ");

const SCENARIO: Readonly<Record<string, string>> = {
  ruleset: `the rule set the fight is under: ${rulesets}`,
  seed: "where the seeded dice start: the same scenario and seed fight the same fight, die for die (`--seed` sets it on the command line)",
  maxRounds: "the most rounds the fight may last (Turns in phases-3d6); a fight that gets there ends with no winner",
  dice: "faces answered first, in order, before the seeded generator takes over (`odds` forces them at the start of every fight)",
  options: "the rule set's world options, by name (each rule set's guide below); one left out takes its default",
  combatants: "who fights, on at least two sides: each with the fields below and its rule set's own",
};

const COMBATANT: Readonly<Record<string, string>> = {
  id: "what the scenario calls it: a script's `target` and the `--json` log name it so; no two combatants share one",
  name: "what the log calls it; left out, its id. Two combatants of one name are warned of",
  side: "its side, by any name with more in it than spaces: a side fights together, and the last one standing wins",
  surprised: "caught unaware as the fight begins, as its rule set treats surprise",
  targeting:
    "how it chooses whom to attack when its script names nobody; `nearest` only where the rule set has positions and someone stands on one (`--targeting` sets it for everyone)",
  conditions: "the conditions it starts the fight under, by id (each rule set's guide lists them)",
  effects: "effects it fights under, each with its changes and, if it does not last the whole fight, a `duration` ([effects](effects.md#in-a-scenario))",
  actor: "its sheet's fields (each rule set's guide); one left out takes its default",
  items: "its weapons and armour: the armoury's by `type` and `name`, or a piece with fields of its own",
  script: "what it does, round by round, each step as below; left out, it follows its rule set's default policy",
};

const SCRIPT_STEP: Readonly<Record<string, string>> = {
  round: "the round the step is for (a Turn in phases-3d6); one the fight reaches, no later than `maxRounds`",
  actions: "the rule set's actions it takes in that round, in order (each rule set's guide lists them with what each costs)",
  target: "the `id` of whom its attacks are aimed at (where the step only moves, whom it moves toward); never itself",
  declare: "how many actions it declares for the round, where its rule set has actions declared (d6-pool); without it, as many as it lists",
  spend: "the luck it may spend on that round's rolls, by the rule set's names for its uses (each rule set's guide)",
};

/** A schema's fields with their words, the schema's order; every field must have words and every word a field. */
function fieldTable(name: string, schema: TSchema, words: Readonly<Record<string, string>>): string {
  const fields = leaves(schema);
  const paths = fields.map((field) => field.path);
  const unsaid = paths.filter((path) => !Object.hasOwn(words, path));
  if (unsaid.length > 0) throw new Error(`scripts/docs/scenarioFormat.ts says nothing of the ${name}'s ${unsaid.join(", ")}`);
  const gone = Object.keys(words).filter((path) => !paths.includes(path));
  if (gone.length > 0) throw new Error(`scripts/docs/scenarioFormat.ts has words for ${gone.join(", ")}, which a ${name} no longer has`);
  return table(
    ["field", "takes", "default", "meaning"],
    fields.map(({ path, field }) => [code(path), takes(field), byDefault(field), words[path] ?? ""]),
  );
}

/** Every generated part of docs/scenario-format.md, by name. */
export function formatParts(): ReadonlyMap<string, string> {
  return new Map([
    ["scenario", fieldTable("scenario", ScenarioSchema, SCENARIO)],
    ["combatant", fieldTable("combatant", CombatantEntrySchema, COMBATANT)],
    ["script-step", fieldTable("script step", ScriptStepSchema, SCRIPT_STEP)],
  ]);
}

export const FORMAT_PAGE = "docs/scenario-format.md";
