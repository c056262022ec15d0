import type { DiceRequest } from "../../engine/dice/DiceRequest";
import { bonus } from "./bonus";

export const INITIATIVE_DIE: DiceRequest = { count: 1, faces: 10 };
/** The roll-off that orders equal initiative after Agility; recorded in the log. */
export const TIEBREAK_DIE: DiceRequest = { count: 1, faces: 100 };

export interface InitiativeScore {
  readonly die: number;
  readonly total: number;
  /** Compared in order, higher first: Agility, then the recorded roll-off. */
  readonly tiebreak: readonly number[];
  readonly fate: boolean;
}

/** 1d10 + Agility Bonus, kept for the whole combat; a Fate Point makes the die a 10. */
export function initiative(die: number, agility: number, rollOff: number, fate = false): InitiativeScore {
  const counted = fate ? 10 : die;
  return { die: counted, total: counted + bonus(agility), tiebreak: [agility, rollOff], fate };
}
