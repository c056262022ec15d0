import { allow, refuse, type Outcome, type Refusal } from "../../engine/Refusal";
import { DESK_REQUEST, holdBack, MOST_HELD_PER_ASKER, OTHER_DESK, PAST_TIMEOUT_MS, pastAskersTimeout, preferredDesk, type DeskProbe } from "./desk";
import type { GmHandler } from "./handlers";
import type { QueryContext } from "./QuerySenders";
import type { Requester } from "./Requester";
import { AnsweredRequests, isShortId, openEnvelope, UnansweredRequests, type Envelope } from "./RequestIds";
import { wait, within } from "./waiting";

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
  /** This window's desk: drawn once as the page loads, so that each window of one user has its own (desk.ts). */
  readonly desk: string;
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
 * is the active GM, sent to the active GM as a v13 query otherwise, to one of its windows (its
 * desk, see desk.ts): the server delivers a query to every window of its recipient. Only the
 * active GM's game applies a query; the handler re-checks who asked; a refusal comes back with its
 * reason and is shown to the one who asked. With no GM connected nothing is sent and nothing
 * changes.
 */
export class GmExecutor {
  readonly #handlers = new Map<string, GmHandler>();
  /** The request being applied, and those queued behind it: one at a time, in arrival order. */
  #applying: Promise<unknown> = Promise.resolve();
  readonly #answered = new AnsweredRequests();
  readonly #unanswered = new UnansweredRequests();
  readonly #link: GmLink;
  readonly #timeout: number;
  /** How many queries each asker has held open in this window now, by user id. */
  readonly #held = new Map<string, number>();

  constructor(link: GmLink, timeout = GM_ANSWER_TIMEOUT_MS) {
    this.#link = link;
    this.#timeout = timeout;
    link.install(queryName(DESK_REQUEST), (payload, context) => this.#offerDesk(payload, context));
  }

  /** Adds a request (other parts of the system add their own) and installs its query. */
  register(name: string, handler: GmHandler): void {
    if (name === DESK_REQUEST) throw new Error(`Turnwright: "${DESK_REQUEST}" is the query that finds the GM's window; a request cannot take its name.`);
    this.#handlers.set(name, handler);
    this.#link.install(queryName(name), (payload, context) => this.#receive(name, payload, context));
  }

  /** The user who sent a query, once this game may take it; else why not. Read before any await, as `requesterOf` must be. */
  #acceptedFrom(payload: unknown, context: QueryContext | undefined): Outcome<Requester> {
    const requester = this.#link.requesterOf(payload, context);
    const self = this.#link.self();
    // Only a GM's game applies requests: a query sent to a player's game is refused.
    if (!self.isGM) return refuse("gm-only", "Only the GM's game applies requests.");
    // Two GM users connected: the one core designates applies, and a query sent to the other changes nothing.
    if (!self.isActiveGM) return refuse("gm-not-active", "The GM's game that was asked is not the active GM's, so it applied nothing. Nothing was changed.");
    if (requester === null) return refuse("unknown-requester", "Foundry did not say which user sent this request, so it was not applied.");
    return allow(requester);
  }

  /** `turnwright.desk`: this window's desk, at once, or after a while when the asker prefers another. */
  async #offerDesk(payload: unknown, context: QueryContext | undefined): Promise<Outcome<unknown>> {
    const accepted = this.#acceptedFrom(payload, context);
    if (!accepted.ok) return accepted;
    const prefer = preferredDesk(payload);
    if (prefer !== null && prefer !== this.#link.desk && !(await this.#hold(accepted.value.id, holdBack(context, GM_ANSWER_TIMEOUT_MS)))) {
      return refuse(OTHER_DESK, "Another of the GM's windows was asked for its desk.", { request: DESK_REQUEST });
    }
    return allow(this.#link.desk);
  }

  /**
   * Keeps a query open for `ms`, counted against its asker: one who has too many held already is
   * answered at once (false), so no console can leave a window full of timers.
   */
  async #hold(asker: string, ms: number): Promise<boolean> {
    const held = this.#held.get(asker) ?? 0;
    if (held >= MOST_HELD_PER_ASKER) return false;
    this.#held.set(asker, held + 1);
    try {
      await wait(ms);
    } finally {
      const left = (this.#held.get(asker) ?? 1) - 1;
      if (left > 0) this.#held.set(asker, left);
      else this.#held.delete(asker);
    }
    return true;
  }

