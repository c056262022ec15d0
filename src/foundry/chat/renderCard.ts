import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import { actorAt } from "../gm/actorUpdate";
import { cardTemplateContext, CARD_BUTTON_ACTION } from "../templating/cardContext";
import { CARD_TEMPLATE, systemPath } from "../templating/templatePaths";
import type { CardClient } from "./cardClient";
import { readCardMessage, type CardMessageSource } from "./cardMessage";
import type { CardUser } from "./CardWorld";
import { mayPress } from "./mayPress";
import { showPrivately } from "./privateCard";

/** The user as the card rules ask about them: an id, GM or not, and which actors they own. */
export function viewer(user: User.Implementation): CardUser {
  return {
    id: user.id ?? "",
    isGM: user.isGM,
    owns(ref) {
      const actor = actorAt(ref);
      return actor !== undefined && actor.testUserPermission(user, "OWNER");
    },
  };
}

/** What is read of the message being drawn, beside its card: who sees it, its rolls, its id. */
interface MessageOnScreen extends CardMessageSource, Pick<ChatMessage.Implementation, "whisper" | "blind" | "isContentVisible" | "rolls" | "id"> {}

/** Core's private look, named for the roller: what a viewer sees of a card kept from them. */
async function drawPrivately(message: MessageOnScreen, html: HTMLElement, roller: string): Promise<void> {
  const who = userName(roller);
  const rolls = await Promise.all(message.rolls.map((roll) => roll.render({ isPrivate: true })));
  showPrivately(html, { who, flavor: game.i18n?.format("CHAT.PrivateRollContent", { user: who }) ?? who, rolls: rolls.join("") });
}

function userName(userId: string): string {
  return game.users?.get(userId)?.name ?? game.i18n?.localize("CHAT.UnknownUser") ?? userId;
}

/**
 * Draws a card message from its `system` data for the user looking at it: the rule set's view,
 * only the buttons this user may press, and their clicks wired to the card client. Drawn anew on
 * every render, so a used button shows as used on every client after the GM's update. A viewer
 * the card is kept from sees what core shows for a private roll; a card no GM's game wrote is
 * drawn without buttons, with a line saying why.
 */
export async function renderCard(message: MessageOnScreen, html: HTMLElement, module: RuleSetModule, client: CardClient): Promise<void> {
  const read = readCardMessage(message);
  const user = game.user;
  const content = html.querySelector(".message-content");
  if (read === null || user === undefined || user === null || user.id === null || !(content instanceof HTMLElement)) return;
  // The message class answers for a card as for its roller's own roll (see TurnwrightChatMessage).
  if (!message.isContentVisible) {
    await drawPrivately(message, html, read.roller);
    return;
  }
  const actors: Record<string, ActorSnapshot> = {};
  for (const ref of read.card.actors) {
    const actor = actorAt(ref);
    if (actor instanceof TurnwrightActor) actors[ref] = actor.snapshot();
  }
  const who = viewer(user);
  const context = cardTemplateContext(module.cards.view(read.card, actors), (audience) => mayPress(audience, who), !read.writtenByGM);
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(systemPath(CARD_TEMPLATE), { ...context });
  const id = message.id;
  if (id === null || !read.writtenByGM) return;
  for (const button of content.querySelectorAll<HTMLButtonElement>(`button[data-action="${CARD_BUTTON_ACTION}"]`)) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const pressed = button.dataset["button"];
      if (pressed === undefined || button.disabled) return;
      // A button with a number beside it sends what was typed there, as typed: the GM's game checks it.
      const typed = content.querySelector<HTMLInputElement>(`input[data-amount-for="${CSS.escape(pressed)}"]`)?.value;
      // Held down until the GM's update redraws the card: a second click cannot send twice.
      button.disabled = true;
      void client.press(id, pressed, typed).finally(() => {
        if (button.isConnected) button.disabled = false;
      });
    });
  }
}
