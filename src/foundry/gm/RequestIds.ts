import type { Outcome } from "../../engine/Refusal";

/**
 * A request as it travels to the GM: its body, and an id the asker chose. When the GM's answer
 * is lost (the GM's game closed, the connection dropped), the asker cannot know whether it was
 * applied; asking the same again carries the same id, and a GM who has seen it answers as before
 * without applying it twice.
 */
export interface Envelope {
  readonly turnwrightRequest: string;
  readonly body: unknown;
}

const MOST_ID = 64;

/** The id and body of what arrived; a payload that is no envelope is a body without an id. */
export function openEnvelope(payload: unknown): { readonly id: string | null; readonly body: unknown } {
  if (typeof payload !== "object" || payload === null || !Object.hasOwn(payload, "turnwrightRequest") || !Object.hasOwn(payload, "body")) return { id: null, body: payload };
  const id: unknown = Reflect.get(payload, "turnwrightRequest");
  const body: unknown = Reflect.get(payload, "body");
  return typeof id === "string" && id.length > 0 && id.length <= MOST_ID ? { id, body } : { id: null, body };
}

/** The asker's side: which requests went unanswered, so asking again reuses their ids. */
export class UnansweredRequests {
  readonly #ids = new Map<string, string>();

  /** The id to send: the one of the same request left unanswered, or a new one. */
  idFor(name: string, payload: unknown, fresh: () => string): string {
    return this.#ids.get(keyOf(name, payload)) ?? fresh();
  }

  /** An answer came back (applied or refused): asking again is a new request. Or none came. */
  settle(name: string, payload: unknown, id: string, answered: boolean): void {
    const key = keyOf(name, payload);
    if (answered) this.#ids.delete(key);
    else this.#ids.set(key, id);
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
