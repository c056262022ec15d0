import type { DiceRequest } from "../../engine/dice/DiceRequest";
import type { PhasesActor } from "./schema";

/** The roll-off that orders equal scores: rolled once, recorded, kept for the whole battle. */
export const ROLL_OFF: DiceRequest = { count: 1, faces: 100 };

export interface PhasesInitiative {
  readonly score: number;
  /** The recorded roll-off; higher goes first among equal scores. */
  readonly tiebreak: readonly number[];
}

/**
 * Combat Value plus Lightning Reflexes, no die. Every character gets a score and a roll-off,
 * the unconscious too: they keep their place for when they wake.
 */
export function initiative(actor: PhasesActor, rollOff: number): PhasesInitiative {
  return { score: actor.combatValue + actor.lightningReflexes, tiebreak: [rollOff] };
}
