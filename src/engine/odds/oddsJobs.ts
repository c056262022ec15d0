import { describeIssue } from "../schema/FieldIssue";
import { ForcedFaceError, forcedFaceMessage } from "../dice/ForcedFaceError";
import { trialsOf, type TrialRunner } from "./OddsStudy";
import type { OddsJob, OddsReply } from "./OddsMessages";
import { readScenario, type LoadedScenario, type RuleSetDirectory } from "../scenario/loadScenario";
import { acceptsOnly } from "../schema/acceptsOnly";

/**
 * A scenario read the way every odds study reads it, or the message that names its first fault.
 * A worker is sent scenarios its sender has read already (the CLI and the Odds dialog validate
 * before sending), so it reads with `acceptsOnly`: what `loadScenario` accepts, as the same
 * combatants, without TypeBox's error reports; a scenario it refuses is named only roughly.
 */
export function loadStudy(
  json: unknown,
  rulesets: RuleSetDirectory,
): { readonly ok: true; readonly loaded: LoadedScenario } | { readonly ok: false; readonly message: string } {
  const loaded = readScenario(json, rulesets, acceptsOnly);
  if (loaded.ok) return { ok: true, loaded: loaded.value };
  const first = loaded.issues[0];
  return { ok: false, message: first === undefined ? "not a scenario" : describeIssue(first) };
}

/**
 * A worker's way of running the jobs it is sent, one after another, under the rule sets it
 * carries (every one in the CLI's worker, the world's alone in the Odds dialog's). The CLI's
 * threads are sent one study range by range; the study is read and prepared for the first range
 * and kept while the scenario and seed stay the same, so the later ranges go straight to fighting.
 */
export function oddsJobRunner(rulesets: RuleSetDirectory): (job: OddsJob, reply: (message: OddsReply) => void) => void {
  let kept: { readonly key: string; readonly run: TrialRunner } | null = null;
  return (job, reply) => {
    const key = `${job.seed} ${JSON.stringify(job.scenario)}`;
    if (kept?.key !== key) {
      const study = loadStudy(job.scenario, rulesets);
      if (!study.ok) {
        reply({ kind: "refused", message: study.message });
        return;
      }
      kept = { key, run: trialsOf(study.loaded, job.seed) };
    }
    try {
      const tally = kept.run(job.range, (done) => reply({ kind: "progress", done }));
      reply({ kind: "tally", tally });
    } catch (error) {
      if (!(error instanceof ForcedFaceError)) throw error;
      reply({ kind: "refused", message: forcedFaceMessage(error) });
    }
  };
}

/** Runs one job, telling `reply` as it goes; a fault in the scenario is a refusal, never a crash. */
export function runOddsJob(job: OddsJob, reply: (message: OddsReply) => void, rulesets: RuleSetDirectory): void {
  oddsJobRunner(rulesets)(job, reply);
}
