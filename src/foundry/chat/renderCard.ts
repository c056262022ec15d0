import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import { readCardState } from "../../engine/play/readCardState";
import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import { actorAt } from "../gm/actorUpdate";
import { cardTemplateContext, CARD_BUTTON_ACTION } from "../templating/cardContext";
import { CARD_TEMPLATE, systemPath } from "../templating/templatePaths";
import { CARD_MESSAGE_TYPE } from "./CardMessageModel";
import type { CardClient } from "./cardClient";
import type { CardUser } from "./CardWorld";
import { mayPress } from "./mayPress";

function viewer(user: User.Implementation): CardUser {
  return {
    id: user.id ?? "",
    isGM: user.isGM,
    owns(ref) {
      const actor = actorAt(ref);
      return actor !== undefined && actor.testUserPermission(user, "OWNER");
    },
  };
}

/**
 * Draws a card message from its `system` data for the user looking at it: the rule set's view,
 * only the buttons this user may press, and their clicks wired to the card client. Drawn anew on
 * every render, so a used button shows as used on every client after the GM's update.
 */
export async function renderCard(message: { readonly type: string; readonly system: unknown; readonly id: string | null }, html: HTMLElement, module: RuleSetModule, client: CardClient): Promise<void> {
  if (message.type !== CARD_MESSAGE_TYPE) return;
  const system: unknown = message.system;
  const card = typeof system === "object" && system !== null ? readCardState(Reflect.get(system, "card")) : null;
  const user = game.user;
  const content = html.querySelector(".message-content");
  if (card === null || user === undefined || user === null || !(content instanceof HTMLElement)) return;
  const actors: Record<string, ActorSnapshot> = {};
  for (const ref of card.actors) {
    const actor = actorAt(ref);
    if (actor instanceof TurnwrightActor) actors[ref] = actor.snapshot();
  }
  const who = viewer(user);
  const context = cardTemplateContext(module.cards.view(card, actors), (audience) => mayPress(audience, who));
  content.innerHTML = await foundry.applications.handlebars.renderTemplate(systemPath(CARD_TEMPLATE), { ...context });
  const id = message.id;
  if (id === null) return;
  for (const button of content.querySelectorAll<HTMLButtonElement>(`button[data-action="${CARD_BUTTON_ACTION}"]`)) {
    button.addEventListener("click", (event) => {
      event.preventDefault();
      const pressed = button.dataset["button"];
      if (pressed === undefined || button.disabled) return;
      // Held down until the GM's update redraws the card: a second click cannot send twice.
      button.disabled = true;
      void client.press(id, pressed).finally(() => {
        if (button.isConnected) button.disabled = false;
      });
    });
  }
}
