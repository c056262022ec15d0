import { allow, refuse, type Outcome } from "../../engine/Refusal";

/** The tally of the GM's action dice: the fight's and the world's name for the pool. */
export const GM_POOL = "gmActionDice";

/** Whose action die turns a natural 1 into a botch: the GM's pool against a player character, the player's own against a GM character. */
export type Payer = "gm" | "player";

export function payerFor(botcher: "pc" | "npc"): Payer {
  return botcher === "pc" ? "gm" : "player";
}

/** One action die out of a pool, or why not. */
export function spendActionDie(left: number): Outcome<number> {
  return left > 0 ? allow(left - 1) : refuse("no-action-dice", "No action dice left to spend", { left });
}
