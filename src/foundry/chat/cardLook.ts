import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import type { CardLook, LookedAtMessage } from "../documents/TurnwrightChatMessage";
import type { PlayedRules } from "../playedRules";
import { visibilityOfMessage } from "../dice/userMessageMode";
import { cardActors, playerOwned } from "./cardActors";
import { pressesNow } from "./mayPress";
import type { CardClient } from "./cardClient";
import { readCardMessage } from "./cardMessage";
import { cardListedFor, cardShownTo, cardSight, type CardAudience } from "./cardSight";
import { renderCard, viewer } from "./renderCard";

/**
 * How a card message looks to this game's user: a card is the GM's game's writing but its
 * roller's roll, so who sees it is core's answer for the roller's own roll (see cardSight). The
 * rules are read once they have arrived: who a card is listed for is asked without waiting
 * (`visible` is a getter), and no card is ever drawn without its buttons.
 */
export function cardLook(module: PlayedRules, client: CardClient): CardLook {
  let arrived: RuleSetModule | undefined;
  void module().then((rules) => {
    arrived = rules;
  });

  const audienceOf = (message: LookedAtMessage): CardAudience | null => {
    const read = readCardMessage(message);
    return read === null ? null : { ...visibilityOfMessage(message), roller: read.roller, rolled: read.thrown };
  };

  /** Whether this game's user has a button of the card open to press. */
  const pressesHere = (message: LookedAtMessage): boolean => {
    const read = readCardMessage(message);
    const user = game.user;
    if (read === null || arrived === undefined || user === undefined || user === null) return false;
    return pressesNow(arrived.cards.view(read.card, cardActors(read.card.actors)), read.writtenByGM, viewer(user), playerOwned);
  };

  return {
    listed(message) {
      const audience = audienceOf(message);
      const id = game.user?.id;
      if (audience === null || id === undefined || id === null) return null;
      // The rules' view is read only where the card's own audience leaves the viewer out.
      return cardListedFor(audience, id) || cardSight(audience, id, pressesHere(message)) !== "unlisted";
    },
    contentShown(message) {
      const audience = audienceOf(message);
      const id = game.user?.id;
      return audience === null || id === undefined || id === null ? null : cardShownTo(audience, id);
    },
    async draw(message, html) {
      const rules = await module();
      if (rules !== undefined) await renderCard(message, html, rules, client);
    },
  };
}
