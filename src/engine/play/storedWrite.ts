import type { ActorChange, ActorSnapshot } from "./ActorSnapshot";
import type { Field, Paths } from "./damageRecord";

/** A field of an actor's `system` (as read, or as stored) by its dot path; undefined where there is none or it is no plain value. */
export function fieldAt(system: unknown, path: string): Field | undefined {
  let at: unknown = system;
  for (const key of path.split(".")) {
    if (typeof at !== "object" || at === null || !Object.hasOwn(at, key)) return undefined;
    at = Reflect.get(at, key);
  }
  return typeof at === "number" || typeof at === "string" || typeof at === "boolean" ? at : undefined;
}

/**
 * What a rules write stores. The rules read an actor under its effects and set the fields they
 * change to what they decided (a wound taken off what they read); written back as it is, a value an
 * effect added to would be stored with the effect in it, and counted again on top (a "+5 hit
 * points" effect baked in at the first hit). So each number is stored moved by as much as the rules
 * moved the one they read: the stored value plus (what they decided less what they read), and a
 * track's value never above the maximum the write leaves stored, nor below the least it may be
 * stored at (a blow that takes more than the stored Wounds under a "+5" blessing stops at none).
 * A word, a flag, a field no effect changes, and an actor under no effect are written as decided.
 */
export function storedFields(actor: ActorSnapshot, fields: Paths): Paths {
  const source = actor.source;
  if (source === undefined) return fields;
  const moved = (path: string, decided: Field): Field => {
    const read = fieldAt(actor.system, path);
    const stored = fieldAt(source, path);
    return typeof decided === "number" && typeof read === "number" && typeof stored === "number" ? stored + (decided - read) : decided;
  };
  const written: Record<string, Field> = {};
  for (const [path, decided] of Object.entries(fields)) written[path] = moved(path, decided);
  for (const [path, value] of Object.entries(written)) {
    if (!path.endsWith(".value") || typeof value !== "number") continue;
    const maxPath = `${path.slice(0, -".value".length)}.max`;
    const max = written[maxPath] ?? fieldAt(source, maxPath);
    const least = actor.floors?.[path];
    if (typeof max === "number" && value > max) written[path] = max;
    else if (least !== undefined && value < least) written[path] = least;
  }
  return written;
}

/**
 * A change as the rules made it, its fields as stored data takes them (`storedFields`), marked so
 * no step converts it twice. For an actor under no effect the two are one: the change as it is.
 */
export function storedChange(actor: ActorSnapshot | undefined, change: ActorChange): ActorChange {
  if (change.stored === true || actor?.source === undefined) return change;
  return { ...change, system: storedFields(actor, change.system), stored: true };
}

/** The mark a change of stored values carries where it is needed: on an actor whose effects make what is read differ from what is stored. */
export function storedMark(actor: ActorSnapshot | undefined): { readonly stored?: true } {
  return actor?.source === undefined ? {} : { stored: true };
}
