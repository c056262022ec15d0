/** A round is 15 seconds, a segment 6, a turn 10 minutes (40 rounds, 100 segments). */
export const ROUND_SECONDS = 15;
export const SEGMENT_SECONDS = 6;
export const TURN_SECONDS = 600;

/**
 * The round in which a task measured in segments, begun at `startSeconds` of game time,
 * finishes: the round its last second falls in (round 1 is seconds 0 to 15).
 */
export function finishingRound(startSeconds: number, segments: number): number {
  const end = startSeconds + segments * SEGMENT_SECONDS;
  return Math.max(1, Math.ceil(end / ROUND_SECONDS));
}
