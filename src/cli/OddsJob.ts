import { describeIssue } from "../engine/schema/FieldIssue";
import { ForcedFaceError } from "../engine/dice/ForcedFaceError";
import { runTrials, type OddsTally, type TrialRange } from "../engine/odds/OddsStudy";
import { loadScenario, type LoadedScenario } from "../engine/scenario/loadScenario";
import { RULESETS } from "../rulesets/registry";

/**
 * One worker's share of a study: the scenario as its JSON (the same object a file holds), the
 * seed and the trials to fight. Plain data, so it crosses to a worker thread or a browser
 * worker as it is.
 */
export interface OddsJob {
  readonly scenario: unknown;
  readonly seed: number;
  readonly range: TrialRange;
}

/** What a worker says back: progress as it goes, then its counts, or why it could not start. */
export type OddsReply =
  | { readonly kind: "progress"; readonly done: number }
  | { readonly kind: "tally"; readonly tally: OddsTally }
  | { readonly kind: "refused"; readonly message: string };

/** A message from a worker, checked: the page and the threads read nothing they have not checked. */
export function isOddsReply(data: unknown): data is OddsReply {
  if (typeof data !== "object" || data === null || !("kind" in data)) return false;
  switch (data.kind) {
    case "progress":
      return "done" in data && typeof data.done === "number";
    case "tally":
      return "tally" in data && typeof data.tally === "object" && data.tally !== null;
    case "refused":
      return "message" in data && typeof data.message === "string";
    default:
      return false;
  }
}

/** A scenario read the way every odds study reads it, or the message that names its first fault. */
export function loadStudy(json: unknown): { readonly ok: true; readonly loaded: LoadedScenario } | { readonly ok: false; readonly message: string } {
  const loaded = loadScenario(json, RULESETS);
  if (loaded.ok) return { ok: true, loaded: loaded.value };
  const first = loaded.issues[0];
  return { ok: false, message: first === undefined ? "not a scenario" : describeIssue(first) };
}

/** A forced face no die can show, in the words the CLI and the dialog both print. */
export function forcedFaceMessage(error: ForcedFaceError): string {
  return `dice[${error.position}]: got ${error.value}, expected a face from 1 to ${error.faces} (the die rolled there is a d${error.faces})`;
}

/** Runs one job, telling `reply` as it goes; a fault in the scenario is a refusal, never a crash. */
export function runOddsJob(job: OddsJob, reply: (message: OddsReply) => void): void {
  const study = loadStudy(job.scenario);
  if (!study.ok) {
    reply({ kind: "refused", message: study.message });
    return;
  }
  try {
    const tally = runTrials(study.loaded, job.seed, job.range, (done) => reply({ kind: "progress", done }));
    reply({ kind: "tally", tally });
  } catch (error) {
    if (!(error instanceof ForcedFaceError)) throw error;
    reply({ kind: "refused", message: forcedFaceMessage(error) });
  }
}
