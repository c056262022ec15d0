import { DEFAULT_TARGETING, type Targeting } from "../script/Targeting";
import { keptFor } from "../keptFor";

/** Of a study's targetings, the one every combatant keeps to, or null where they differ: kept, as every fight of a study asks for it. */
const SHARED = new WeakMap<ReadonlyMap<string, Targeting>, Targeting | null>();

function sharedTargeting(targetings: ReadonlyMap<string, Targeting>): Targeting | null {
  const kinds = new Set(targetings.values());
  return kinds.size === 1 ? ([...kinds][0] ?? null) : null;
}

/**
 * How each combatant of a fight chooses its target, asked at every choice of target. In most
 * studies every combatant keeps to one targeting (the scenario's, or the one the study asks
 * for), and then the answer is that one, with nothing looked up by id; ids are only asked of
 * those in the fight, so none falls to the default there.
 */
export function targetingOf(targetings: ReadonlyMap<string, Targeting>): (id: string) => Targeting {
  const shared = keptFor(SHARED, targetings, sharedTargeting);
  if (shared !== null) return () => shared;
  return (id) => targetings.get(id) ?? DEFAULT_TARGETING;
}
