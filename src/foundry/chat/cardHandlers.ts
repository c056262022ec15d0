import { refuse } from "../../engine/Refusal";
import type { GmHandler } from "../gm/handlers";
import type { PlayedRules } from "../playedRules";
import { cardRecipients } from "./cardSight";
import type { CardTable } from "./CardTable";
import type { PressRequest } from "./executePress";

/** What follows, on the GM's side, from an action a sheet button took from an actor's budget. */
export type ActionTaken = (actor: string, action: string) => Promise<void>;

/**
 * The GM's side of cards: sheet buttons that start one, card buttons that move one on. Each reads
 * only what its payload reader keeps (see cardRequests); who asked comes from the query, never
 * from the payload.
 */
export function cardHandlers(
  moduleOf: PlayedRules,
  actionTaken: ActionTaken,
  table: CardTable,
): { readonly startCard: GmHandler; readonly pressCard: GmHandler } {
  return {
    async startCard(payload, requester) {
      const module = await moduleOf();
      if (module === undefined) return refuse("ruleset-unplayable", "This world's rule set cannot be played yet");
      // How a start's payload is read, and the rules it runs, are fetched with the first one, on the GM's game alone: no player's boot carries them.
      const { readStart } = await import("./cardRequests");
      const request = readStart(payload);
      if (!request.ok) return request;
      // Seen as the presser chose on their own game, whoever applies it.
      const seen = cardRecipients(request.value.mode, requester.id, table.gms());
      const { executeStart } = await import("./executeStart");
      const user = table.user(requester);
      const started = await executeStart(table.world(module, seen), { ...request.value, aimedAt: (targets) => table.aimed(targets, user) }, user);
      // The card first, then what the action sets off where the actor stands (an attack of opportunity).
      if (started.ok && started.value.spent !== undefined) await actionTaken(started.value.spent.actor, started.value.spent.action);
      return started;
    },
    async pressCard(payload, requester) {
      const module = await moduleOf();
      if (module === undefined) return refuse("ruleset-unplayable", "This world's rule set cannot be played yet");
      const { readPress } = await import("./cardRequests");
      const request = readPress(payload);
      if (!request.ok) return request;
      const { messageId, button, tokens, amount, modifiers } = request.value;
      // Cards a press makes are seen by whoever saw the card they came from.
      const world = table.world(module, table.seenOf(messageId));
      const user = table.user(requester);
      const { executePress } = await import("./executePress");
      const pressing: PressRequest = {
        messageId,
        button,
        throwDice: table.throwDice(messageId, requester.id),
        pointedAt: (to) => table.pointed(tokens, to, user),
        ...(amount === undefined ? {} : { amount }),
        ...(modifiers === undefined ? {} : { modifiers }),
      };
      const pressed = await executePress(world, pressing, user);
      if (pressed.ok && pressed.value.damage !== undefined) table.damageMoved(messageId, pressed.value.damage);
      return pressed;
    },
  };
}
