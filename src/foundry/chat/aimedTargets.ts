import { allow, refuse } from "../../engine/Refusal";
import type { AimedTargets } from "./executeStart";
import { targetedTokens } from "./targetedTokens";

/**
 * A start's targets, by actor ref, on the active GM's side, checked as a press's tokens are
 * (pointedDefenders): a GM's are the GM's word; a player's must each be the actor of a token she
 * targets as this game knows it (targetedTokens: on the scene she views), and not hidden (v13
 * common/documents/token.mjs `hidden`). An actor with no token there, on another scene or hidden
 * is refused without its name: the card would have told her what it is.
 */
export const aimedTargets: AimedTargets = (targets, user) => {
  if (user.isGM) return allow(true);
  const open = new Set(targetedTokens(user.id).flatMap((token) => (token.hidden || token.actor === null ? [] : [token.actor.uuid])));
  return targets.every((ref) => open.has(ref))
    ? allow(true)
    : refuse(
        "not-your-targets",
        "Those are not your targets as the GM's game knows them: only tokens you target on the scene you view count, never a hidden one",
        {},
      );
};
