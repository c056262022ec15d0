import type { Quench, QuenchBatchContext } from "@ethaks/fvtt-quench";
import oldestWorld from "../../../test/fixtures/worlds/schema-1.json";
import type { DeclaredRuleSet } from "../../rulesets/declared";
import { readyGame } from "../readyGame";
import type { PlayedRules } from "../playedRules";
import type { Batch } from "./Batch";
import { chaiCheck } from "./Check";
import { foundryLiveTable } from "./foundryLiveTable";
import { ruleSetBatch } from "./ruleSetBatch";
import { storedWorld } from "./storedWorld";
import { tableBatch } from "./tableBatch";

/** A step makes and deletes documents and waits on the GM's requests: far past mocha's 2 s. */
const STEP_TIMEOUT_MS = 120_000;

/**
 * A batch as Quench runs it: one suite, its steps as tests in order, its clearing away as the
 * suite's `after` hook (mocha runs it however the tests went). Quench calls a batch's
 * registration function as a run begins (Quench#runBatches), so the live table is laid then.
 * Only the active GM's game can play: it writes every document and answers every request.
 */
function suite(context: QuenchBatchContext, title: string, batchOf: () => Batch): void {
  const { describe, it, after } = context;
  describe(title, () => {
    // The active GM applies every request itself (GmExecutor); any other game would send them away.
    if (!readyGame("the Quench batches").user.isActiveGM) {
      it("plays as the active GM", () => {
        throw new Error("The batch plays as the active GM: run it from that GM's game");
      });
      return;
    }
    const batch = batchOf();
    for (const step of batch.steps) it(step.name, () => step.run()).timeout(STEP_TIMEOUT_MS);
    after(() => batch.clearAway.run());
  }).timeout(STEP_TIMEOUT_MS);
}

/**
 * Turnwright's batches, registered with Quench once its module is ready (its `quenchReady`
 * hook, fired from its `setup`) and the world's rule set has arrived: one for the world's rule
 * set, the only one whose chunk the world has, and one for what the whole table shares. Each
 * asserts with the chai `assert` Quench hands it (`chaiCheck`). A world whose rule set does not play
 * registers none. The chunk's default export, so the boot's one line that fetches it names no more.
 */
export default async function registerBatches(quench: Quench, played: PlayedRules, declared: DeclaredRuleSet | undefined): Promise<void> {
  const module = await played();
  if (declared === undefined || module === undefined) return;
  const ruleset = await declared.load();
  quench.registerBatch(
    `turnwright.${ruleset.id}`,
    (context) =>
      suite(context, `${ruleset.name}: the gallery's fight, played by the GM in this world`, () =>
        ruleSetBatch(foundryLiveTable(module), chaiCheck(context.assert), ruleset.gallery),
      ),
    { displayName: `Turnwright: ${ruleset.name}`, preSelected: true },
  );
  quench.registerBatch(
    "turnwright.table",
    (context) =>
      suite(context, "What the whole table shares: settings, migration, odds", () =>
        tableBatch(foundryLiveTable(module), chaiCheck(context.assert), ruleset, storedWorld(oldestWorld)),
      ),
    { displayName: "Turnwright: the table (settings, migration, odds)", preSelected: true },
  );
}
