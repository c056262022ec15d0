import type { RuleSetDirectory } from "../scenario/loadScenario";
import { oddsJobRunner } from "./oddsJobs";
import type { OddsJob, OddsReply } from "./OddsMessages";

interface Port {
  post(message: OddsReply): void;
  listen(handler: (data: unknown) => void): void;
}

/** A browser worker's global scope, as much of it as the worker uses. */
interface WorkerScope {
  postMessage(message: unknown): void;
  addEventListener(type: "message", listener: (event: { readonly data: unknown }) => void): void;
}

function isWorkerScope(scope: object): scope is WorkerScope {
  return "postMessage" in scope && typeof scope.postMessage === "function" && "addEventListener" in scope && typeof scope.addEventListener === "function";
}

function isJob(data: unknown): data is OddsJob {
  if (typeof data !== "object" || data === null || !("range" in data) || !("seed" in data) || !("scenario" in data)) return false;
  const { range, seed } = data;
  return (
    typeof seed === "number" &&
    typeof range === "object" &&
    range !== null &&
    "first" in range &&
    "count" in range &&
    typeof range.first === "number" &&
    typeof range.count === "number"
  );
}

/** Node's thread port where there is one; otherwise the browser worker's own scope. */
function port(): Port {
  // Importing node:worker_threads would not bundle for the browser; Node lends it at run time.
  const thread = typeof process === "undefined" ? null : process.getBuiltinModule("node:worker_threads").parentPort;
  if (thread !== null) return { post: (message) => thread.postMessage(message), listen: (handler) => thread.on("message", handler) };
  const scope: object = globalThis;
  if (!isWorkerScope(scope)) throw new Error("The odds worker runs in a worker thread or a Web Worker, not on a page");
  return { post: (message) => scope.postMessage(message), listen: (handler) => scope.addEventListener("message", (event) => handler(event.data)) };
}

/**
 * What an odds worker does, whichever rule sets it carries: it runs each job it is sent under
 * those rule sets and answers with `OddsReply` messages, in a Node worker thread (`turnwright
 * odds --jobs`) or a browser Web Worker (the tracker's Odds dialog). A scenario of a rule set
 * it does not carry is refused, as any scenario fault is.
 */
export function serveOddsJobs(rulesets: RuleSetDirectory): void {
  const channel = port();
  const runJob = oddsJobRunner(rulesets);
  channel.listen((data) => {
    if (!isJob(data)) {
      channel.post({ kind: "refused", message: "the odds worker was sent something that is not a job" });
      return;
    }
    runJob(data, (reply) => channel.post(reply));
  });
}
