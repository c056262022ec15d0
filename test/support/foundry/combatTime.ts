/**
 * v13's `Combat#getTimeDelta(fromRound, fromTurn, toRound, toTurn)` (client/documents/combat.mjs),
 * over a tracker of `turns` combatants: `CONFIG.time.roundTime` a round and `turnTime` a turn.
 */
export function coreTimeDelta(turns: number, roundTime: number, turnTime: number) {
  return {
    getTimeDelta(fromRound: number, fromTurn: number | null, toRound: number, toTurn: number | null): number {
      const rounds = Math.max(toRound, 1) - Math.max(fromRound, 1);
      let count = Math.max(rounds - 1, 0) * turns;
      if (fromRound < toRound) {
        count += toTurn === null ? 0 : toTurn;
        if (fromRound > 0) count += fromTurn === null ? 0 : turns - fromTurn;
      } else if (fromRound > toRound) {
        count -= fromTurn === null ? 0 : fromTurn + 1;
        if (fromRound > 0) count -= toTurn === null ? 0 : turns - (toTurn + 1);
      } else count += (toTurn ?? 0) - (fromTurn ?? 0);
      return rounds * roundTime + count * turnTime;
    },
  };
}
