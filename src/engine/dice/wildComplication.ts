/** The first face of a Wild Die that makes its pool a complication. */
export const COMPLICATION_FACE = 1;

/**
 * A pool's total once a complication has taken its due: when the Wild Die's first face is the
 * complication's, that face and the highest exploded total among the other dice (none when the
 * Wild Die is alone) come off. Both the reading of a pool's dice and the total-only roll, which
 * never lists them, end here, so the two cannot tell the rule differently.
 */
export function totalLessComplication(total: number, wildFirstFace: number, highestOther: number | null): number {
  return wildFirstFace === COMPLICATION_FACE ? total - COMPLICATION_FACE - (highestOther ?? 0) : total;
}
