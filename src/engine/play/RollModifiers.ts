import { allow, refuse, type Outcome } from "../Refusal";
import { text, type LocalText } from "../text/LocalText";

/**
 * One number a roll's situation may change, in the rule set's own terms: a d100 test's target,
 * an attack's OCV, a pool's dice. The roller's free modifier to it is a whole number within
 * `least` and `most` (the rule set's cap).
 */
export interface ModifierDial {
  readonly id: string;
  /** The dialog's label for the free modifier. */
  readonly label: string;
  /** The card's line for the free modifier, with `{value}` signed ("free modifier +5"). */
  readonly line: string;
  readonly least: number;
  readonly most: number;
}

/** A named step of the rule set's ladder ("Hard"), and what it adds to one dial. */
export interface LadderStep {
  readonly id: string;
  readonly label: string;
  readonly dial: string;
  readonly value: number;
}

/**
 * How a rule set lets a roll be changed before it is thrown, declared once beside its cards: the
 * sheet actions that are rolls, its ladder of named steps (empty where it has none) and the step
 * a roll starts at, and the numbers a free modifier may change. The dialog, the GM's check and
 * the card's list of modifiers are all drawn from this; none of them names a rule set.
 */
export interface RollModifiers {
  /** Sheet actions that throw dice: each opens the dialog first. */
  readonly rolls: readonly string[];
  readonly ladder: readonly LadderStep[];
  /** The step the dialog starts at; null for no step (and always null without a ladder). */
  readonly usualStep: string | null;
  readonly dials: readonly ModifierDial[];
}

/** What the roller chose: a step of the ladder (or none) and a free modifier for each dial. */
export interface ModifierChoice {
  readonly step: string | null;
  readonly free: Readonly<Record<string, number>>;
}

/** One modifier as the roll takes it and the card lists it: a ladder step or a free modifier, on its dial. */
export interface AppliedModifier {
  readonly source: "ladder" | "free";
  /** The step's id for a ladder step; the dial's id for a free modifier. */
  readonly id: string;
  readonly dial: string;
  readonly value: number;
}

/** No modifiers at all: a rule set whose rolls take none, or a roll started without any. */
export const NO_MODIFIERS: RollModifiers = { rolls: [], ladder: [], usualStep: null, dials: [] };

/** The choice the dialog starts at before anything was remembered: the usual step, no free modifier. */
export function usualChoice(rules: RollModifiers): ModifierChoice {
  return { step: rules.usualStep, free: {} };
}

function own<T>(record: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The modifiers a start request carried, checked against the rule set: only a roll takes them, a
 * step must be on the ladder, and each free modifier must name a dial and be a whole number
 * within its cap. Anything else is refused in words and changes nothing. A choice that changes
 * nothing (no step, every free modifier 0) gives no modifiers, so it lists nothing on the card.
 */
export function checkModifiers(rules: RollModifiers, action: string, sent: ModifierChoice | undefined): Outcome<readonly AppliedModifier[]> {
  if (sent === undefined) return allow([]);
  const freeIds = Object.keys(sent.free);
  const nothing = sent.step === null && freeIds.every((id) => sent.free[id] === 0);
  if (!rules.rolls.includes(action))
    return nothing ? allow([]) : refuse("modifier-not-a-roll", `${action} throws no dice, so it takes no modifiers`, { action });
  const applied: AppliedModifier[] = [];
  if (sent.step !== null) {
    const step = rules.ladder.find((candidate) => candidate.id === sent.step);
    if (step === undefined) return refuse("modifier-unknown-step", `There is no step called ${sent.step} on this rule set's ladder`, { step: sent.step });
    if (step.value !== 0) applied.push({ source: "ladder", id: step.id, dial: step.dial, value: step.value });
  }
  for (const id of [...freeIds].sort()) {
    const value = own(sent.free, id);
    const dial = rules.dials.find((candidate) => candidate.id === id);
    if (dial === undefined) return refuse("modifier-unknown-dial", `This rule set has no modifier called ${id}`, { dial: id });
    if (typeof value !== "number" || !Number.isInteger(value))
      return refuse("modifier-not-whole", `A modifier is a whole number, not ${String(value)}`, { value: String(value) });
    if (value < dial.least || value > dial.most) {
      return refuse("modifier-beyond-cap", `A modifier of ${signed(value)} is beyond this rule set's cap (${signed(dial.least)} to ${signed(dial.most)})`, {
        value: signed(value),
        least: signed(dial.least),
        most: signed(dial.most),
      });
    }
    if (value !== 0) applied.push({ source: "free", id, dial: id, value });
  }
  return allow(applied);
}

/** What the modifiers add to one dial, before any cap the rule applies to the whole. */
export function modifierTotal(applied: readonly AppliedModifier[] | undefined, dial: string): number {
  return (applied ?? []).reduce((sum, modifier) => (modifier.dial === dial ? sum + modifier.value : sum), 0);
}

/** A signed whole number as the table writes it: +5, 0, −20 (a true minus sign). */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : value < 0 ? `\u2212${-value}` : "0";
}

/** The card's line for each modifier, with its source: "Hard (−20)", "free modifier +5". An id the rules no longer know is left out. */
export function modifierLines(rules: RollModifiers, applied: readonly AppliedModifier[]): LocalText[] {
  return applied.flatMap((modifier) => {
    if (modifier.source === "ladder") {
      const step = rules.ladder.find((candidate) => candidate.id === modifier.id);
      return step === undefined ? [] : [text("TURNWRIGHT.Modifiers.StepLine", { step: step.label, value: signed(modifier.value) })];
    }
    const dial = rules.dials.find((candidate) => candidate.id === modifier.dial);
    return dial === undefined ? [] : [text(dial.line, { value: signed(modifier.value) })];
  });
}
