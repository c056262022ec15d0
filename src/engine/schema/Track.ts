import * as Type from "./TypeBuilders";
import { type TObject, type TOptional, type TInteger } from "@sinclair/typebox";
import type { FieldIssue } from "./FieldIssue";
import { TRACK } from "./trackMark";

export interface TrackBounds {
  /** The lowest maximum the track may have (0 for a pool that can be empty, 1 for Stun). */
  readonly leastMax: number;
  /** The lowest current value (below 0 where the rules let a track run negative). */
  readonly leastValue: number;
  /** The highest maximum any character could have. */
  readonly most: number;
  /** The maximum a new character starts with. */
  readonly initialMax: number;
}

type TrackSchema = TObject<{ max: TInteger; value: TOptional<TInteger> }>;

/**
 * A pool with a maximum and what is left of it (Wounds, Fate, Stun, Body). What is left may be
 * left out (full); given, it is never above the maximum, which one schema keyword cannot say,
 * so `tracksAboveMax` checks it wherever a schema is validated.
 */
export function track(title: string, bounds: TrackBounds): TrackSchema {
  return Type.Object(
    {
      max: Type.Integer({ title: `${title} (max)`, minimum: bounds.leastMax, maximum: bounds.most, default: bounds.initialMax }),
      value: Type.Optional(Type.Integer({ title, minimum: bounds.leastValue, maximum: bounds.most })),
    },
    { title, default: {}, additionalProperties: false, [TRACK]: true },
  );
}

/** Every track in `value` whose current value is above its maximum, named by its path. */
export function tracksAboveMax(schema: unknown, value: unknown, path: string): FieldIssue[] {
  if (!isRecord(schema) || !isRecord(value)) return [];
  if (schema[TRACK] === true) {
    const { max, value: current } = value;
    return typeof max === "number" && typeof current === "number" && current > max
      ? [{ path: `${path}.value`, value: current, expected: `no more than the maximum, ${String(max)}` }]
      : [];
  }
  const properties = schema["properties"];
  if (!isRecord(properties)) return [];
  return Object.entries(properties).flatMap(([name, child]) =>
    Object.hasOwn(value, name) ? tracksAboveMax(child, value[name], path === "" ? name : `${path}.${name}`) : [],
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
