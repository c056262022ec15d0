import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import { allow, refuse, type Outcome } from "../../engine/Refusal";
import type { PlayedRules } from "../playedRules";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import { actorAt } from "../gm/actorUpdate";
import { readyGame } from "../gm/readyGame";
import { refusalText } from "../gm/words";
import { requestOfGM } from "../gm/requestOfGM";
import { userMessageMode } from "../dice/userMessageMode";
import { cardToAct, readCardMessage } from "./cardMessage";
import { callPreRoll } from "../hooks/turnwrightHooks";

/** What a started card answered: its message, and a button to press at once. */
function startAnswer(value: unknown): { messageId: string; follow?: string } | null {
  if (typeof value !== "object" || value === null) return null;
  const messageId: unknown = Reflect.get(value, "messageId");
  const follow: unknown = Reflect.get(value, "follow");
  if (typeof messageId !== "string") return null;
  return typeof follow === "string" ? { messageId, follow } : { messageId };
}

function followOf(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const follow: unknown = Reflect.get(value, "follow");
  return typeof follow === "string" ? follow : undefined;
}

/**
 * The player's side of cards. A sheet button asks the GM to start a card for the user's
 * targets; a card button asks the GM to press it, and the GM's game throws its dice (shown to
 * everyone who sees the card, in the presser's colours) and applies the step once.
 */
export class CardClient {
  readonly #module: PlayedRules;

  constructor(module: PlayedRules) {
    this.#module = module;
  }

  /**
   * Asks the GM to start the card a sheet button opens. `targets` are actor refs; left out, the
   * user's targeted tokens, as a click on the sheet takes them. Answers the card's message, or the
   * refusal the user was shown.
   */
  async start(actor: Actor.Implementation, action: string, data: Readonly<Record<string, string>>, targets?: readonly string[]): Promise<Outcome<{ readonly messageId: string }>> {
    const game = readyGame();
    const aimed = targets ?? [...game.user.targets].flatMap((token) => (token.actor === null ? [] : [token.actor.uuid]));
    if (!callPreRoll(actor, { action, data, targets: aimed })) return refuse("roll-cancelled", "A module stopped this roll", {});
    const answer = await requestOfGM("startCard", { actor: actor.uuid, action, data, targets: aimed, mode: userMessageMode(game.settings) });
    if (!answer.ok) return answer;
    const started = startAnswer(answer.value);
    if (started === null) return refuse("card-not-created", "The card could not be posted", {});
    if (started.follow !== undefined) await this.press(started.messageId, started.follow);
    return allow({ messageId: started.messageId });
  }

  /** Asks the GM to press a card's button; answers the GM's outcome, a refusal shown to the user. */
  async press(messageId: string, button: string): Promise<Outcome<unknown>> {
    const game = readyGame();
    const module = await this.#module();
    const message = game.messages.get(messageId);
    const stored = cardToAct(message === undefined ? null : readCardMessage(message));
    if (module === undefined) return refuse("ruleset-unplayable", "The world's rule set cannot be played", {});
    if (!stored.ok) {
      ui.notifications?.warn(refusalText(game.i18n, stored.refusal));
      return stored;
    }
    const { card } = stored.value;
    const actors: Record<string, ActorSnapshot> = {};
    for (const ref of card.actors) {
      const actor = actorAt(ref);
      if (actor instanceof TurnwrightActor) actors[ref] = actor.snapshot();
    }
    const dice = module.cards.press.dice({ card, button, actors });
    if (!dice.ok) {
      ui.notifications?.warn(refusalText(game.i18n, dice.refusal));
      return dice;
    }
    // The GM's game throws the dice: a client's faces are never trusted.
    const answer = await requestOfGM("pressCard", { messageId, button });
    const follow = answer.ok ? followOf(answer.value) : undefined;
    if (follow !== undefined) return this.press(messageId, follow);
    return answer;
  }
}
