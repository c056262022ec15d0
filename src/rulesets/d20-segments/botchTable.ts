import type { DiceRequest } from "../../engine/dice/DiceRequest";

/** The botch table's roll: 3d6. */
export const BOTCH_DICE: DiceRequest = { count: 3, faces: 6 };

/** Each result of the table by a stable code (the log's `result`), in the table's order. */
export const BOTCH_CODES = [
  "shatter-weapon",
  "break-weapon",
  "major-snag",
  "snag",
  "comic-relief",
  "lose-weapon",
  "drop-weapon",
  "no-effect",
  "harry-teammate",
  "trip-self",
  "trip-teammate",
  "damage-teammate",
  "damage-self",
  "critical-teammate",
  "critical-self",
] as const;
export type BotchCode = (typeof BOTCH_CODES)[number];

/** What a result does, as the fight carries it out. */
export interface BotchEffect {
  readonly code: BotchCode;
  /** Rounds it lasts, rolled (stunned 2d4 or 1d4, rounds lost 1d3); null where it has no duration. */
  readonly duration: DiceRequest | null;
}

const d = (count: number, faces: number): DiceRequest => ({ count, faces });

/** The sixteen results, 3 to 18, as the source lists them. */
const TABLE: Readonly<Record<number, BotchEffect>> = {
  3: { code: "shatter-weapon", duration: null },
  4: { code: "break-weapon", duration: null },
  5: { code: "major-snag", duration: d(2, 4) },
  6: { code: "snag", duration: d(1, 4) },
  7: { code: "comic-relief", duration: d(1, 3) },
  8: { code: "lose-weapon", duration: null },
  9: { code: "drop-weapon", duration: null },
  10: { code: "no-effect", duration: null },
  11: { code: "no-effect", duration: null },
  12: { code: "harry-teammate", duration: null },
  13: { code: "trip-self", duration: null },
  14: { code: "trip-teammate", duration: null },
  15: { code: "damage-teammate", duration: null },
  16: { code: "damage-self", duration: null },
  17: { code: "critical-teammate", duration: null },
  18: { code: "critical-self", duration: null },
};

/** What the table must know of the botcher's circumstances to apply its fall-backs. */
export interface BotchCircumstances {
  /** Someone on its side still in the fight: the one the teammate results reach. */
  readonly hasAlly: boolean;
  /** A natural weapon (a fist, a claw) cannot be lost or dropped. */
  readonly weaponCanBeLost: boolean;
}

/**
 * A 3d6 total read with the source's fall-backs: no ally turns trip-teammate into trip-self and
 * the damage results onto oneself; harry-teammate with no ally, and a lost or dropped weapon that
 * cannot be lost, roll again (answered as `again`).
 */
export function botchEffect(total: number, circumstances: BotchCircumstances): BotchEffect | "again" {
  const listed = TABLE[total];
  if (listed === undefined) throw new RangeError(`d20-segments: a botch table roll of ${total} is not 3 to 18`);
  if (!circumstances.weaponCanBeLost && (listed.code === "lose-weapon" || listed.code === "drop-weapon")) return "again";
  if (circumstances.hasAlly) return listed;
  switch (listed.code) {
    case "harry-teammate":
      return "again";
    case "trip-teammate":
      return { code: "trip-self", duration: null };
    case "damage-teammate":
      return { code: "damage-self", duration: null };
    case "critical-teammate":
      return { code: "critical-self", duration: null };
    default:
      return listed;
  }
}
