import { allow, refuse, type Outcome } from "../Refusal";
import type { ActionDefinition, RuleWord } from "./ActionDefinition";

/**
 * A condition that forbids actions of some subtypes (Immobilised: no Movement). `words` says
 * where the rule set keeps the words of its subtypes and actions, for the table:
 * `<subtype><name>` and `<action><id>`.
 */
export interface SubtypeBan {
  readonly condition: RuleWord;
  readonly subtypes: readonly string[];
  readonly words: { readonly subtype: string; readonly action: string };
}

export function passesGates(action: ActionDefinition, bans: readonly SubtypeBan[]): Outcome<ActionDefinition> {
  for (const ban of bans) {
    const subtype = action.subtypes.find((s) => ban.subtypes.includes(s));
    if (subtype !== undefined) {
      return refuse("condition-forbids", `${ban.condition.english}: cannot take ${subtype} actions such as ${action.name}`, {
        condition: ban.condition.key,
        subtype: `${ban.words.subtype}${subtype}`,
        action: `${ban.words.action}${action.id}`,
      });
    }
  }
  return allow(action);
}
