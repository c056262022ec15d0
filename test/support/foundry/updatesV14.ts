import { warnCompatibility } from "./compatibilityWarnings";

/**
 * v14's data operators, as its declarations give them (common/data/operators.d.mts): classes with a
 * static `create`; `ForcedReplacement.create(value)` carries the value that replaces a field whole,
 * `ForcedDeletion.create()` deletes the key it is written at. No v14 client code is public: the
 * declarations are what these follow.
 */
export class ForcedReplacement {
  constructor(readonly value: unknown) {}
  static create(value: unknown): ForcedReplacement {
    return new ForcedReplacement(value);
  }
}

export class ForcedDeletion {
  static create(): ForcedDeletion {
    return new ForcedDeletion();
  }
}

/** `foundry.data.operators` on a v14 game. */
export const OPERATORS_V14 = { ForcedReplacement, ForcedDeletion } as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) && !(value instanceof ForcedReplacement) && !(value instanceof ForcedDeletion);
}

/**
 * An update applied to stored data as v14 applies one (v14's declarations, common/utils/helpers.d.mts
 * `applyDataOperators`: "ForcedDeletion values (or deprecated "-=" keys) are removed from the
 * object, ForcedReplacement values (or deprecated "==" keys) are updated in the object"): objects
 * merged key by key, an operator applied at its key, anything else put in place. The deprecated
 * keys still do what they did on v13, and each logs a compatibility warning here, which is what
 * Turnwright must never cause. The v13 counterpart is `mergeUpdate` (mergeUpdate.ts).
 */
export function mergeUpdateV14(target: Record<string, unknown>, changes: Readonly<Record<string, unknown>>): void {
  for (const [key, value] of Object.entries(changes)) {
    if (key.startsWith("==") || key.startsWith("-=")) {
      warnCompatibility(
        `The "${key.slice(0, 2)}" update key (${key}) is deprecated: use foundry.data.operators.${key.startsWith("==") ? "ForcedReplacement" : "ForcedDeletion"}.`,
      );
      if (key.startsWith("==")) target[key.slice(2)] = inserted(value);
      else delete target[key.slice(2)];
    } else if (value instanceof ForcedReplacement) target[key] = inserted(value.value);
    else if (value instanceof ForcedDeletion) delete target[key];
    else if (isRecord(value) && isRecord(target[key])) mergeUpdateV14(target[key], value);
    else target[key] = inserted(value);
  }
}

/** A value put in place whole, its own operators and old keys applied at every depth. */
function inserted(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(inserted);
  if (!isRecord(value)) return value;
  const made: Record<string, unknown> = {};
  mergeUpdateV14(made, value);
  return made;
}
