import fc from "fast-check";
import type { ClockEntrant, InitiativeScore } from "../../../src/engine/clock/index";

export interface Fighter extends ClockEntrant {
  readonly id: string;
  readonly aware: boolean;
  readonly canAct: boolean;
  readonly score: number;
  readonly tiebreak: readonly number[];
}

/** Small scores and short tiebreaks, so that ties at every level are common. */
export function fighters(minLength: number, maxLength: number): fc.Arbitrary<Fighter[]> {
  const fighter = fc.record({
    aware: fc.integer({ min: 0, max: 2 }).map((v) => v > 0),
    canAct: fc.integer({ min: 0, max: 4 }).map((v) => v > 0),
    score: fc.integer({ min: 0, max: 6 }),
    tiebreak: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
  });
  return fc.array(fighter, { minLength, maxLength }).map((list) => list.map((f, index) => ({ id: `c${index}`, ...f })));
}

export function scoresOf(list: readonly Fighter[]): Record<string, InitiativeScore> {
  return Object.fromEntries(list.map((f) => [f.id, { score: f.score, tiebreak: f.tiebreak }]));
}

/** A random walk's steps: which operation, and a number to pick a combatant or an option with. */
export function steps<K extends string>(kinds: readonly { kind: K; weight: number }[], maxLength: number): fc.Arbitrary<{ kind: K; pick: number }[]> {
  const kind = fc.oneof(...kinds.map((k) => ({ arbitrary: fc.constant(k.kind), weight: k.weight })));
  return fc.array(fc.record({ kind, pick: fc.nat({ max: 1000 }) }), { maxLength, size: "max" });
}

/** Positive when `a` ranks ahead: written apart from the clock's own ranking, to check it. */
export function outranks(a: { score: number | null; tiebreak: readonly number[] }, b: { score: number | null; tiebreak: readonly number[] }): number {
  const sa = a.score ?? -Infinity;
  const sb = b.score ?? -Infinity;
  if (sa !== sb) return sa > sb ? 1 : -1;
  for (let i = 0; i < Math.max(a.tiebreak.length, b.tiebreak.length); i++) {
    const x = a.tiebreak[i] ?? -Infinity;
    const y = b.tiebreak[i] ?? -Infinity;
    if (x !== y) return x > y ? 1 : -1;
  }
  return 0;
}

/** Ids highest first, the joining order last. */
export function rankedIds(list: readonly Fighter[]): string[] {
  return list
    .map((f, joined) => ({ f, joined }))
    .sort((p, q) => outranks(q.f, p.f) || p.joined - q.joined)
    .map(({ f }) => f.id);
}

export function isSubsequence(part: readonly string[], whole: readonly string[]): boolean {
  let at = 0;
  for (const id of part) {
    at = whole.indexOf(id, at);
    if (at < 0) return false;
    at += 1;
  }
  return true;
}
