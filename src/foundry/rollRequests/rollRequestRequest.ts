import { rollRequestCard } from "../../engine/play/rollRequestCard";
import { checkRequest, MOST_ASKED, type RollRequest } from "../../engine/play/RollRequests";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { CardTable } from "../chat/CardTable";
import type { CardUser, CardWorld } from "../chat/CardWorld";
import { PUBLIC, type Visibility } from "../dice/messageVisibility";
import type { GmHandler } from "../gm/handlers";
import type { PlayedRules } from "../playedRules";

function malformed(field: string): ReturnType<typeof refuse> {
  return refuse("malformed-request", `The request "rollRequest" is malformed: ${field} is missing or of the wrong kind.`, { request: "rollRequest", field });
}

function word(value: unknown, most: number): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= most;
}

/** Reads a roll request from whoever sent it, in shape only: anything malformed is refused, never thrown; nothing else of the payload is read. */
export function readRollRequest(payload: unknown): Outcome<RollRequest> {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return malformed("the payload");
  const test: unknown = Reflect.get(payload, "test");
  const difficulty: unknown = Reflect.get(payload, "difficulty");
  const actors: unknown = Reflect.get(payload, "actors");
  const opposed: unknown = Reflect.get(payload, "opposed") ?? false;
  const secret: unknown = Reflect.get(payload, "secret") ?? false;
  if (!word(test, 64)) return malformed("test");
  if (!word(difficulty, 64)) return malformed("difficulty");
  if (!Array.isArray(actors) || actors.length > MOST_ASKED) return malformed("actors");
  const refs: string[] = [];
  for (const actor of actors) {
    if (!word(actor, 256)) return malformed("actors");
    refs.push(actor);
  }
  if (typeof opposed !== "boolean") return malformed("opposed");
  if (typeof secret !== "boolean") return malformed("secret");
  return allow({ test, difficulty, actors: refs, opposed, secret });
}

/**
 * The GM asks actors for a roll: ONE card, written by the GM's game, listing who is asked, each
 * with a Roll button for its owner or the GM. A GM's request alone; a rule set with no test to ask
 * for, a test or difficulty it lacks, an actor gone or of another rule set, is refused in words and
 * nothing is written. `world` writes the card to the audience its secrecy chose.
 */
export async function executeRollRequest(world: CardWorld, request: RollRequest, user: CardUser): Promise<Outcome<{ readonly messageId: string }>> {
  if (!user.isGM) return refuse("gm-only", "Only the GM can do that.");
  const rules = world.module.rollRequests;
  if (rules === undefined)
    return refuse("request-none", `The rules of ${world.module.id} offer no test to ask for`, { ruleset: `TURNWRIGHT.RuleSet.${world.module.id}` });
  const checked = checkRequest(rules, request);
  if (!checked.ok) return checked;
  for (const ref of checked.value.actors) {
    const actor = world.snapshot(ref);
    if (actor === undefined) return refuse("actor-missing", "That actor is no longer in the world", {});
    if (actor.type !== world.module.documents.actorType)
      return refuse("not-a-fighter", `${actor.name} is not a character of this rule set`, { name: actor.name });
  }
  const [messageId] = await world.createCards([rollRequestCard(checked.value)], user.id, false);
  return messageId === undefined ? refuse("card-not-created", "The card could not be posted", {}) : allow({ messageId });
}

/** Who sees a request's card: everyone, or for a secret one the GMs alone, its Roll buttons still shown to whoever may press them (cardSight). */
export function requestAudience(secret: boolean, gms: readonly string[]): Visibility {
  return secret ? { whisper: [...gms], blind: true } : PUBLIC;
}

/** `turnwright.rollRequest` as the active GM answers it: the payload read (nothing else of it), who asked as the query attests. */
export function rollRequestHandler(played: PlayedRules, table: CardTable): GmHandler {
  return async (payload, requester) => {
    const module = await played();
    if (module === undefined) return refuse("ruleset-unplayable", "This world's rule set cannot be played yet");
    const request = readRollRequest(payload);
    if (!request.ok) return request;
    return executeRollRequest(table.world(module, requestAudience(request.value.secret, table.gms())), request.value, table.user(requester));
  };
}
