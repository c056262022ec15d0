import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import { allow, refuse } from "../../engine/Refusal";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import { readyGame } from "../readyGame";
import { targetedTokens } from "./targetedTokens";
import type { PointedDefenders } from "./executePress";

/** A token's uuid as a client sends it: its scene's id and its own, nothing else (no compendium, no embedded path). */
const TOKEN_UUID = /^Scene\.([A-Za-z0-9]{16})\.Token\.([A-Za-z0-9]{16})$/;

/** The uuids of the tokens a user targets, as this game knows them (targetedTokens). */
function targetsSeen(userId: string): ReadonlySet<string> {
  return new Set(targetedTokens(userId).flatMap((token) => token.uuid ?? []));
}

/**
 * The defenders of a deal to selected or targeted tokens, on the active GM's side. A GM's
 * selection and targets are a GM's word: each token is only checked to be there and to be an
 * actor the system plays. A player may point at tokens only through their targets (a selection
 * is the GM's alone, and never leaves the presser's game), and only at tokens this game sees them
 * target now, and never a hidden one.
 */
export const pointedDefenders: PointedDefenders = (tokens, to, user) => {
  if (to === "selected" && !user.isGM) return refuse("gm-only", "Only the GM can do that.");
  const seen = user.isGM ? null : targetsSeen(user.id);
  const defenders: ActorSnapshot[] = [];
  for (const uuid of tokens) {
    const [, sceneId = "", tokenId = ""] = TOKEN_UUID.exec(uuid) ?? [];
    const token = readyGame("the defenders a damage control points at").scenes.get(sceneId)?.tokens.get(tokenId);
    if (token === undefined) return refuse("token-missing", "One of those tokens is not on its scene any more", {});
    // Her game tells the GM's what she targets, so a forged broadcast could name a token she cannot
    // see: a hidden token (v13 common/documents/token.mjs, `hidden`) is never a player's to point at.
    if (seen !== null && (!seen.has(uuid) || token.hidden))
      return refuse(
        "not-your-targets",
        "Those are not your targets as the GM's game knows them: only tokens you target on the scene you view count, never a hidden one",
        {},
      );
    const actor = token.actor;
    if (!(actor instanceof TurnwrightActor)) return refuse("not-a-fighter", `${token.name} is not a character of this rule set`, { name: token.name });
    defenders.push(actor.snapshot());
  }
  return allow(defenders);
};
