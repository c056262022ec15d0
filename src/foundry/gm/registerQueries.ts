import { GmExecutor } from "./GmExecutor";
import { foundryLink, QUERY_SENDERS } from "./foundryLink";
import type { GmWorld } from "./GmWorld";
import { GM_REQUESTS, gmHandlers } from "./handlers";
import type { HearingSocket } from "./QuerySenders";
import { useGmExecutor } from "./requestOfGM";
import type { PlayedRules } from "../playedRules";

/**
 * Puts the tracker's requests in `CONFIG.queries` as `turnwright.<name>` (called in `init`,
 * before anyone can ask), and starts noting who sends each query: the game's socket is open by
 * `init`, and core only attaches its own query listener once the game is ready. Other parts of
 * the system add their requests with `registerGmRequest`. A player may ask while this GM's game
 * is still fetching the world's rules (`played`): each request waits for them before it is applied.
 */
export function registerQueries(socket: HearingSocket | null, world: GmWorld, played: PlayedRules): GmExecutor {
  // A socket that cannot hear every event leaves v13 queries without a sender: they are refused.
  if (socket !== null && typeof socket.onAny === "function") QUERY_SENDERS.listen(socket);
  const executor = new GmExecutor(foundryLink());
  const handlers = gmHandlers(world);
  for (const name of GM_REQUESTS) {
    const handler = handlers[name];
    executor.register(name, async (payload, requester) => {
      await played();
      return handler(payload, requester);
    });
  }
  useGmExecutor(executor);
  return executor;
}
