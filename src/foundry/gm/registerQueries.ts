import { GmExecutor } from "./GmExecutor";
import { foundryLink } from "./foundryLink";
import { foundryWorld } from "./foundryWorld";
import { GM_REQUESTS, gmHandlers } from "./handlers";
import { useGmExecutor } from "./requestOfGM";

/**
 * Puts the tracker's requests in `CONFIG.queries` as `turnwright.<name>` (called in `init`,
 * before anyone can ask). Other parts of the system add theirs with `registerGmRequest`.
 */
export function registerQueries(): GmExecutor {
  const executor = new GmExecutor(foundryLink());
  const handlers = gmHandlers(foundryWorld());
  for (const name of GM_REQUESTS) executor.register(name, handlers[name]);
  useGmExecutor(executor);
  return executor;
}
