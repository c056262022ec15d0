import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { readMessageMode, type MessageMode } from "../dice/messageVisibility";

/**
 * A card button pressed: which card, which button, and for a damage control that points on the
 * map (`deal:selected`, `deal:targeted`) the tokens it points at, by uuid, as the presser's game
 * saw them; the GM's side checks every one. The dice are the GM's to throw; anything else a
 * payload carries (faces, Roll data from an older client) is not read.
 */
export interface PressPayload {
  readonly messageId: string;
  readonly button: string;
  readonly tokens: readonly string[];
}

/** More tokens than any blast catches: a longer list is a forged request, not a choice. */
const MOST_TOKENS = 50;

/** A sheet button that starts a card. */
export interface StartPayload {
  readonly actor: string;
  readonly action: string;
  readonly data: Readonly<Record<string, string>>;
  readonly targets: readonly string[];
  /** How the presser shows their rolls, read on their own game. */
  readonly mode: MessageMode;
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
  const { messageId, button, tokens } = payload;
  if (!word(messageId, 64)) return malformed("pressCard", "messageId");
  if (!word(button)) return malformed("pressCard", "button");
  if (tokens === undefined) return allow({ messageId, button, tokens: [] });
  if (!Array.isArray(tokens) || tokens.length > MOST_TOKENS || !tokens.every((token) => word(token, 128))) return malformed("pressCard", "tokens");
  return allow({ messageId, button, tokens });
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
  return allow({ actor, action, data: strings, targets, mode });
}
