import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";

/** A fighter of the running fight as the search for allies sees it: its side and where its token stands. */
export interface Placed {
  readonly actor: ActorSnapshot;
  /** The token's disposition: friendly, neutral, hostile, secret (`CONST.TOKEN_DISPOSITIONS`). */
  readonly disposition: number;
  readonly scene: string | null;
  readonly x: number;
  readonly y: number;
}

/**
 * The allies of `self` among the fight's fighters: the same disposition, able to act, nearest
 * first (by the straight distance between tokens on one scene; a token on another scene comes
 * after every one on the same scene, in the fight's order).
 */
export function nearestAllies(self: Placed, fighters: readonly Placed[], able: (actor: ActorSnapshot) => boolean): ActorSnapshot[] {
  const distance = (other: Placed): number => (other.scene === self.scene ? Math.hypot(other.x - self.x, other.y - self.y) : Number.POSITIVE_INFINITY);
  return fighters
    .filter((other) => other.actor.ref !== self.actor.ref && other.disposition === self.disposition && able(other.actor))
    .map((other, order) => ({ other, order, far: distance(other) }))
    .sort((a, b) => a.far - b.far || a.order - b.order)
    .map(({ other }) => other.actor);
}
