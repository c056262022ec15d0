import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { visibilityOfMessage } from "../dice/userMessageMode";
import { actorAt } from "../gm/actorUpdate";
import { cardTemplateContext, privateButtonsContext, CARD_BUTTON_ACTION, type CardTemplateContext } from "../templating/cardContext";
import { CARD_TEMPLATE, systemPath } from "../templating/templatePaths";
import { cardActors, playerOwned } from "./cardActors";
import type { CardClient } from "./cardClient";
import { readCardMessage, type CardMessageSource } from "./cardMessage";
import { cardSight } from "./cardSight";
import type { CardUser } from "./CardWorld";
import { answers, mayPress, pressesNow } from "./mayPress";
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
 * the card is kept from sees what core shows for a private roll, and below it the buttons still
 * open to them (a defence against a private attack; see cardSight); a card no GM's game wrote is
 * drawn without buttons, with a line saying why.
 */
export async function renderCard(message: MessageOnScreen, html: HTMLElement, module: RuleSetModule, client: CardClient): Promise<void> {
  const read = readCardMessage(message);
  const user = game.user;
  const content = html.querySelector(".message-content");
  if (read === null || user === undefined || user === null || user.id === null || !(content instanceof HTMLElement)) return;
  const view = module.cards.view(read.card, cardActors(read.card.actors));
  const who = viewer(user);
  const press = (audience: Parameters<typeof mayPress>[0]): boolean => mayPress(audience, who);
  // The message class answers for a card as for its roller's own roll (see TurnwrightChatMessage).
  if (!message.isContentVisible) {
    await drawPrivately(message, html, read.roller);
    const sight = cardSight(
      { ...visibilityOfMessage(message), roller: read.roller, rolled: read.thrown },
      who.id,
      pressesNow(view, read.writtenByGM, who, playerOwned),
    );
    if (sight === "buttons")
      await drawButtons(
        content,
        privateButtonsContext(view, (audience) => answers(audience, who, playerOwned)),
        message.id,
        client,
        true,
      );
    return;
  }
  await drawButtons(content, cardTemplateContext(view, press, !read.writtenByGM), read.writtenByGM ? message.id : null, client, false);
}

/**
 * The card's template drawn into the message's content, in place of what is there or after it
 * (`below`: under core's private roll), each button's click sent to the GM through the card client.
 * `id` null: a card no GM's game wrote, whose buttons (none are drawn) are never wired.
 */
async function drawButtons(content: HTMLElement, context: CardTemplateContext, id: string | null, client: CardClient, below: boolean): Promise<void> {
  const drawn = await foundry.applications.handlebars.renderTemplate(systemPath(CARD_TEMPLATE), { ...context });
  if (below) content.insertAdjacentHTML("beforeend", drawn);
  else content.innerHTML = drawn;
  if (id === null) return;
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
