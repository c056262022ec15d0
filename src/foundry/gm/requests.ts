import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { HELD_ACTIONS, type HeldAction, type PushKind } from "../../engine/clock/index";
import { readMessageMode, type MessageMode } from "../dice/messageVisibility";

export interface EndTurnRequest {
  readonly combat: string;
  /** The combatant whose turn the requester ends: a stale click names one no longer acting. */
  readonly combatant: string;
}

export interface SpendRequest {
  readonly combat: string;
  readonly combatant: string;
  readonly action: string;
}

export interface SurpriseRequest {
  readonly combat: string;
  readonly surprised: Readonly<Record<string, boolean>>;
}

export interface SetInitiativeRequest {
  readonly combat: string;
  readonly combatant: string;
  /** The score asked for, or null to clear it. */
  readonly initiative: number | null;
}

export interface HoldRequest {
  readonly combat: string;
  readonly combatant: string;
  /** Delay, Ready (with what it waits for), Act now or Abort. */
  readonly hold: HeldAction;
}

export interface InitiativeRequest {
  readonly combat: string;
  readonly combatants: readonly string[];
  /** Spend the rule set's luck on the roll. */
  readonly luck: boolean;
  /** How the asker shows their rolls, read on their own game. */
  readonly mode: MessageMode;
}

type Field = Readonly<Record<string, unknown>>;

function malformed(request: string, field: string): ReturnType<typeof refuse> {
  return refuse("malformed-request", `The request "${request}" is malformed: ${field} is missing or of the wrong kind.`, { request, field });
}

function isRecord(value: unknown): value is Field {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Ids and action names are short; a longer string is not one, whoever sent it. */
function text(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= 256;
}

export function readEndTurn(payload: unknown): Outcome<EndTurnRequest> {
  if (!isRecord(payload)) return malformed("advanceTurn", "the payload");
  const { combat, combatant } = payload;
  if (!text(combat)) return malformed("advanceTurn", "combat");
  if (!text(combatant)) return malformed("advanceTurn", "combatant");
  return allow({ combat, combatant });
}

export function readSpend(payload: unknown): Outcome<SpendRequest> {
  if (!isRecord(payload)) return malformed("spendAction", "the payload");
  const { combat, combatant, action } = payload;
  if (!text(combat)) return malformed("spendAction", "combat");
  if (!text(combatant)) return malformed("spendAction", "combatant");
  if (!text(action)) return malformed("spendAction", "action");
  return allow({ combat, combatant, action });
}

export function readSurpriseRequest(payload: unknown): Outcome<SurpriseRequest> {
  if (!isRecord(payload)) return malformed("setSurprise", "the payload");
  const { combat, surprised } = payload;
  if (!text(combat)) return malformed("setSurprise", "combat");
  if (!isRecord(surprised)) return malformed("setSurprise", "surprised");
  const read: Record<string, boolean> = {};
  for (const [id, value] of Object.entries(surprised)) {
    if (!text(id) || typeof value !== "boolean") return malformed("setSurprise", `surprised.${id}`);
    read[id] = value;
  }
  return allow({ combat, surprised: read });
}

export function readInitiative(payload: unknown): Outcome<InitiativeRequest> {
  if (!isRecord(payload)) return malformed("rollInitiative", "the payload");
  const { combat, combatants, luck } = payload;
  const mode = readMessageMode(payload["mode"]);
  if (!text(combat)) return malformed("rollInitiative", "combat");
  if (!Array.isArray(combatants) || combatants.length === 0 || !combatants.every(text)) return malformed("rollInitiative", "combatants");
  if (luck !== undefined && typeof luck !== "boolean") return malformed("rollInitiative", "luck");
  if (mode === null) return malformed("rollInitiative", "mode");
  return allow({ combat, combatants, luck: luck === true, mode });
}

export function readSetInitiative(payload: unknown): Outcome<SetInitiativeRequest> {
  if (!isRecord(payload)) return malformed("setInitiative", "the payload");
  const { combat, combatant, initiative } = payload;
  if (!text(combat)) return malformed("setInitiative", "combat");
  if (!text(combatant)) return malformed("setInitiative", "combatant");
  if (initiative !== null && (typeof initiative !== "number" || !Number.isFinite(initiative))) return malformed("setInitiative", "initiative");
  return allow({ combat, combatant, initiative });
}

/** A readied action's trigger is the player's own words: some room for them, but not a page. */
const MOST_TRIGGER = 500;

/** No rule set lets a turn declare more; a larger number is a forged request, not a choice. */
const MOST_DECLARED = 100;

export function readHoldAction(payload: unknown): Outcome<HoldRequest> {
  if (!isRecord(payload)) return malformed("holdAction", "the payload");
  const { combat, combatant, op, trigger, count } = payload;
  if (!text(combat)) return malformed("holdAction", "combat");
  if (!text(combatant)) return malformed("holdAction", "combatant");
  const known = HELD_ACTIONS.find((name) => name === op);
  if (known === undefined) return malformed("holdAction", "op");
  if (known === "ready") {
    if (typeof trigger !== "string" || trigger.length > MOST_TRIGGER) return malformed("holdAction", "trigger");
    return allow({ combat, combatant, hold: { op: "ready", trigger } });
  }
  if (known === "declare") {
    if (typeof count !== "number" || !Number.isInteger(count) || count < 1 || count > MOST_DECLARED) return malformed("holdAction", "count");
    return allow({ combat, combatant, hold: { op: "declare", count } });
  }
  return allow({ combat, combatant, hold: { op: known } });
}

export interface PushRequest {
  readonly combat: string;
  readonly combatant: string;
  /** To the end of this round's order, or into the next round. */
  readonly to: PushKind;
}

export function readPush(payload: unknown): Outcome<PushRequest> {
  if (!isRecord(payload)) return malformed("pushCombatant", "the payload");
  const { combat, combatant, to } = payload;
  if (!text(combat)) return malformed("pushCombatant", "combat");
  if (!text(combatant)) return malformed("pushCombatant", "combatant");
  if (to !== "end" && to !== "next-round") return malformed("pushCombatant", "to");
  return allow({ combat, combatant, to });
}

/** A combatant out of this round's passes: it cannot or will not act again before the round ends. */
export interface PassRequest {
  readonly combat: string;
  readonly combatant: string;
}

export function readPass(payload: unknown): Outcome<PassRequest> {
  if (!isRecord(payload)) return malformed("passCombatant", "the payload");
  const { combat, combatant } = payload;
  if (!text(combat)) return malformed("passCombatant", "combat");
  if (!text(combatant)) return malformed("passCombatant", "combatant");
  return allow({ combat, combatant });
}

export interface TallyRequest {
  /** The world tally's name (the GM's pool of action dice). */
  readonly name: string;
  readonly value: number;
}

export function readTally(payload: unknown): Outcome<TallyRequest> {
  if (!isRecord(payload)) return malformed("setTally", "the payload");
  const { name, value } = payload;
  if (!text(name)) return malformed("setTally", "name");
  if (typeof value !== "number" || !Number.isInteger(value)) return malformed("setTally", "value");
  return allow({ name, value });
}
