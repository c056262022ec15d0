import { MAX_NESTING } from "./accepted";
import type { FieldIssue } from "./FieldIssue";

/**
 * A key `__proto__` anywhere in the input, which JSON reads as a key like any other but a copy
 * of the input would take for the object's prototype, so that it vanished instead of being
 * refused as any other unknown key is. Walked with a queue, as deep as `accepts` allows.
 */
export function hiddenKey(input: unknown, root: string): FieldIssue | null {
  let level: { readonly value: unknown; readonly path: string }[] = [{ value: input, path: root }];
  for (let depth = 0; level.length > 0 && depth <= MAX_NESTING; depth += 1) {
    const next: { readonly value: unknown; readonly path: string }[] = [];
    for (const { value, path } of level) {
      if (typeof value !== "object" || value === null) continue;
      if (!Array.isArray(value) && Object.hasOwn(value, "__proto__")) {
        return {
          path: path === "" ? "__proto__" : `${path}.__proto__`,
          value: Reflect.get(value, "__proto__"),
          expected: "no such field (nothing in a scenario has a field called __proto__)",
        };
      }
      for (const [key, inner] of Object.entries(value))
        next.push({ value: inner, path: Array.isArray(value) ? `${path}[${key}]` : path === "" ? key : `${path}.${key}` });
    }
    level = next;
  }
  return null;
}
