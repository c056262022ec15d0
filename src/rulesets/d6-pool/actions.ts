import type { DefenceKind } from "./activeDefence";

/**
 * What a d6-pool combatant may do with a declared action. Every one of them, waiting included,
 * takes one of the actions it declared; a full defence takes all of them.
 */
export const D6_ACTIONS = ["attack", "aim", "wait", "dodge", "block", "parry", "fullDodge", "fullBlock", "fullParry"] as const;
export type D6ActionId = (typeof D6_ACTIONS)[number];

export function isD6Action(id: string): id is D6ActionId {
  return (D6_ACTIONS as readonly string[]).includes(id);
}

/** The active defence an action rolls, and whether it is a full one; null for any other action. */
export function defenceAction(id: D6ActionId): { readonly kind: DefenceKind; readonly extent: "full" | "partial" } | null {
  switch (id) {
    case "dodge":
    case "block":
    case "parry":
      return { kind: id, extent: "partial" };
    case "fullDodge":
      return { kind: "dodge", extent: "full" };
    case "fullBlock":
      return { kind: "block", extent: "full" };
    case "fullParry":
      return { kind: "parry", extent: "full" };
    default:
      return null;
  }
}

/** The skill each defence rolls: dodge its own, a block brawling (the body), a parry melee combat (a weapon in hand). */
export const DEFENCE_SKILL = { dodge: "dodge", block: "brawling", parry: "meleeCombat" } as const satisfies Record<DefenceKind, string>;

/**
 * Whether a defence in force counts against an attack with this skill: a dodge against anything;
 * a block or a parry only against a blow within reach, never against a shot.
 */
export function defenceMeets(kind: DefenceKind, attackSkill: "brawling" | "meleeCombat" | "firearms"): boolean {
  return kind === "dodge" || attackSkill !== "firearms";
}
