import { betweenFightsCard, MOST_RECOVERING } from "../../engine/play/betweenFights";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { CardTable } from "../chat/CardTable";
import type { CardUser, CardWorld } from "../chat/CardWorld";
import { PUBLIC } from "../dice/messageVisibility";
import type { GmHandler } from "../gm/handlers";
import type { PlayedRules } from "../playedRules";
import { executePress } from "../chat/executePress";

/** The GM's action between fights: which actors it is for, by uuid. */
export interface BetweenFightsRequest {
  readonly actors: readonly string[];
}

function malformed(field: string): ReturnType<typeof refuse> {
  return refuse("malformed-request", `The request "betweenFights" is malformed: ${field} is missing or of the wrong kind.`, {
    request: "betweenFights",
    field,
  });
}

/** Reads the request from whoever sent it: anything malformed is refused, never thrown; nothing else of the payload is read. */
export function readBetweenFights(payload: unknown): Outcome<BetweenFightsRequest> {
  if (typeof payload !== "object" || payload === null || Array.isArray(payload)) return malformed("the payload");
  const actors: unknown = Reflect.get(payload, "actors");
  if (!Array.isArray(actors) || actors.length === 0 || actors.length > MOST_RECOVERING) return malformed("actors");
  const refs: string[] = [];
  for (const actor of actors) {
    if (typeof actor !== "string" || actor.length === 0 || actor.length > 256) return malformed("actors");
    if (!refs.includes(actor)) refs.push(actor);
  }
  return allow({ actors: refs });
}

/**
 * The GM applies the rule set's rules for after a fight to the actors named (`betweenFights` on
 * the rule set): a card written by the GM's game, pressed at once, so it records each actor's change
 * with its undo, and ONE update of each actor. A GM's ruling alone; an actor gone or of another rule
 * set, or a rule set whose source has no such rule, is refused in words and nothing is written.
 */
export async function executeBetweenFights(world: CardWorld, request: BetweenFightsRequest, user: CardUser): Promise<Outcome<{ readonly messageId: string }>> {
  if (!user.isGM) return refuse("gm-only", "Only the GM can do that.");
  const rules = world.module.betweenFights;
  if (rules === undefined)
    return refuse("between-fights-none", `The source of ${world.module.id} says nothing of what happens after a fight`, {
      ruleset: `TURNWRIGHT.RuleSet.${world.module.id}`,
    });
  for (const ref of request.actors) {
    const actor = world.snapshot(ref);
    if (actor === undefined) return refuse("actor-missing", "That actor is no longer in the world", {});
    if (actor.type !== world.module.documents.actorType)
      return refuse("not-a-fighter", `${actor.name} is not a character of this rule set`, { name: actor.name });
  }
  const [messageId] = await world.createCards([betweenFightsCard(request.actors)], user.id, false);
  if (messageId === undefined) return refuse("card-not-created", "The card could not be posted", {});
  const applied = await executePress(world, { messageId, button: "apply", throwDice: async () => ({ outcomes: [], rolls: [] }) }, user);
  return applied.ok ? allow({ messageId }) : applied;
}

/**
 * `turnwright.betweenFights` as the active GM answers it: the payload read (nothing else of it),
 * who asked as the query attests, and the card seen by the table, so each player sees what the
 * rest did for their character.
 */
export function betweenFightsHandler(played: PlayedRules, table: CardTable): GmHandler {
  return async (payload, requester) => {
    const module = await played();
    if (module === undefined) return refuse("ruleset-unplayable", "This world's rule set cannot be played yet");
    const request = readBetweenFights(payload);
    return request.ok ? executeBetweenFights(table.world(module, PUBLIC), request.value, table.user(requester)) : request;
  };
}
