import { walksIntoPrototype } from "../../engine/effects/prototypeKeys";

/**
 * Whether an effect's changes are refused for a key that walks into a prototype: then the user
 * is told why, in their words (the sheet's, a module's or an import's creation or update alike),
 * and nothing is written. Fetched with the first effect made or changed, off the boot's code.
 */
export function prototypeKeyRefused(changes: unknown): boolean {
  if (!Array.isArray(changes)) return false;
  for (const change of changes) {
    const key: unknown = typeof change === "object" && change !== null ? Reflect.get(change, "key") : undefined;
    if (typeof key !== "string" || !walksIntoPrototype(key)) continue;
    const words = "TURNWRIGHT.Effect.PrototypeKey";
    ui.notifications?.error(game.i18n?.format(words, { key }) ?? words);
    return true;
  }
  return false;
}
