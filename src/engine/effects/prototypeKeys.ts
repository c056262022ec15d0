/**
 * Whether a dotted key (an effect's change key, a form's field name, a path of the rules) walks
 * into a prototype: set through a segment `__proto__`, `constructor` or `prototype` (Foundry's
 * `setProperty`, `mergeObject`, `expandObject`), a value lands on `Object.prototype`, read by
 * every object of the page, an actor's `ownership` included.
 */
export function walksIntoPrototype(key: string): boolean {
  return /(?:^|\.)(?:__proto__|constructor|prototype)(?:\.|$)/.test(key);
}
