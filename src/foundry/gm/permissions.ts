import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { Requester } from "./Requester";

function notOwner(): ReturnType<typeof refuse> {
  return refuse("not-owner", "You do not own that combatant.");
}

/**
 * Ending a turn: the GM may always; a player only the turn of a combatant that is acting now
 * and is theirs. A click that arrives after the turn moved on ends nobody's turn.
 */
export function mayEndTurn(requester: Requester, combatant: string, acting: readonly string[], owns: boolean): Outcome<true> {
  if (requester.isGM) return allow(true);
  if (!acting.includes(combatant)) return refuse("not-your-turn", "It is not this combatant's turn.", { combatant });
  return owns ? allow(true) : notOwner();
}

/** Spending from a budget, or rolling initiative: the GM, or the combatant's owner. */
export function mayPlay(requester: Requester, owns: boolean): Outcome<true> {
  return requester.isGM || owns ? allow(true) : notOwner();
}

export function gmOnly(requester: Requester): Outcome<true> {
  return requester.isGM ? allow(true) : refuse("gm-only", "Only the GM can do that.");
}
