import { fightingRuleSet } from "../../engine/fight/FightingRuleSet";
import { runTrials, summarise, type OddsSummary } from "../../engine/odds/OddsStudy";
import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import { loadScenario } from "../../engine/scenario/loadScenario";
import { oneRuleSet } from "../../engine/scenario/oneRuleSet";
import type { Scenario } from "../../engine/scenario/ScenarioSchema";
import { validate } from "../../engine/schema/validate";
import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import type { RuleSet } from "../../rulesets/RuleSet";
import type { MigrationNotices, MigrationVersion } from "../migration/MigrationWorld";
import { migrateSystem, pendingMigrations } from "../data/pendingMigrations";
import { runMigrations } from "../migration/runMigrations";
import { OddsRun } from "../odds/OddsRun";
import { ruleSetOptions, ruleSetOptionsOf } from "../settings";
import type { Batch, BatchStep } from "./Batch";
import { canonical, sameData, type Check } from "./Check";
import type { LiveTable } from "./LiveTable";
import type { StoredWorld } from "./storedWorld";
import { valueAt } from "./valueAt";

/** Enough fights to tell two studies apart, few enough for a batch. */
const ODDS_TRIALS = 200;
const ODDS_SEED = 25;
/** A worker that has not answered 200 fights in this long is not answering. */
const ODDS_PATIENCE_MS = 60_000;

/** Every value of plain data that is not an object, by its dot path. */
function leaves(data: unknown, prefix = ""): [string, unknown][] {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return [[prefix, data]];
  return Object.entries(data).flatMap(([key, value]) => leaves(value, prefix === "" ? key : `${prefix}.${key}`));
}

/** The schema version the migration counts from, kept in memory: the world's own setting is never touched. */
function versionFrom(stored: number): MigrationVersion {
  let version = stored;
  return {
    read: () => version,
    write: async (next) => {
      version = next;
    },
  };
}

/** What a GM would be told, told to nobody: the batch reads the outcome instead. */
const UNTOLD: MigrationNotices = { started: () => undefined, progress: () => undefined, finished: () => undefined, failed: () => undefined };

/** One study run to its end by the worker; refused with the worker's words when it fails or stalls. */
function studied(live: LiveTable, scenario: Scenario, seed: number, trials: number): Promise<OddsSummary> {
  return new Promise((resolve, reject) => {
    const patience = setTimeout(() => {
      run.cancel();
      reject(new Error(`The odds worker did not answer ${String(trials)} fights within ${String(ODDS_PATIENCE_MS / 1000)} s`));
    }, ODDS_PATIENCE_MS);
    const run = new OddsRun(
      () => live.studyWorker(),
      (state) => {
        if (state.kind === "done") resolve(state.summary);
        else if (state.kind === "failed") reject(new Error(`The odds worker failed: ${state.message}`));
        else return;
        clearTimeout(patience);
      },
    );
    run.start(scenario, seed, trials);
  });
}

function readsBackTheSettings(live: LiveTable, check: Check, ruleset: RuleSet): BatchStep {
  const rules = live.module;
  return {
    name: "reads back the world's rule set and each of its options as stored",
    async run() {
      check.equal(live.ruleSetSetting(), rules.id, "the world's setting names the rule set that plays");
      check.equal(ruleset.id, rules.id, "the batch is the world's rule set's");
      const stored = new Map<string, unknown>();
      const read = ruleSetOptions((key) => {
        const value = live.storedSetting(key);
        stored.set(key, value);
        return value;
      }, ruleset);
      check.equal(stored.size, ruleSetOptionsOf(ruleset).length, "every option of the rule set is a setting");
      for (const [key, value] of stored) {
        // `<kind>.<rule set>.<name>`; a stored value the option does not allow would be read as its default instead.
        const name = key.split(".").slice(2).join(".");
        check.equal(read[name], value, `the option ${name} reads back as stored`);
      }
    },
  };
}

/** A document of the stored world as it was written, and its migrated copy's data as the world stores it now. */
interface MigratedCopy {
  readonly label: string;
  readonly documentName: "Actor" | "Item";
  readonly before: { readonly system: Readonly<Record<string, unknown>>; readonly version: number | undefined; readonly type: string };
  readonly after: unknown;
}

