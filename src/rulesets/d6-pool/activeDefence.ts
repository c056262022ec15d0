import { combatDifficulty, fullDefence, type DifficultyModifier } from "./combatDifficulty";
import { acceptedCode, type DieCode } from "./dieCode";

export type DefenceKind = "dodge" | "block" | "parry";

/**
 * A dodge, block or parry rolled on the defender's turn. It holds against every attack from
 * then until the defender's next turn: the fighter keeps it, and its next turn clears it.
 * Full: every action of the round spent on it, the roll plus 10. Partial: the roll alone, taken
 * beside other actions, so the multi-action penalty was on its roll.
 */
export interface ActiveDefence {
  readonly kind: DefenceKind;
  readonly roll: number;
  readonly full: boolean;
  /** What attacks must reach while it holds. */
  readonly total: number;
}

export function defenceOf(kind: DefenceKind, roll: number, extent: "full" | "partial"): ActiveDefence {
  const full = extent === "full";
  return { kind, roll, full, total: full ? fullDefence(roll) : roll };
}

/** The combat difficulty of an attack on someone with this defence in force (or none). */
export function difficultyAgainst(defence: ActiveDefence | null, modifiers: readonly DifficultyModifier[]): number {
  return combatDifficulty({ activeDefence: defence?.total ?? null, modifiers });
}

interface Hand {
  /** Nothing in hand: a fist, a kick, a forearm. */
  readonly bareHanded: boolean;
  /** A blade or an energised weapon. */
  readonly sharp: boolean;
}

export interface BlockConsequence {
  /** The parrying weapon's own damage, which the attacker takes (a `+` code without the defender's Strength Damage); null for none. */
  readonly attackerTakes: DieCode | null;
  /**
   * What reaches the defender: nothing, the blade's own damage (the attacker's Strength not
   * added), or the blow as it would have landed.
   */
  readonly defenderTakes: "nothing" | "weapon-alone" | "as-hit";
}

/**
 * The source's rules for blocking and parrying blades and bare hands. A bare-handed blow
 * parried with a sharp weapon hurts the attacker. A blade met with the body always hurts the
 * blocker: with the blade's damage alone when the block held, in full when it did not.
 */
export function blockConsequence(meeting: {
  readonly attack: Hand;
  readonly defence: Hand & { readonly damage: string | null };
  readonly blocked: boolean;
}): BlockConsequence {
  const { attack, defence, blocked } = meeting;
  if (attack.sharp && !attack.bareHanded && defence.bareHanded) return { attackerTakes: null, defenderTakes: blocked ? "weapon-alone" : "as-hit" };
  if (!blocked) return { attackerTakes: null, defenderTakes: "as-hit" };
  const hurtsAttacker = attack.bareHanded && defence.sharp && !defence.bareHanded && defence.damage !== null;
  const own = hurtsAttacker && defence.damage !== null ? acceptedCode(defence.damage.replace(/^\+/, "")) : null;
  return { attackerTakes: own, defenderTakes: "nothing" };
}
