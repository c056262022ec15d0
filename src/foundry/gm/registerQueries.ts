import { GmExecutor } from "./GmExecutor";
import { foundryLink, HEARD_TARGETS, QUERY_SENDERS } from "./foundryLink";
import { GM_REQUESTS, type GmRequestName, type GmWorld } from "./GmWorld";
import type { GmHandler } from "./handlers";
import type { HearingSocket } from "./QuerySenders";
import { useGmExecutor } from "./requestOfGM";
import type { PlayedRules } from "../playedRules";

/**
 * Puts the tracker's requests in `CONFIG.queries` as `turnwright.<name>` (called in `init`,
 * before anyone can ask), and starts noting who sends each query: the game's socket is open by
 * `init`, and core only attaches its own query listener once the game is ready. Other parts of
 * the system add their requests with `registerGmRequest`. A player may ask while this GM's game
 * is still fetching the world's rules (`played`): each request waits for them before it is applied.
 * Only the active GM's game answers, so the handlers and the world they act on are fetched with
 * the first request rather than at boot by every player.
 */
export function registerQueries(socket: HearingSocket | null, world: () => Promise<GmWorld>, played: PlayedRules): GmExecutor {
  // A socket that cannot hear every event leaves v13 queries without a sender (they are refused), and players without targets.
  if (socket !== null && typeof socket.onAny === "function") {
    QUERY_SENDERS.listen(socket);
    HEARD_TARGETS.listen(socket);
  }
  const executor = new GmExecutor(foundryLink());
  let handlers: Promise<Record<GmRequestName, GmHandler>> | undefined;
  for (const name of GM_REQUESTS) {
    executor.register(name, async (payload, requester) => {
      await played();
      handlers ??= Promise.all([import("./handlers"), world()]).then(([module, answering]) => module.gmHandlers(answering));
      return (await handlers)[name](payload, requester);
    });
  }
  useGmExecutor(executor);
  return executor;
}
