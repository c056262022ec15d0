/**
 * A bar whose current value was never set (the rule set leaves it out to mean "full") would show
 * as empty on the token; in the prepared data it reads as its maximum. Changes `prepared` in place.
 */
export function fillUnsetBars(prepared: object, bars: readonly string[]): void {
  for (const path of bars) {
    const bar: unknown = path
      .split(".")
      .reduce<unknown>((inner, key) => (typeof inner === "object" && inner !== null ? Reflect.get(inner, key) : undefined), prepared);
    if (typeof bar !== "object" || bar === null) continue;
    const value: unknown = Reflect.get(bar, "value");
    const max: unknown = Reflect.get(bar, "max");
    if ((value === null || value === undefined) && typeof max === "number") Reflect.set(bar, "value", max);
  }
}
