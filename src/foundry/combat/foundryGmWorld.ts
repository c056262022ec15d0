import { acting } from "../../engine/clock/index";
import { allow } from "../../engine/Refusal";
import { advanceFight } from "./advance";
import { readClock } from "./clockRecord";
import { markSurprise } from "./surprise";
import { holdInFight } from "./heldActions";
import { rollFightInitiative, setFightInitiative } from "./initiative";
import { spendFromBudget } from "./spend";
import { combatData } from "./fighterRecord";
import { TurnwrightCombat } from "./TurnwrightCombat";
import { actorAt, updateActorSystem } from "../gm/actorUpdate";
import type { FightDesk, GmWorld } from "../gm/GmWorld";
import { readyGame } from "../gm/readyGame";

/** The actors of a card message: its `system.card` holds the card's state (CardState). */
function readActors(system: unknown): readonly string[] | undefined {
  if (typeof system !== "object" || system === null) return undefined;
  const card: unknown = Reflect.get(system, "card");
  if (typeof card !== "object" || card === null) return undefined;
  const actors: unknown = Reflect.get(card, "actors");
  return Array.isArray(actors) && actors.every((actor) => typeof actor === "string") ? actors : undefined;
}

function deskOf(combat: Combat.Implementation): FightDesk {
  const port = combat.fightPort();
  return {
    has: (id) => combat.combatants.has(id),
    owns(userId, id) {
      const user = readyGame().users.get(userId);
      const combatant = combat.combatants.get(id);
      return user !== undefined && combatant !== undefined && combatant.testUserPermission(user, "OWNER");
    },
    acting() {
      const clock = readClock(combatData(combat)?.clock);
      return clock === null ? [] : acting(clock);
    },
    endTurn: () => advanceFight(port, "next"),
    spend: (id, action) => spendFromBudget(port, id, action),
    setSurprise: (surprised) => markSurprise(port, surprised),
    hold: (id, hold) => holdInFight(port, id, hold),
    setInitiative: (id, score) => setFightInitiative(port, id, score),
    async rollInitiative(ids, luck, roller) {
      const rolled = await rollFightInitiative(port, ids, { luck, roller });
      return rolled.refusal === null ? allow(rolled.rolled) : { ok: false, refusal: rolled.refusal };
    },
  };
}

/** The GM's handlers' view of the world: combats, chat cards and actors in play. */
export function foundryGmWorld(): GmWorld {
  return {
    fight(id) {
      const combat = readyGame().combats.get(id);
      return combat instanceof TurnwrightCombat ? deskOf(combat) : undefined;
    },
    cardActors: (id) => {
      const message = readyGame().messages.get(id);
      return message === undefined ? undefined : readActors(message.system);
    },
    ownsActor(userId, ref) {
      const actor = actorAt(ref);
      const user = readyGame().users.get(userId);
      if (actor === undefined) return undefined;
      return user !== undefined && actor.testUserPermission(user, "OWNER");
    },
    updateActor: (ref, system) => updateActorSystem(ref, system),
  };
}
