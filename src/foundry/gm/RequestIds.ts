import type { Outcome } from "../../engine/Refusal";

/**
 * A request as it travels to the GM: its body, an id the asker chose, and the desk of the GM's
 * window that is to apply it (see desk.ts). When the GM's answer is lost (the GM's game closed,
 * the connection dropped), the asker cannot know whether it was applied; asking the same again
 * carries the same id, and a GM who has seen it answers as before without applying it twice.
 */
export interface Envelope {
  readonly turnwrightRequest: string;
  readonly desk: string;
  readonly body: unknown;
}

const MOST_ID = 64;

/** A request id or a desk id as one may arrive: a short, non-empty string. */
export function isShortId(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= MOST_ID;
}

/** The id, desk and body of what arrived; a payload that is no envelope is a body with neither. */
export function openEnvelope(payload: unknown): { readonly id: string | null; readonly desk: string | null; readonly body: unknown } {
  if (typeof payload !== "object" || payload === null || !Object.hasOwn(payload, "turnwrightRequest") || !Object.hasOwn(payload, "body"))
    return { id: null, desk: null, body: payload };
  const id: unknown = Reflect.get(payload, "turnwrightRequest");
  const desk: unknown = Object.hasOwn(payload, "desk") ? Reflect.get(payload, "desk") : null;
  const body: unknown = Reflect.get(payload, "body");
  return { id: isShortId(id) ? id : null, desk: isShortId(desk) ? desk : null, body };
}

/** A request sent and left unanswered: the id it went with, and the desk it went to. */
export interface Unanswered {
  readonly id: string;
  readonly desk: string;
}

/** The asker's side: which requests went unanswered, so asking again reuses their ids. */
export class UnansweredRequests {
  readonly #sent = new Map<string, Unanswered>();

  /** The same request, sent before and left unanswered; undefined when there is none. */
  find(name: string, payload: unknown): Unanswered | undefined {
    return this.#sent.get(keyOf(name, payload));
  }

  /** An answer came back (applied or refused): asking again is a new request. */
  answered(name: string, payload: unknown): void {
    this.#sent.delete(keyOf(name, payload));
  }

  /** None came: asking again goes with the same id, to the same desk if it is still there. */
  unanswered(name: string, payload: unknown, sent: Unanswered): void {
    this.#sent.set(keyOf(name, payload), sent);
  }
}

function keyOf(name: string, payload: unknown): string {
  return `${name}\n${JSON.stringify(payload) ?? ""}`;
}

/**
 * The GM's side: the answers to the last requests, by requester and id (a forger naming another
 * user's id finds nothing: the requester comes from Foundry, not the payload). Bounded, oldest
 * forgotten first. Kept in memory: a GM who reloads starts afresh, and a card's own record of its
 * used buttons still stops a second press.
 */
export class AnsweredRequests {
  readonly #answers = new Map<string, Promise<Outcome<unknown>>>();

  constructor(readonly most = 1000) {}

  /** The answer already given (or being worked out) to this request, or a new one from `apply`. */
  once(requester: string, id: string, apply: () => Promise<Outcome<unknown>>): Promise<Outcome<unknown>> {
    const key = `${requester}\n${id}`;
    const known = this.#answers.get(key);
    if (known !== undefined) return known;
    const answer = apply();
    this.#answers.set(key, answer);
    for (const oldest of this.#answers.keys()) {
      if (this.#answers.size <= this.most) break;
      this.#answers.delete(oldest);
    }
    return answer;
  }
}
