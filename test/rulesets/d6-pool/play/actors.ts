import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";

/** A d6-pool actor as Foundry hands it to the rules, with its items. */
export function d6Actor(ref: string, name: string, system: Record<string, unknown>, items: ActorSnapshot["items"] = []): ActorSnapshot {
  return { ref, name, type: "d6-pool", system: { kind: "npc", ...system }, items };
}

export const BLASTER = {
  id: "blaster",
  name: "Blaster pistol",
  type: "d6-pool-weapon",
  system: { skill: "firearms", damage: "4D", sharp: false, range: { short: 10, medium: 30, long: 60 } },
};
export const KNIFE = {
  id: "knife",
  name: "Knife",
  type: "d6-pool-weapon",
  system: { skill: "meleeCombat", damage: "+1D", sharp: true, range: { short: 0, medium: 0, long: 0 } },
};
export const JACKET = { id: "jacket", name: "Padded jacket", type: "d6-pool-armour", system: { resistance: "1D" } };

export const kestrel = d6Actor(
  "Actor.kestrel",
  "Kestrel",
  { kind: "pc", agility: "3D+1", strength: "2D+2", perception: "3D", skills: { dodge: "4D", firearms: "4D+2" }, characterPoints: 2, fatePoints: 1 },
  [BLASTER, KNIFE],
);
export const thug = d6Actor("Actor.thug", "Thug", { agility: "2D+2", strength: "3D", perception: "2D", skills: { brawling: "3D+1" } }, [JACKET]);
