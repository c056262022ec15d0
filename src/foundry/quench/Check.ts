/**
 * What a batch's step asserts with: chai's `assert` in a live world (Quench hands it to the
 * batch), vitest's `expect` when `npm run check` runs the same steps against the doubles. Only
 * what both can say the same way: a value that must hold, and two values that must be the same
 * (`===`). Data is compared as its canonical JSON (`sameData`), so chai's and vitest's ideas of
 * deep equality (a key holding undefined, a class instance) never differ.
 */
export interface Check {
  ok(value: unknown, message: string): void;
  equal(actual: unknown, expected: unknown, message: string): void;
}

/**
 * The checks on chai's `assert`, which Quench hands each batch: `equal` is its `strictEqual`
 * (chai's own `equal` is `==`), as vitest's `toBe` is strict where the same steps run against
 * the doubles.
 */
export function chaiCheck(assert: Pick<Chai.Assert, "ok" | "strictEqual">): Check {
  return { ok: (value, message) => assert.ok(value, message), equal: (actual, expected, message) => assert.strictEqual(actual, expected, message) };
}

/** JSON with every object's keys in order, so two equal records read the same whatever order they were built in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner !== "object" || inner === null || Array.isArray(inner)) return inner;
    return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** The two hold the same data, or the check fails naming what was compared. */
export function sameData(check: Check, actual: unknown, expected: unknown, message: string): void {
  check.equal(canonical(actual), canonical(expected), message);
}
