import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";

const attributes = (die: string) => ({
  agility: die,
  perception: die,
  stamina: die,
  strength: die,
  reflexes: die,
  intellect: die,
  willpower: die,
  presence: die,
});

/** An action-points actor as Foundry hands it to the rules, with its items. */
export function apActor(ref: string, name: string, system: Record<string, unknown>, items: ActorSnapshot["items"] = []): ActorSnapshot {
  return { ref, name, type: "action-points", system: { kind: "npc", attributes: attributes("d8"), actionPoints: { max: 10 }, ...system }, items };
}

export const SABRE = { id: "sabre", name: "Sabre", type: "action-points-weapon", system: { ap: 4, damage: "1d8", ranged: false } };
export const COAT = { id: "coat", name: "Leather coat", type: "action-points-armour", system: { dr: 1, ev: 1 } };
export const MAIL = { id: "mail", name: "Mail shirt", type: "action-points-armour", system: { dr: 2, ev: 2 } };

/** Vesna, a player's character with a sabre; Grusk, the GM's, in mail. */
export const vesna = apActor(
  "Actor.vesna",
  "Vesna",
  { kind: "pc", attributes: { ...attributes("d8"), agility: "d10" }, fitness: 8, skills: { combat: 2, defense: 1, toughness: 1 }, actionPoints: { max: 12 } },
  [SABRE, COAT],
);
export const grusk = apActor(
  "Actor.grusk",
  "Grusk",
  { attributes: { ...attributes("d6"), stamina: "d10", strength: "d10" }, fitness: 7, skills: { combat: 1, defense: 1, toughness: 2 } },
  [MAIL],
);
