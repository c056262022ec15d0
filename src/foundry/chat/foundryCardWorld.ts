import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { endRuleEffects, placeRuleEffects } from "../gm/ruleEffects";
import { budgetOfActor, spendInFight } from "../documents/actorInFight";
import { fightRecord } from "../documents/fighterRecord";
import { runningFights } from "../documents/fightHolding";
import { unawareNow } from "../fight/surprise";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import { actorAt, updateActorItems, updateActorSystem } from "../gm/actorUpdate";
import { talliesOf, withTallies } from "../data/worldTallies";
import { alliesInFight } from "./alliesInFight";
import { readyGame } from "../readyGame";
import type { CardWorld } from "./CardWorld";
import { CARD_MESSAGE_TYPE, cardToAct, readCardMessage } from "./cardMessage";
import type { Visibility } from "../dice/messageVisibility";
import { isStoredActor } from "../documents/storedDocument";
import { replaceWhole } from "../versions/updateOperators";

/**
 * The card flow's world in a running game, on the GM's side: documents read and written directly.
 * `seenBy` is who new cards are whispered to (see cardSight).
 */
export function foundryCardWorld(module: RuleSetModule, seenBy: Visibility): CardWorld {
  return {
    module,
    snapshot(ref) {
      const actor = actorAt(ref);
      return actor instanceof TurnwrightActor ? actor.snapshot() : undefined;
    },
    readCard(messageId) {
      const message = readyGame("a card's world").messages.get(messageId);
      return cardToAct(message === undefined ? null : readCardMessage(message));
    },
    // Whoever is caught unaware in any running fight, whatever this window's tracker shows.
    unaware: () => runningFights().flatMap((combat) => unawareNow(fightRecord(combat))),
    // Fetched with the first start that names a target, so a world's boot carries no measuring.
    distances: async (actor, targets, user) => (targets.length === 0 ? {} : (await import("./targetDistances")).targetDistances(actor, targets, user)),
    budget: (actor) => budgetOfActor(actor),
    spend: (actor, action) => spendInFight(actor, action),
    async applyChanges(changes, origin) {
      for (const change of changes) {
        if (Object.keys(change.system).length > 0) await updateActorSystem(change.actor, change.system);
        if (change.items !== undefined) await updateActorItems(change.actor, change.items);
        if (change.endEffects !== undefined) await endRuleEffects(change.actor, change.endEffects, origin);
        if (change.effects !== undefined) await placeRuleEffects(change.actor, change.effects, origin);
      }
    },
    tallies: () => talliesOf(readyGame("a card's world").settings.get("turnwright", "tallies"), module),
    async setTallies(values) {
      const settings = readyGame("a card's world").settings;
      await settings.set("turnwright", "tallies", withTallies(settings.get("turnwright", "tallies"), module, values));
    },
    allies: (ref) => alliesInFight(ref, module),
    async updateCard(messageId, card, rolls) {
      const message = readyGame("a card's world").messages.get(messageId);
      if (message === undefined) return;
      const kept = message.rolls.map((roll) => JSON.stringify(roll.toJSON()));
      // The card is replaced whole (versions/updateOperators.ts): a merge would keep keys the new state dropped.
      const system: Record<string, unknown> = {};
      replaceWhole(system, "card", card);
      await message.update({ system, rolls: [...kept, ...rolls.flatMap((roll) => (typeof roll === "string" ? [roll] : []))] });
    },
    async createCards(cards, roller, thrown) {
      // Written by this game, the active GM's: no player can then edit the card or press a forged one.
      const author = readyGame("a card's world").user.id;
      const data = cards.map((card) => {
        const speakerActor = actorAt(card.actors[0] ?? "");
        const message: ChatMessage.CreateData = {
          type: CARD_MESSAGE_TYPE,
          author,
          system: { ruleset: module.id, card, roller, fromThrow: thrown },
          speaker: ChatMessage.implementation.getSpeaker(speakerActor === undefined || !isStoredActor(speakerActor) ? {} : { actor: speakerActor }),
          whisper: [...seenBy.whisper],
          blind: seenBy.blind,
        };
        return message;
      });
      const created = await ChatMessage.implementation.createDocuments(data);
      return created.flatMap((message) => (message.id === null ? [] : [message.id]));
    },
  };
}
