import type { GmLink } from "./GmExecutor";
import { HeardTargets } from "./HeardTargets";
import { querySender, QuerySenders, type QueryUsers } from "./QuerySenders";
import type { Requester } from "./Requester";
import { readyGame } from "./readyGame";
import { refusalText } from "./words";

/** The senders of the queries this client receives; listening starts at init (registerQueries). */
export const QUERY_SENDERS = new QuerySenders();

/** What each user's game says it targets, heard from init on (registerQueries): what the GM's game checks a player's targets against. */
export const HEARD_TARGETS = new HeardTargets();

function requesterOfUser(user: unknown): Requester | null {
  return user instanceof foundry.documents.User && user.id !== null ? { id: user.id, isGM: user.isGM } : null;
}

/** The world's users as the query identity reads them. */
const WORLD_USERS: QueryUsers = {
  fromDocument: requesterOfUser,
  byId: (id) => requesterOfUser(readyGame().users.get(id)),
};

/** The executor's view of Foundry: the users, the notifications and `CONFIG.queries`. Made once, at init: its desk lasts as long as the page. */
export function foundryLink(): GmLink {
  return {
    desk: foundry.utils.randomID(16),
    self() {
      const user = readyGame().user;
      return { id: user.id, isGM: user.isGM, isActiveGM: user.isActiveGM };
    },
    activeGM() {
      const gm = readyGame().users.activeGM;
      return gm === null ? null : { query: (name, payload, timeout) => gm.query(name, payload, { timeout }) };
    },
    requesterOf: (payload, context) => querySender(payload, context, QUERY_SENDERS, WORLD_USERS),
    tell(refusal) {
      ui.notifications?.warn(refusalText(readyGame().i18n, refusal));
    },
    install(name, query) {
      CONFIG.queries[name] = query;
    },
    // common/utils/helpers.mjs, randomID (v13): crypto.getRandomValues, which insecure (http) origins have too.
    newRequestId: () => foundry.utils.randomID(16),
  };
}
