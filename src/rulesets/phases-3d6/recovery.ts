import type { Harm } from "./damage";

/**
 * Who Takes a Recovery at the Post-Turn: everyone still alive, the Stunned and the knocked
 * out included (that is when it matters most); a character whose Body is gone does not.
 */
export function mayTakeRecovery(current: Harm): boolean {
  return current.body > 0;
}

export interface Recovered extends Harm {
  /** Stun actually gained (less than Recovery when the maximum was near). */
  readonly gained: number;
  /** Back above zero Stun from zero or below: conscious again. */
  readonly woke: boolean;
}

/**
 * A Recovery adds the Recovery characteristic to Stun, up to its maximum. Body heals over
 * days, not Phases, and Stunned is shaken off only by spending a Phase on it.
 */
export function takeRecovery(current: Harm, stunMax: number, recovery: number): Recovered {
  const stun = Math.max(current.stun, Math.min(stunMax, current.stun + recovery));
  return { stun, body: current.body, gained: stun - current.stun, woke: current.stun <= 0 && stun > 0 };
}
