import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { FightDesk, GmRequestName, GmWorld } from "./GmWorld";
import { gmOnly, mayEndTurn, mayPlay } from "./permissions";
import type { Requester } from "./Requester";
import { readEndTurn, readHoldAction, readInitiative, readPass, readPush, readSetInitiative, readSpend, readSurpriseRequest, readTally } from "./requests";
export { GM_REQUESTS, type GmRequestName } from "./GmWorld";

/** A request as the active GM answers it; the answer travels back to the requester as JSON. */
export type GmHandler = (payload: unknown, requester: Requester) => Promise<Outcome<unknown>>;

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
 * A request about one combatant its requester may play (its owner, or the GM): the payload read,
 * the fight found and the right checked, then `act` on the fight's desk.
 */
function combatantRequest<R extends { readonly combat: string; readonly combatant: string }>(
  world: GmWorld,
  read: (payload: unknown) => Outcome<R>,
  act: (desk: FightDesk, request: R) => Promise<Outcome<unknown>>,
): GmHandler {
  return async (payload, requester) => {
    const request = read(payload);
    if (!request.ok) return request;
    const desk = deskToPlay(world, request.value.combat, request.value.combatant, requester);
    return desk.ok ? act(desk.value, request.value) : desk;
  };
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

    spendAction: combatantRequest(world, readSpend, (desk, request) => desk.spend(request.combatant, request.action)),

    holdAction: combatantRequest(world, readHoldAction, (desk, request) => desk.hold(request.combatant, request.hold)),

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

    // Core lets a combatant's owner write its initiative; so may they ask for it here.
    setInitiative: combatantRequest(world, readSetInitiative, (desk, request) => desk.setInitiative(request.combatant, request.initiative)),

    // Pushing a slow player's character on is the GM's ruling, never a player's.
    async pushCombatant(payload, requester) {
      const request = readPush(payload);
      if (!request.ok) return request;
      const allowed = gmOnly(requester);
      if (!allowed.ok) return allowed;
      const desk = deskFor(world, request.value.combat, request.value.combatant);
      return desk.ok ? desk.value.push(request.value.combatant, request.value.to) : desk;
    },

    // Leaving the round's passes is the combatant's own call: its owner's, or the GM's.
    passCombatant: combatantRequest(world, readPass, (desk, request) => desk.pass(request.combatant)),

    // The GM's pool is the GM's to count: only a GM may set it.
    async setTally(payload, requester) {
      const request = readTally(payload);
      if (!request.ok) return request;
      const allowed = gmOnly(requester);
      if (!allowed.ok) return allowed;
      return world.setTally(request.value.name, request.value.value);
    },
  };
}
