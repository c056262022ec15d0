import type { LocalText } from "../../engine/play/LocalText";
import { text } from "../../engine/play/LocalText";
import type { CardClient } from "../chat/cardClient";
import { actorAt } from "../gm/actorUpdate";
import { readyGame } from "../gm/readyGame";
import { refusalText } from "../gm/words";
import type { SheetRules } from "../sheets/SheetRules";
import { gameTranslator } from "../templating/gameTranslator";
import { translate } from "../templating/Translator";
import { apiAction, sheetActionsOf } from "./actorActions";
import type { ApiOutcome, PlayApi } from "./PlayApi";
import { checkStart, readChoice } from "./startAction";

/** Tells the user why nothing happened, and answers it to the caller in the same words. */
function refused(words: LocalText): { readonly ok: false; readonly reason: string } {
  const reason = translate(gameTranslator(), words);
  ui.notifications?.warn(reason);
  return { ok: false, reason };
}

/**
 * `game.turnwright.api`, over the sheets' own rules and the cards' client: a start is checked
 * against the sheet's view and then sent as the sheet's button sends it.
 */
export function createPlayApi(rules: SheetRules, cards: Pick<CardClient, "start">): PlayApi {
  return {
    async actions(ref) {
      const actor = actorAt(ref);
      if (actor === undefined) return [];
      const words = gameTranslator();
      return (await sheetActionsOf(rules, actor)).map((action) => apiAction(action, words));
    },

    async start(request): Promise<ApiOutcome<{ readonly messageId: string }>> {
      const actor = typeof request.actor === "string" ? actorAt(request.actor) : undefined;
      if (actor === undefined) return refused(text("TURNWRIGHT.Refusal.actor-missing"));
      const choice = readChoice(request.action, request.data);
      if (choice === null) return refused(text("TURNWRIGHT.Api.NotOffered", { name: actor.name }));
      const items = actor.items.contents.flatMap((item) => (item.id === null ? [] : [item.id]));
      const checked = checkStart(actor.name, items, await sheetActionsOf(rules, actor), choice);
      if (!checked.ok) return refused(checked.words);
      const started = await cards.start(actor, checked.action.action, checked.action.data, request.targets);
      return started.ok ? { ok: true, messageId: started.value.messageId } : { ok: false, reason: refusalText(readyGame().i18n, started.refusal) };
    },

    speaker() {
      const actor = ChatMessage.getSpeakerActor(ChatMessage.getSpeaker());
      return actor === null ? null : actor.uuid;
    },
  };
}
