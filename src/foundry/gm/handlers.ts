import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { FightDesk, GmWorld } from "./GmWorld";
import { changesByActor } from "./changesByActor";
import { gmOnly, mayApplyChanges, mayEndTurn, mayPlay } from "./permissions";
import type { Requester } from "./Requester";
import { readApplyChanges, readEndTurn, readHoldAction, readInitiative, readSetInitiative, readSpend, readSurpriseRequest } from "./requests";

/** A request as the active GM answers it; the answer travels back to the requester as JSON. */
export type GmHandler = (payload: unknown, requester: Requester) => Promise<Outcome<unknown>>;

export const GM_REQUESTS = ["advanceTurn", "spendAction", "holdAction", "applyActorChanges", "setSurprise", "rollInitiative", "setInitiative"] as const;
export type GmRequestName = (typeof GM_REQUESTS)[number];

function unknownCombat(combat: string): ReturnType<typeof refuse> {
  return refuse("unknown-combat", "That fight no longer exists.", { combat });
}

function deskFor(world: GmWorld, combat: string, combatant: string): Outcome<FightDesk> {
  const desk = world.fight(combat);
  if (desk === undefined) return unknownCombat(combat);
  if (!desk.has(combatant)) return refuse("unknown-combatant", `${combatant} is not in the fight.`, { combatant });
  return allow(desk);
}

/** The fight of a combatant that the requester may play: its owner, or the GM. */
function deskToPlay(world: GmWorld, combat: string, combatant: string, requester: Requester): Outcome<FightDesk> {
  const desk = deskFor(world, combat, combatant);
  if (!desk.ok) return desk;
  const allowed = mayPlay(requester, desk.value.owns(requester.id, combatant));
  return allowed.ok ? desk : allowed;
}

/**
 * Every request the GM applies for a player. Each one reads its payload (a malformed one is
 * refused, never thrown), re-checks that the requesting user may ask it, and writes once.
 */
export function gmHandlers(world: GmWorld): Record<GmRequestName, GmHandler> {
  return {
    async advanceTurn(payload, requester) {
      const request = readEndTurn(payload);
      if (!request.ok) return request;
      const desk = deskFor(world, request.value.combat, request.value.combatant);
      if (!desk.ok) return desk;
      const allowed = mayEndTurn(requester, request.value.combatant, desk.value.acting(), desk.value.owns(requester.id, request.value.combatant));
      if (!allowed.ok) return allowed;
      return desk.value.endTurn();
    },

    async spendAction(payload, requester) {
      const request = readSpend(payload);
      if (!request.ok) return request;
      const desk = deskToPlay(world, request.value.combat, request.value.combatant, requester);
      if (!desk.ok) return desk;
      return desk.value.spend(request.value.combatant, request.value.action);
    },

    async holdAction(payload, requester) {
      const request = readHoldAction(payload);
      if (!request.ok) return request;
      const desk = deskToPlay(world, request.value.combat, request.value.combatant, requester);
      if (!desk.ok) return desk;
      return desk.value.hold(request.value.combatant, request.value.hold);
    },

    async applyActorChanges(payload, requester) {
      const request = readApplyChanges(payload);
      if (!request.ok) return request;
      const actors = world.cardActors(request.value.card);
      if (actors === undefined) return refuse("unknown-card", "That card is no longer in the chat log.", { card: request.value.card });
      const allowed = mayApplyChanges(requester, actors, request.value.changes, (actor) => world.ownsActor(requester.id, actor));
      if (!allowed.ok) return allowed;
      const byActor = changesByActor(request.value.changes);
      for (const [actor, system] of byActor) await world.updateActor(actor, system);
      return allow(byActor.size);
    },

    async setSurprise(payload, requester) {
      const request = readSurpriseRequest(payload);
      if (!request.ok) return request;
      const allowed = gmOnly(requester);
      if (!allowed.ok) return allowed;
      const desk = world.fight(request.value.combat);
      if (desk === undefined) return unknownCombat(request.value.combat);
      return desk.setSurprise(request.value.surprised);
    },

    async rollInitiative(payload, requester) {
      const request = readInitiative(payload);
      if (!request.ok) return request;
      const desk = world.fight(request.value.combat);
      if (desk === undefined) return unknownCombat(request.value.combat);
      for (const combatant of request.value.combatants) {
        if (!desk.has(combatant)) return refuse("unknown-combatant", `${combatant} is not in the fight.`, { combatant });
        const allowed = mayPlay(requester, desk.owns(requester.id, combatant));
        if (!allowed.ok) return allowed;
      }
      return desk.rollInitiative(request.value.combatants, request.value.luck, { user: requester.id, mode: request.value.mode });
    },

    async setInitiative(payload, requester) {
      const request = readSetInitiative(payload);
      if (!request.ok) return request;
      // Core lets a combatant's owner write its initiative; so may they ask for it here.
      const desk = deskToPlay(world, request.value.combat, request.value.combatant, requester);
      if (!desk.ok) return desk;
      return desk.value.setInitiative(request.value.combatant, request.value.initiative);
    },
  };
}
