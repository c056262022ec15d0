import type { DiceOutcome, DiceRequest } from "../../engine/dice/DiceRequest";
import { outcomeFromFaces } from "../../engine/dice/outcomeFromFaces";
import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { refuse } from "../../engine/Refusal";
import { facesFromTerms } from "../dice/facesFromTerms";
import { actorAt } from "../gm/actorUpdate";
import type { GmHandler } from "../gm/handlers";
import { readyGame } from "../gm/readyGame";
import type { Requester } from "../gm/Requester";
import { readPress, readStart } from "./cardRequests";
import type { CardUser } from "./CardWorld";
import { executePress } from "./executePress";
import { executeStart } from "./executeStart";
import { foundryCardWorld } from "./foundryCardWorld";
import { PUBLIC } from "../dice/messageVisibility";
import { visibilityForUser, visibilityOfMessage } from "../dice/userMessageMode";

function cardUser(requester: Requester): CardUser {
  return {
    id: requester.id,
    isGM: requester.isGM,
    owns(ref) {
      const user = readyGame().users.get(requester.id);
      const actor = actorAt(ref);
      return user !== undefined && actor !== undefined && actor.testUserPermission(user, "OWNER");
    },
  };
}

/** The presser's Roll data read as outcomes of what the rules ask for; null when they do not fit. */
function outcomesOf(rolls: readonly Roll.Any[]): (asked: readonly DiceRequest[]) => readonly DiceOutcome[] | null {
  return (asked) => {
    if (asked.length !== rolls.length) return null;
    try {
      return asked.map((request, index) => {
        const roll = rolls[index];
        if (roll === undefined) throw new RangeError("a roll is missing");
        return outcomeFromFaces(request, facesFromTerms(request, roll.dice));
      });
    } catch {
      return null;
    }
  };
}

/** What follows, on the GM's side, from an action a sheet button took from an actor's budget. */
export type ActionTaken = (actor: string, action: string) => Promise<void>;

/** The GM's side of cards: sheet buttons that start one, card buttons that move one on. */
export function cardHandlers(moduleOf: () => RuleSetModule | undefined, actionTaken: ActionTaken): { readonly startCard: GmHandler; readonly pressCard: GmHandler } {
  return {
    async startCard(payload, requester) {
      const module = moduleOf();
      if (module === undefined) return refuse("ruleset-unplayable", "This world's rule set cannot be played yet");
      const request = readStart(payload);
      if (!request.ok) return request;
      // Seen as the presser chose on their own game, whoever applies it.
      const started = await executeStart(foundryCardWorld(module, visibilityForUser(request.value.mode, requester.id, readyGame().users)), request.value, cardUser(requester));
      // The card first, then what the action sets off where the actor stands (an attack of opportunity).
      if (started.ok && started.value.spent !== undefined) await actionTaken(started.value.spent.actor, started.value.spent.action);
      return started;
    },
    async pressCard(payload, requester) {
      const module = moduleOf();
      if (module === undefined) return refuse("ruleset-unplayable", "This world's rule set cannot be played yet");
      const request = readPress(payload);
      if (!request.ok) return request;
      const { messageId, button, rolls: data } = request.value;
      let rolls: Roll.Any[];
      try {
        rolls = data.map((roll) => Roll.fromJSON(roll));
      } catch {
        return refuse("dice-mismatch", "The dice rolled could not be read; press the button again");
      }
      // Cards a press makes are seen by whoever saw the card they came from.
      const message = readyGame().messages.get(messageId);
      const seen = message === undefined ? PUBLIC : visibilityOfMessage(message);
      return executePress(foundryCardWorld(module, seen), { messageId, button, rolls: data, outcomes: outcomesOf(rolls) }, cardUser(requester));
    },
  };
}
