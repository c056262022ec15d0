/**
 * The mark a track's schema carries (schema/Track.ts), so a check can find every track in any
 * schema. It is kept in the JSON Schema `turnwright schema` prints, where an extension keyword
 * tells a reader the rule. Kept apart from the schema builders: reading an actor's tracks is done
 * wherever an actor is prepared, and needs none of them.
 */
export const TRACK = "x-value-at-most-max";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * `value` with every track read as the rules read one: what is left of it given where it was left
 * out (full: its maximum), and, with `clamp`, never above its maximum. An effect may push a track
 * past its maximum (a maximum lowered to 1 at full health): the rules read it at the maximum, never
 * refuse it (which made its bearer immune to every attack). The input is never changed.
 */
export function tracksAsRead(schema: unknown, value: unknown, clamp: boolean): unknown {
  if (!isRecord(schema) || !isRecord(value)) return value;
  if (schema[TRACK] === true) {
    const { max, value: current } = value;
    if (typeof max !== "number") return value;
    const left = typeof current === "number" ? current : max;
    const read = clamp ? Math.min(left, max) : left;
    return read === current ? value : { ...value, value: read };
  }
  const properties = schema["properties"];
  if (!isRecord(properties)) return value;
  let copy: Record<string, unknown> | null = null;
  for (const [name, child] of Object.entries(properties)) {
    if (!Object.hasOwn(value, name)) continue;
    const read = tracksAsRead(child, value[name], clamp);
    if (read === value[name]) continue;
    copy ??= { ...value };
    copy[name] = read;
  }
  return copy ?? value;
}

/** The least each track of a schema may be stored at (its value's `minimum`), by the dot path of its value (`wounds.value`). */
export function trackFloors(schema: unknown, prefix = ""): Record<string, number> {
  if (!isRecord(schema)) return {};
  const properties = schema["properties"];
  if (!isRecord(properties)) return {};
  if (schema[TRACK] === true) {
    const least: unknown = isRecord(properties["value"]) ? properties["value"]["minimum"] : undefined;
    return typeof least === "number" ? { [`${prefix}value`]: least } : {};
  }
  return Object.assign({}, ...Object.entries(properties).map(([name, child]) => trackFloors(child, `${prefix}${name}.`)));
}
