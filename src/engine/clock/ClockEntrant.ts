/** A combatant as it enters the clock. */
export interface ClockEntrant {
  readonly id: string;
  /** Aware of its foes when the fight begins (default true); the unaware are the surprised. */
  readonly aware?: boolean;
  /** Able to act (default true): false while unconscious, immobilised, Down. */
  readonly canAct?: boolean;
  /** Needed only to join a fight whose order is already set and kept. */
  readonly score?: number;
  readonly tiebreak?: readonly number[];
}
