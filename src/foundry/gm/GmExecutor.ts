import { allow, refuse, type Outcome, type Refusal } from "../../engine/Refusal";
import type { GmHandler } from "./handlers";
import type { QueryContext } from "./QuerySenders";
import type { Requester } from "./Requester";
import { AnsweredRequests, openEnvelope, UnansweredRequests, type Envelope } from "./RequestIds";

/** Query names are prefixed with the system's id: core reserves the bare ones. */
export type QueryName = `turnwright.${string}`;

/** A handler as `CONFIG.queries` holds it: core calls it with the data and what it attests (see QueryContext). */
export type GmQuery = (payload: unknown, context?: QueryContext) => Promise<Outcome<unknown>>;

export interface GmPeer {
  query(name: QueryName, payload: unknown, timeout: number): Promise<unknown>;
}

/** What the executor needs of Foundry: who this user is, the active GM, and a way to tell the user. */
export interface GmLink {
  self(): Requester & { readonly isActiveGM: boolean };
  /** The active GM, when one is connected. */
  activeGM(): GmPeer | null;
  /**
   * The user the server says sent this query (never what the payload claims); null when it
   * cannot tell. Called before the handler first awaits, while the query is being delivered.
   */
  requesterOf(payload: unknown, context: QueryContext | undefined): Requester | null;
  tell(refusal: Refusal): void;
  /** Puts a handler where Foundry looks for it (`CONFIG.queries`). */
  install(name: QueryName, query: GmQuery): void;
  /** A new request id, unlikely ever to repeat (Foundry's `randomID`). */
  newRequestId(): string;
}

/** How long a player waits for the GM's answer before giving up. */
export const GM_ANSWER_TIMEOUT_MS = 30_000;

export function queryName(name: string): QueryName {
  return `turnwright.${name}`;
}

function isRefusal(value: unknown): value is Refusal {
  if (typeof value !== "object" || value === null) return false;
  return typeof Reflect.get(value, "code") === "string" && typeof Reflect.get(value, "message") === "string";
}

/** The GM's answer as it arrives over the wire: an Outcome, or a refusal that says it was not one. */
export function readAnswer(answer: unknown): Outcome<unknown> {
  if (typeof answer === "object" && answer !== null) {
    const ok: unknown = Reflect.get(answer, "ok");
    if (ok === true) return allow(Reflect.get(answer, "value"));
    const refusal: unknown = Reflect.get(answer, "refusal");
    if (ok === false && isRefusal(refusal)) return { ok: false, refusal };
  }
  return refuse("gm-failed", "The GM's game gave an answer that could not be read.", { reason: "answer" });
}

/**
 * One way for any user's action to be applied once, by the active GM: run here when this user
 * is the active GM, sent to the active GM as a v13 query otherwise. The handler re-checks who
 * asked; a refusal comes back with its reason and is shown to the one who asked. With no GM
 * connected nothing is sent and nothing changes.
 */
export class GmExecutor {
  readonly #handlers = new Map<string, GmHandler>();
  /** The request being applied, and those queued behind it: one at a time, in arrival order. */
  #applying: Promise<unknown> = Promise.resolve();
  readonly #answered = new AnsweredRequests();
  readonly #unanswered = new UnansweredRequests();
  readonly #link: GmLink;
  readonly #timeout: number;

  constructor(link: GmLink, timeout = GM_ANSWER_TIMEOUT_MS) {
    this.#link = link;
    this.#timeout = timeout;
  }

  /** Adds a request (other parts of the system add their own) and installs its query. */
  register(name: string, handler: GmHandler): void {
    this.#handlers.set(name, handler);
    this.#link.install(queryName(name), async (payload, context) => {
      const requester = this.#link.requesterOf(payload, context);
      // Only a GM's game applies requests: a query sent to a player's game is refused.
      if (!this.#link.self().isGM) return refuse("gm-only", "Only the GM's game applies requests.");
      if (requester === null) return refuse("unknown-requester", "Foundry did not say which user sent this request, so it was not applied.");
      const { id, body } = openEnvelope(payload);
      return id === null ? this.answer(name, body, requester) : this.#answered.once(requester.id, id, () => this.answer(name, body, requester));
    });
  }

  /**
   * Runs a request as the GM, for `requester`; whatever goes wrong comes back as a refusal.
   * Requests are applied one at a time: a handler reads documents, then writes, with awaits
   * between, so two presses of one button (or two cards' damage to one actor) in flight at once
   * would each read the state before the other's write. Queued, the second reads what the first
   * wrote: a used button, a lowered track. A handler never asks the GM again (it would wait
   * behind itself); it writes as the GM it already is.
   */
  answer(name: string, payload: unknown, requester: Requester): Promise<Outcome<unknown>> {
    const turn = this.#applying.then(() => this.#apply(name, payload, requester));
    this.#applying = turn;
    return turn;
  }

  async #apply(name: string, payload: unknown, requester: Requester): Promise<Outcome<unknown>> {
    const handler = this.#handlers.get(name);
    if (handler === undefined) return refuse("unknown-request", `There is no request called ${name}.`, { request: name });
    try {
      return await handler(payload, requester);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return refuse("gm-failed", `The GM's game could not apply it: ${reason}`, { reason });
    }
  }

  async request(name: string, payload: unknown): Promise<Outcome<unknown>> {
    const answer = await this.#ask(name, payload);
    if (!answer.ok) this.#link.tell(answer.refusal);
    return answer;
  }

  async #ask(name: string, payload: unknown): Promise<Outcome<unknown>> {
    const self = this.#link.self();
    if (self.isActiveGM) return this.answer(name, payload, { id: self.id, isGM: self.isGM });
    const gm = this.#link.activeGM();
    if (gm === null) return refuse("no-gm", "No GM is connected: nothing was changed.", { request: name });
    const id = this.#unanswered.idFor(name, payload, () => this.#link.newRequestId());
    const envelope: Envelope = { turnwrightRequest: id, body: payload };
    try {
      const answer = readAnswer(await gm.query(queryName(name), envelope, this.#timeout));
      this.#unanswered.settle(name, payload, id, true);
      return answer;
    } catch (error) {
      this.#unanswered.settle(name, payload, id, false);
      const reason = error instanceof Error ? error.message : String(error);
      return refuse("gm-unanswered", "The GM's game did not answer; it may or may not have applied the request.", { request: name, reason });
    }
  }
}
