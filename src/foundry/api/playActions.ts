import { text } from "../../engine/text/LocalText";
import type { Outcome } from "../../engine/Refusal";
import type { CardClient } from "../chat/cardClient";
import { readCardMessage } from "../chat/cardMessage";
import { cardActors } from "../chat/cardActors";
import { mayPress } from "../chat/mayPress";
import { viewer } from "../chat/renderCard";
import { requestOfGM } from "../gm/requestOfGM";
import { cardSteps, chooseStep, type CardStep, type StepWanted } from "./cardSteps";
import { actorAt } from "../gm/actorUpdate";
import { readyGame } from "../readyGame";
import { refusalText } from "../gm/words";
import type { SheetRules } from "../applications/sheets/SheetRules";
import { gameTranslator } from "../templating/gameTranslator";
import { translate } from "../templating/Translator";
import { sheetActionsOf } from "./actorActions";
import { apiAction } from "./apiAction";
import type { ApiCardStep, ApiOutcome, PlayActions } from "./PlayApi";
import { combatOf } from "./combatOf";
import { refused } from "./refused";
import { checkStart, readChoice } from "./startAction";

/** The GM's answer as the API answers it: done, or the words the user was shown. */
function answered(outcome: Outcome<unknown>): ApiOutcome<object> {
  return outcome.ok ? { ok: true } : { ok: false, reason: refusalText(readyGame("the API's actions").i18n, outcome.refusal) };
}

/**
 * The card a message holds, its steps as drawn for this user; null when the message holds no card
 * or is not listed for them. A card kept from them lists only the steps open to them (a defence
 * against a private attack), as it is drawn.
 */
async function stepsOf(rules: SheetRules, messageId: string): Promise<readonly CardStep[] | null> {
  const game = readyGame("the API's actions");
  const module = await rules.module();
  const message = typeof messageId === "string" ? game.messages.get(messageId) : undefined;
  const read = message === undefined ? null : readCardMessage(message);
  if (module === undefined || message === undefined || read === null || !message.visible) return null;
  const who = viewer(game.user);
  const steps = cardSteps(module.cards.view(read.card, cardActors(read.card.actors)), read.writtenByGM, (audience) => mayPress(audience, who));
  return message.isContentVisible ? steps : steps.filter((step) => step.allowed);
}

/**
 * What of `game.turnwright.api` acts, over the sheets' own rules and the cards' client: a start
 * is checked against the sheet's view and then sent as the sheet's button sends it; a card's
 * step, a spend and a pass go as their buttons go.
 */
export function playActions(rules: SheetRules, cards: Pick<CardClient, "start" | "press">): PlayActions {
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
      const started = await cards.start(actor, checked.action.action, checked.action.data, { quick: false }, request.targets);
      return started.ok
        ? { ok: true, messageId: started.value.messageId }
        : { ok: false, reason: refusalText(readyGame("the API's actions").i18n, started.refusal) };
    },

    async cardSteps(message): Promise<readonly ApiCardStep[]> {
      const steps = await stepsOf(rules, message);
      const words = gameTranslator();
      return (steps ?? []).map((step) => ({ ...step, label: translate(words, step.label) }));
    },

    press: ({ message, step }) => takeStep(message, { kind: "step", id: step }),
    applyDamage: ({ message, step }) => takeStep(message, step === undefined ? { kind: "damage" } : { kind: "damage", id: step }),
    spendLuck: ({ message, step }) => takeStep(message, step === undefined ? { kind: "luck" } : { kind: "luck", id: step }),

    async spend({ combatant, action, combat }) {
      const fight = combatOf(combat);
      if (fight === undefined) return refused(text("TURNWRIGHT.Api.NoCombat"));
      return answered(await requestOfGM("spendAction", { combat: fight.id, combatant, action }));
    },

    async pass({ combatant, combat }) {
      const fight = combatOf(combat);
      if (fight === undefined) return refused(text("TURNWRIGHT.Api.NoCombat"));
      return answered(await requestOfGM("passCombatant", { combat: fight.id, combatant }));
    },
  };

  /** A card's step of the kind asked for, taken as its button takes it, or refused in words. */
  async function takeStep(message: string, wanted: StepWanted): Promise<ApiOutcome<object>> {
    const steps = await stepsOf(rules, message);
    if (steps === null) return refused(text("TURNWRIGHT.Refusal.card-gone"));
    const chosen = chooseStep(steps, wanted);
    if (!chosen.ok) return refused(chosen.words);
    return answered(await cards.press(message, chosen.step.id));
  }
}
