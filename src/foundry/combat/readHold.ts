import { allow, refuse, type Outcome } from "../../engine/Refusal";
import { HOLD_OPERATIONS, type Hold } from "./planHold";

export interface HoldPayload {
  readonly combat: string;
  readonly combatant: string;
  readonly hold: Hold;
}

function word(value: unknown, most = 256): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= most;
}

function malformed(field: string): ReturnType<typeof refuse> {
  return refuse("malformed-request", `The request "holdAction" is malformed: ${field} is missing or of the wrong kind.`, { request: "holdAction", field });
}

/** Reads a held-action request from whoever sent it: anything malformed is refused, never thrown. */
export function readHold(payload: unknown): Outcome<HoldPayload> {
  if (typeof payload !== "object" || payload === null) return malformed("the payload");
  const combat: unknown = Reflect.get(payload, "combat");
  const combatant: unknown = Reflect.get(payload, "combatant");
  const op: unknown = Reflect.get(payload, "op");
  const trigger: unknown = Reflect.get(payload, "trigger");
  if (!word(combat)) return malformed("combat");
  if (!word(combatant)) return malformed("combatant");
  const known = HOLD_OPERATIONS.find((name) => name === op);
  if (known === undefined) return malformed("op");
  if (known === "ready") return typeof trigger === "string" && trigger.length <= 500 ? allow({ combat, combatant, hold: { op: "ready", trigger } }) : malformed("trigger");
  return allow({ combat, combatant, hold: { op: known } });
}