  /** A request as it arrives: applied here once when it names this window's desk. */
  async #receive(name: string, payload: unknown, context: QueryContext | undefined): Promise<Outcome<unknown>> {
    const accepted = this.#acceptedFrom(payload, context);
    if (!accepted.ok) return accepted;
    const requester = accepted.value;
    const { id, desk, body } = openEnvelope(payload);
    // Refused in every window that hears it, at once: the asker hears one refusal, whichever.
    if (desk === null)
      return refuse("gm-no-desk", "The request did not name the GM's window that is to apply it, so none did. Nothing was changed.", { request: name });
    if (desk !== this.#link.desk) {
      await this.#hold(requester.id, pastAskersTimeout(context, GM_ANSWER_TIMEOUT_MS));
      return refuse(OTHER_DESK, "Another of the GM's windows was asked to apply this request.", { request: name });
    }
    return id === null ? this.answer(name, body, requester) : this.#answered.once(requester.id, id, () => this.answer(name, body, requester));
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

  /**
   * A request sent to the active GM: a desk first, then the request to it. Two round trips: the
   * second cannot start before the first has named the window.
   */
  async #ask(name: string, payload: unknown): Promise<Outcome<unknown>> {
    const self = this.#link.self();
    if (self.isActiveGM) return this.answer(name, payload, { id: self.id, isGM: self.isGM });
    const gm = this.#link.activeGM();
    if (gm === null) return refuse("no-gm", "No GM is connected: nothing was changed.", { request: name });
    const before = this.#unanswered.find(name, payload);
    const desk = await this.#findDesk(gm, name, before?.desk);
    if (!desk.ok) return desk;
    const id = before?.id ?? this.#link.newRequestId();
    const envelope: Envelope = { turnwrightRequest: id, desk: desk.value, body: payload };
    const sent = await this.#send(gm, name, envelope);
    if (sent.answered) this.#unanswered.answered(name, payload);
    else this.#unanswered.unanswered(name, payload, { id, desk: desk.value });
    return sent.answered
      ? sent.answer
      : refuse("gm-unanswered", "The GM's game did not answer; it may or may not have applied the request.", { request: name, reason: sent.reason });
  }

  /** The desk's answer to a request, or why none came. */
  async #send(
    gm: GmPeer,
    name: string,
    envelope: Envelope,
  ): Promise<{ readonly answered: true; readonly answer: Outcome<unknown> } | { readonly answered: false; readonly reason: string }> {
    let answer: Outcome<unknown>;
    try {
      answer = readAnswer(await this.#query(gm, queryName(name), envelope));
    } catch (error) {
      return { answered: false, reason: error instanceof Error ? error.message : String(error) };
    }
    // Another window answers only after the asker has stopped waiting; should its answer arrive, it says nothing of the desk's.
    if (!answer.ok && answer.refusal.code === OTHER_DESK) return { answered: false, reason: answer.refusal.message };
    return { answered: true, answer };
  }

  /**
   * The desk of the active GM's window that is to apply a request; the one an unanswered
   * request went to is preferred, so that asking again reaches the window that knows its id. With
   * no answer, nothing is sent: the request is not applied.
   */
  async #findDesk(gm: GmPeer, name: string, prefer: string | undefined): Promise<Outcome<string>> {
    const probe: DeskProbe = prefer === undefined ? {} : { prefer };
    let answer: Outcome<unknown>;
    try {
      answer = readAnswer(await this.#query(gm, queryName(DESK_REQUEST), probe));
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return refuse("gm-unreachable", "The GM's game did not answer, so the request was not sent. Nothing was changed.", { request: name, reason });
    }
    if (!answer.ok) return answer;
    return isShortId(answer.value) ? allow(answer.value) : refuse("gm-failed", "The GM's game gave an answer that could not be read.", { reason: "desk" });
  }

  /**
   * A query to the active GM, given up past its timeout. The server times a query out per
   * window of its recipient, and `User#query` keeps no timer of its own: a query that finds the GM
   * with no window open (the last one closed as it was sent) would never be answered.
   */
  #query(gm: GmPeer, name: QueryName, payload: unknown): Promise<unknown> {
    return within(gm.query(name, payload, this.#timeout), this.#timeout + PAST_TIMEOUT_MS, "The GM's game did not answer in time.");
  }
}
