import { refuse, type Refusal } from "../Refusal";
import type { TextPart } from "../text/LocalText";
import type { ActorSnapshot } from "./ActorSnapshot";

/**
 * What a rule set's range rule makes of an attack at a distance: nothing of its own (the distance
 * is shown and the GM decides), within reach or range, in a band that changes the difficulty by
 * `modifier` (`band` is the key of its name, kept on a card as plain data), or beyond what the weapon reaches, refused in words.
 */
export type RangeVerdict =
  | { readonly kind: "shown" }
  | { readonly kind: "within" }
  | { readonly kind: "band"; readonly band: string; readonly modifier: number }
  | { readonly kind: "beyond"; readonly refusal: Refusal };

/** A target beyond what the weapon reaches (`out-of-reach`) or shoots (`out-of-range`), refused in words. */
export function beyond(code: "out-of-reach" | "out-of-range", message: string, values: Record<string, TextPart>): RangeVerdict {
  return { kind: "beyond", refusal: refuse(code, message, values).refusal };
}

/** The verdict of a rule set whose source text gives no range rule: the distance alone. */
export const SHOWN: RangeVerdict = { kind: "shown" };

/**
 * A rule set's range rule over its own idea of an attack (a weapon, or a weapon and the arm
 * that holds it), at a distance in `units`, the unit its scenes are measured in (`SceneGrid`).
 * Pure, so the headless fight and the table ask the same one.
 */
export interface RangeRule<Attack> {
  readonly units: string;
  judge(attack: Attack, distance: number): RangeVerdict;
}

/** An attack started from a sheet, as the table's range rule reads it: who, which action, the button's data. */
export interface StartedAttack {
  readonly actor: ActorSnapshot;
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
}

/**
 * The range rule as the table asks it: of a sheet's start at a distance. Null when the start is
 * no attack the rule reads (a test of a stat, an unreadable sheet): then only the distance is shown.
 */
export interface RangeAtTable {
  readonly units: string;
  judge(start: StartedAttack, distance: number): RangeVerdict | null;
}

/** The table's rule for a rule set whose source has none: every distance shown, none judged. */
export function distanceOnly(units: string): RangeAtTable {
  return { units, judge: () => SHOWN };
}

/** A rule set's range rule at the table: `attackOf` reads the attack a start makes (null: none the rule reads). */
export function rangeAtTable<Attack>(rule: RangeRule<Attack>, attackOf: (start: StartedAttack) => Attack | null): RangeAtTable {
  return {
    units: rule.units,
    judge(start, distance) {
      const attack = attackOf(start);
      return attack === null ? null : rule.judge(attack, distance);
    },
  };
}
