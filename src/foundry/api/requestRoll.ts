import { requestOfGM } from "../gm/requestOfGM";
import { refusalText } from "../gm/words";
import { readyGame } from "../readyGame";
import type { SheetRules } from "../applications/sheets/SheetRules";
import type { ApiOutcome, RollRequestCall } from "./PlayApi";

/** The id of the card the GM's game answered with; null for any other answer. */
function messageOf(value: unknown): string | null {
  const messageId: unknown = typeof value === "object" && value !== null ? Reflect.get(value, "messageId") : undefined;
  return typeof messageId === "string" ? messageId : null;
}

/**
 * `requestRoll` of `game.turnwright.api`: the same request as the dialog's Ask
 * (`turnwright.rollRequest`), the difficulty the rule set's usual one when left out. Every check
 * is the GM's game's; its refusal is shown and answered in the user's words.
 */
export async function requestRoll(rules: SheetRules, call: RollRequestCall): Promise<ApiOutcome<{ readonly messageId: string }>> {
  const module = await rules.module();
  const difficulty = call.difficulty ?? module?.rollRequests?.usualDifficulty ?? "";
  const answer = await requestOfGM("rollRequest", {
    test: call.test,
    difficulty,
    actors: call.actors,
    opposed: call.opposed ?? false,
    secret: call.secret ?? false,
  });
  if (!answer.ok) return { ok: false, reason: refusalText(readyGame("the API's actions").i18n, answer.refusal) };
  const messageId = messageOf(answer.value);
  return messageId === null
    ? { ok: false, reason: refusalText(readyGame("the API's actions").i18n, { code: "card-not-created", message: "The card could not be posted" }) }
    : { ok: true, messageId };
}
