/*
 * What the page and the threads say to an odds worker and hear back, apart from the worker's
 * own code: the Foundry entry reads these and must not pull in every rule set with it.
 */
import type { OddsTally, TrialRange } from "./OddsStudy";

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
