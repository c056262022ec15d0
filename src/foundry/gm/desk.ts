import type { QueryContext } from "./QuerySenders";
import { isShortId } from "./RequestIds";

/**
 * Which of the GM's windows applies a request.
 *
 * Foundry's server delivers a user query to every socket of its recipient and hands the asker
 * the first answer only (v13 server, the activity component's `userQuery` listener): a GM with the
 * world open in two windows would have each apply a player's request. So each window draws a desk
 * id as it loads. The asker first asks the active GM for a desk (`turnwright.desk`): every window
 * answers with its own, and the server hands the asker one. The request then names that desk, and
 * only that window applies it. Another window keeps the query open until the asker's timeout has
 * passed: the server has handed the asker the desk's answer, or the timeout, by then, so the
 * other window's answer only closes the query and is never the one the asker gets.
 */
export const DESK_REQUEST = "desk";

/** What a window answers to a request meant for another window; the asker takes it for no answer. */
export const OTHER_DESK = "gm-other-desk";

/** How long past the asker's timeout a window that was not asked answers, and the asker gives up of itself. */
export const PAST_TIMEOUT_MS = 1_000;

/**
 * The longest a window keeps a query open: as long as Turnwright's own askers wait
 * (GmExecutor's `GM_ANSWER_TIMEOUT_MS`). An asker may name any timeout (a timer past 2^31 ms would
 * fire at once, and one of ten minutes from a hostile console, sent a thousand times, would keep a
 * thousand timers in every window of the GM's); none of Turnwright's names more.
 */
export const LONGEST_HOLD_MS = 30_000;

/**
 * The most queries one asker may have held open at once in one window (queries for another
 * window's desk, or desk probes that prefer another): a player's honest game has a few in flight
 * (a macro may start ten things at once), never this many, since the GM applies one at a time; a
 * flood past it is answered at once, for another desk, and holds nothing.
 */
export const MOST_HELD_PER_ASKER = 64;

/** The asker's timeout as core hands it to a handler (v13 and v14 pass `{timeout}`); `untimed` when it named none. */
function askersTimeout(context: QueryContext | undefined, untimed: number): number {
  const timeout = context?.timeout;
  return typeof timeout === "number" && Number.isFinite(timeout) ? Math.min(Math.max(timeout, 0), LONGEST_HOLD_MS) : untimed;
}

/** How long a window that was not asked waits before it answers: until the asker has stopped waiting. */
export function pastAskersTimeout(context: QueryContext | undefined, untimed: number): number {
  return askersTimeout(context, untimed) + PAST_TIMEOUT_MS;
}

/**
 * How long a window waits before it offers its desk when the asker prefers another's: half the
 * asker's timeout. The asker prefers the desk an unanswered request went to, which may have applied
 * it; while that window is open, its answer comes first, and asking again finds the request's id
 * there. Only once it has closed does another window's desk win.
 */
export function holdBack(context: QueryContext | undefined, untimed: number): number {
  return askersTimeout(context, untimed) / 2;
}

/** What an asker sends for a desk: the one it prefers, when a request it sent there went unanswered. */
export interface DeskProbe {
  readonly prefer?: string;
}

/** The desk a probe prefers, or null. */
export function preferredDesk(payload: unknown): string | null {
  if (typeof payload !== "object" || payload === null || !Object.hasOwn(payload, "prefer")) return null;
  const prefer: unknown = Reflect.get(payload, "prefer");
  return isShortId(prefer) ? prefer : null;
}
