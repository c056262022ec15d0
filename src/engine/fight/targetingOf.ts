import { DEFAULT_TARGETING, type Targeting } from "../script/Targeting";

/** Of a study's targetings, the one every combatant keeps to, or null where they differ: kept, as every fight of a study asks for it. */
const SHARED = new WeakMap<ReadonlyMap<string, Targeting>, Targeting | null>();

function sharedTargeting(targetings: ReadonlyMap<string, Targeting>): Targeting | null {
  let shared = SHARED.get(targetings);
  if (shared === undefined) {
    const kinds = new Set(targetings.values());
    shared = kinds.size === 1 ? ([...kinds][0] ?? null) : null;
    SHARED.set(targetings, shared);
  }
  return shared;
}

/**
 * How each combatant of a fight chooses its target, asked at every choice of target. In most
 * studies every combatant keeps to one targeting (the scenario's, or the one the study asks
 * for), and then the answer is that one, with nothing looked up by id; ids are only asked of
 * those in the fight, so none falls to the default there.
 */
export function targetingOf(targetings: ReadonlyMap<string, Targeting>): (id: string) => Targeting {
  const shared = sharedTargeting(targetings);
  if (shared !== null) return () => shared;
  return (id) => targetings.get(id) ?? DEFAULT_TARGETING;
}
