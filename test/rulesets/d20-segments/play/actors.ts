import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";

/** A d20-segments actor as Foundry hands it to the rules, with its items. */
export function d20Actor(ref: string, name: string, system: Record<string, unknown>, items: ActorSnapshot["items"] = []): ActorSnapshot {
  return { ref, name, type: "d20-segments", system: { kind: "npc", ...system }, items };
}

export const BASTARD_SWORD = {
  id: "sword",
  name: "Bastard sword",
  type: "d20-segments-weapon",
  system: { category: "heavyBlades", weight: "medium", damage: "1d10", hitPoints: 18, natural: false, equipped: true },
};
export const RAPIER = {
  id: "rapier",
  name: "Rapier",
  type: "d20-segments-weapon",
  system: { category: "lightBlades", weight: "light", damage: "1d6", hitPoints: 10, natural: false, equipped: true },
};
export const PADDED = { id: "padded", name: "Padded jack", type: "d20-segments-armour", system: { reduction: 1 } };

/** The source's duel: Tulkas, a player's character, and Marvok, the GM's. */
export const tulkas = d20Actor(
  "Actor.tulkas",
  "Tulkas",
  { kind: "pc", initiativeBonus: 2, skills: { heavyBlades: 8, parry: 6, dodge: 4 }, actionDice: 2, hitPoints: { max: 18 } },
  [BASTARD_SWORD],
);
export const marvok = d20Actor(
  "Actor.marvok",
  "Marvok",
  { initiativeBonus: 3, skills: { lightBlades: 7, parry: 10, dodge: 5 }, actionDice: 0, hitPoints: { max: 14 } },
  [RAPIER, PADDED],
);
/** Marvok's companion, the ally a botch's teammate results reach. */
export const brute = d20Actor("Actor.brute", "Brute", { skills: { bludgeons: 4 }, hitPoints: { max: 10 } });
