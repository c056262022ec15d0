import type { GmLink } from "./GmExecutor";
import { readyGame } from "./readyGame";
import { refusalText } from "./words";

/** The executor's view of Foundry: the users, the notifications and `CONFIG.queries`. */
export function foundryLink(): GmLink {
  return {
    self() {
      const user = readyGame().user;
      return { id: user.id, isGM: user.isGM, isActiveGM: user.isActiveGM };
    },
    activeGM() {
      const gm = readyGame().users.activeGM;
      return gm === null ? null : { query: (name, payload, timeout) => gm.query(name, payload, { timeout }) };
    },
    requesterOf: (user) => (user instanceof foundry.documents.User && user.id !== null ? { id: user.id, isGM: user.isGM } : null),
    tell(refusal) {
      ui.notifications?.warn(refusalText(readyGame().i18n, refusal));
    },
    install(name, query) {
      CONFIG.queries[name] = query;
    },
  };
}
