/**
 * Segments of a dotted key that lead out of the data into what every object inherits: set through
 * them (Foundry's `setProperty`, `mergeObject`, `expandObject`), a value lands on
 * `Object.prototype`, read by every object of the page, an actor's `ownership` included.
 */
const PROTOTYPE_SEGMENTS: ReadonlySet<string> = new Set(["__proto__", "constructor", "prototype"]);

/** Whether a dotted key (an effect's change key, a form's field name, a path of the rules) walks into a prototype. */
export function walksIntoPrototype(key: string): boolean {
  return key.split(".").some((segment) => PROTOTYPE_SEGMENTS.has(segment));
}