/** The copy holds everything the migration made of the stored data, and is valid under the rule set's schema. */
function heldAsMigrated(check: Check, rules: RuleSetModule, stored: StoredWorld, { label, documentName, before, after }: MigratedCopy): void {
  const pending = pendingMigrations(
    rules.documents.migrations,
    { documentName, type: before.type },
    before.version ?? stored.schemaVersion,
    rules.documents.schemaVersion,
  );
  // Foundry fills what old data lacks with the schema's defaults: everything the migration made must be there.
  for (const [path, value] of leaves(migrateSystem(before.system, pending).system))
    check.equal(canonical(valueAt(after, path)), canonical(value), `${label}: ${path} as migrated`);
  const schema = rules.documents.schemas[before.type];
  const valid = schema === undefined ? null : validate(schema, after, label);
  check.ok(valid?.ok === true, `${label} holds valid data${valid === null || valid.ok ? "" : `: ${valid.issues.map((issue) => issue.path).join(", ")}`}`);
}

function migratesAStoredActor(live: LiveTable, check: Check, stored: StoredWorld, madeFolder: () => Promise<string>): BatchStep {
  const rules = live.module;
  return {
    name: "brings a copy of an actor of the oldest stored world up to the rule set's schema version",
    async run() {
      const old = stored.actors.find((actor) => actor.type === rules.documents.actorType);
      check.ok(old !== undefined, `the stored world at schema ${String(stored.schemaVersion)} holds an actor of ${rules.id}`);
      if (old === undefined) return;
      const [copy] = await live.createStoredActors([old], await madeFolder());
      check.ok(copy !== undefined, `a copy of ${old.name} was made`);
      if (copy === undefined) return;
      const world = live.migrationWorld([copy.ref]);
      check.equal(world.actors.length, 1, "the migration sees the copy alone");
      const outcome = await runMigrations(rules, { world, version: versionFrom(stored.schemaVersion), notices: UNTOLD });
      check.equal(outcome.ran ? outcome.to : outcome.version, rules.documents.schemaVersion, "the copy is at the rule set's schema version");
      if (outcome.ran) sameData(check, outcome.failures, [], "no document failed");
      // What the world stores, which the schema is of: the rules' copy would add every condition's path.
      const now = live.storedActor(copy.ref);
      check.ok(now !== undefined, "the copy is still in the world");
      if (now === undefined) return;
      heldAsMigrated(check, rules, stored, { label: old.name, documentName: "Actor", before: old, after: now.system });
      for (const item of old.items) {
        const held = now.items.find((candidate) => candidate.name === item.name && candidate.type === item.type);
        check.ok(held !== undefined, `${old.name}'s ${item.name} came with the copy`);
        if (held !== undefined)
          heldAsMigrated(check, rules, stored, { label: `${old.name}: ${item.name}`, documentName: "Item", before: item, after: held.system });
      }
    },
  };
}

/**
 * The batch for what the whole table shares, in a scratch world of the rule set: the world's
 * settings read back, an actor of the oldest stored world brought up to date by the migration
 * (its copy, never the world's own documents or schema version), and the Odds dialog's worker
 * answering for a combat as the page itself reckons the same study.
 */
export function tableBatch(live: LiveTable, check: Check, ruleset: RuleSet, stored: StoredWorld): Batch {
  const rules = live.module;
  let folder = "";
  const madeFolder = async (): Promise<string> => {
    if (folder === "") folder = await live.createFolder("Turnwright batch: the table");
    return folder;
  };

  return {
    steps: [
      readsBackTheSettings(live, check, ruleset),
      migratesAStoredActor(live, check, stored, madeFolder),
      {
        name: "has the Odds dialog's worker answer for a combat as the page reckons the same study",
        async run() {
          // The whole pack: it holds both sides, each as its prototype token's disposition says.
          const actors: readonly ActorSnapshot[] = await live.createPackActors(`${rules.id}-actors`, await madeFolder());
          const combat = await live.createCombat(actors.map((actor) => actor.ref));
          const study = live.oddsOf(combat, ODDS_SEED);
          check.ok(study.ok, "the Odds dialog can read the combat");
          if (!study.ok) return;
          const loaded = loadScenario(study.scenario, oneRuleSet(fightingRuleSet(ruleset.runtime)));
          check.ok(loaded.ok, "the scenario it read loads as the CLI would load it");
          if (!loaded.ok) return;
          const answered = await studied(live, study.scenario, ODDS_SEED, ODDS_TRIALS);
          const reckoned = summarise(study.scenario.combatants, ODDS_SEED, runTrials(loaded.value, ODDS_SEED, { first: 0, count: ODDS_TRIALS }));
          check.equal(answered.trials, ODDS_TRIALS, "the worker fought every trial");
          sameData(check, answered, reckoned, "the worker's counts are the page's own for the same seed");
        },
      },
    ],
    clearAway: {
      name: "clears away the folder, actors, combat and chat messages it made",
      async run() {
        const left = await live.clearAway();
        sameData(check, left, { messages: 0, combats: 0, actors: 0, folders: 0 }, "nothing the batch made is left");
      },
    },
  };
}
