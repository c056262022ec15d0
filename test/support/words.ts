import { readFileSync } from "node:fs";

function flatten(value: unknown, prefix: string, into: Set<string>): Set<string> {
  if (typeof value === "string") into.add(prefix);
  else if (typeof value === "object" && value !== null) {
    // A plural group is named by its own key; the form is picked as it is read (LocalText `count`).
    if ("other" in value) into.add(prefix);
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix === "" ? key : `${prefix}.${key}`, into);
  }
  return into;
}

/** Every key lang/en.json holds, a plural group's by its group key as well. */
export const KNOWN_WORDS: ReadonlySet<string> = flatten(JSON.parse(readFileSync(new URL("../../lang/en.json", import.meta.url), "utf8")), "", new Set());

/** Every localisation key a view holds: LocalText keys, and format values that are keys themselves. */
export function keysIn(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === "string" && /^(TURNWRIGHT|TYPES)\./.test(value)) into.add(value);
  else if (Array.isArray(value)) for (const inner of value) keysIn(inner, into);
  else if (typeof value === "object" && value !== null) for (const inner of Object.values(value)) keysIn(inner, into);
  return into;
}

export const unknownWords = (used: ReadonlySet<string>): string[] => [...used].filter((key) => !KNOWN_WORDS.has(key));
