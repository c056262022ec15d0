import type { ModifierChoice } from "../../engine/play/RollModifiers";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { readMessageMode, type MessageMode } from "../dice/messageVisibility";

/**
 * A card button pressed: which card, which button, and for a damage control that points on the
 * map (`deal:selected`, `deal:targeted`) the tokens it points at, by uuid, as the presser's game
 * saw them; the GM's side checks every one; and what the presser typed beside the button (the
 * GM's damage amount). The dice are the GM's to throw; anything else a payload carries (faces,
 * Roll data from an older client) is not read.
 */
export interface PressPayload {
  readonly messageId: string;
  readonly button: string;
  readonly tokens: readonly string[];
  /** What the presser typed beside the button (the GM's damage amount), as text; the rules check it. */
  readonly amount?: string;
  /** The modifiers the presser chose before a roll the button throws (a requested test), in shape only. */
  readonly modifiers?: ModifierChoice;
}

/** Longer than any number a person types: a longer text is a forged request. */
const MOST_TYPED = 32;

/** More tokens than any blast catches: a longer list is a forged request, not a choice. */
const MOST_TOKENS = 50;

/** A sheet button that starts a card. */
export interface StartPayload {
  readonly actor: string;
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
  readonly targets: readonly string[];
  /** How the presser shows their rolls: their choice in the modifier dialog, else as read on their own game. */
  readonly mode: MessageMode;
  /** The modifiers chosen before a roll; left out by a start that is no roll. */
  readonly modifiers?: ModifierChoice;
}

function isRecord(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function word(value: unknown, most = 256): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= most;
}

function malformed(request: string, field: string): ReturnType<typeof refuse> {
  return refuse("malformed-request", `The request "${request}" is malformed: ${field} is missing or of the wrong kind.`, { request, field });
}

/** Reads a press from whoever sent it: anything malformed is refused, never thrown. */
export function readPress(payload: unknown): Outcome<PressPayload> {
  if (!isRecord(payload)) return malformed("pressCard", "the payload");
  const { messageId, button, tokens, amount } = payload;
  if (!word(messageId, 64)) return malformed("pressCard", "messageId");
  if (!word(button)) return malformed("pressCard", "button");
  if (tokens !== undefined && (!Array.isArray(tokens) || tokens.length > MOST_TOKENS || !tokens.every((token) => word(token, 128))))
    return malformed("pressCard", "tokens");
  // A typed number travels as the text in the field; a number sent instead is read as its text.
  const typed = typeof amount === "number" && Number.isFinite(amount) ? String(amount) : amount;
  if (typed !== undefined && !(typeof typed === "string" && typed.length <= MOST_TYPED)) return malformed("pressCard", "amount");
  const modifiers = readModifiers(payload["modifiers"], "pressCard");
  if (!modifiers.ok) return modifiers;
  const read = { messageId, button, tokens: Array.isArray(tokens) ? tokens : [] };
  const withAmount = typed === undefined ? read : { ...read, amount: typed };
  return allow(modifiers.value === undefined ? withAmount : { ...withAmount, modifiers: modifiers.value });
}

/**
 * The modifiers as sent, in shape only: a step's id or null, and whole-looking numbers by dial.
 * Whether the step is on the ladder and each number within its cap is the rule set's to say
 * (`checkModifiers`), with a refusal in its words.
 */
function readModifiers(value: unknown, request: "startCard" | "pressCard"): Outcome<ModifierChoice | undefined> {
  if (value === undefined) return allow(undefined);
  if (!isRecord(value)) return malformed(request, "modifiers");
  const { step, free } = value;
  if (step !== null && !word(step, 64)) return malformed(request, "modifiers.step");
  if (!isRecord(free) || Object.keys(free).length > 8) return malformed(request, "modifiers.free");
  const numbers: Record<string, number> = {};
  for (const [dial, amount] of Object.entries(free)) {
    if (typeof amount !== "number" || dial.length > 64) return malformed(request, `modifiers.free.${dial.slice(0, 64)}`);
    numbers[dial] = amount;
  }
  return allow({ step, free: numbers });
}

export function readStart(payload: unknown): Outcome<StartPayload> {
  if (!isRecord(payload)) return malformed("startCard", "the payload");
  const { actor, action, data, targets } = payload;
  const mode = readMessageMode(payload["mode"]);
  if (!word(actor)) return malformed("startCard", "actor");
  if (!word(action, 64)) return malformed("startCard", "action");
  if (mode === null) return malformed("startCard", "mode");
  if (!isRecord(data) || Object.keys(data).length > 20) return malformed("startCard", "data");
  const strings: Record<string, string> = {};
  for (const [key, value] of Object.entries(data)) {
    if (typeof value !== "string" || value.length > 256) return malformed("startCard", `data.${key}`);
    strings[key] = value;
  }
  if (!Array.isArray(targets) || targets.length > 20 || !targets.every((t) => word(t))) return malformed("startCard", "targets");
  const modifiers = readModifiers(payload["modifiers"], "startCard");
  if (!modifiers.ok) return modifiers;
  const read = { actor, action, data: strings, targets, mode };
  return allow(modifiers.value === undefined ? read : { ...read, modifiers: modifiers.value });
}
