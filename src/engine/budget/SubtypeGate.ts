import { allow, refuse, type Outcome } from "../Refusal";
import type { ActionDefinition } from "./ActionDefinition";

/** A condition that forbids actions of some subtypes (Immobilised: no Movement). */
export interface SubtypeBan {
  readonly condition: string;
  readonly subtypes: readonly string[];
}

export function passesGates(action: ActionDefinition, bans: readonly SubtypeBan[]): Outcome<ActionDefinition> {
  for (const ban of bans) {
    const subtype = action.subtypes.find((s) => ban.subtypes.includes(s));
    if (subtype !== undefined) {
      return refuse("condition-forbids", `${ban.condition}: cannot take ${subtype} actions such as ${action.name}`, {
        condition: ban.condition,
        subtype,
        action: action.name,
      });
    }
  }
  return allow(action);
}
