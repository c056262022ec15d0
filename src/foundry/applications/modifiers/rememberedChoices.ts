import { usualChoice, type RollModifiers } from "../../../engine/play/RollModifiers";
import type { MessageMode } from "../../dice/messageVisibility";
import type { DialogAnswer } from "./modifierDialogView";

/**
 * The roller's last choice in the modifier dialog, per user and rule set, kept in this game's
 * memory: a shift-click rolls with it and the dialog opens at it. Memory, not a setting: the
 * choice belongs to the scene being played (a hard climb, a dark room), costs no write to the
 * world, and a reload starts again from the usual step, where a stale "Hard" could not surprise.
 * The roll mode is never remembered: it is the chat's, as it is set when the roll is made, so a
 * player who set Blind GM Roll after a public attack does not roll the next one in the open.
 */
export class RememberedChoices {
  readonly #last = new Map<string, DialogAnswer>();

  /** The last answer of `user` under `ruleset`, else the usual step; in `mode`, the user's own roll mode now. */
  last(user: string, ruleset: string, rules: RollModifiers, mode: MessageMode): DialogAnswer {
    return { choice: this.#last.get(`${user}\n${ruleset}`)?.choice ?? usualChoice(rules), mode };
  }

  remember(user: string, ruleset: string, answer: DialogAnswer): void {
    this.#last.set(`${user}\n${ruleset}`, answer);
  }
}
