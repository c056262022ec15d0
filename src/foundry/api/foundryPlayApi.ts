import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { LocalText } from "../../engine/play/LocalText";
import { text } from "../../engine/play/LocalText";
import type { Outcome } from "../../engine/Refusal";
import type { CardClient } from "../chat/cardClient";
import { readCardMessage } from "../chat/cardMessage";
import { mayPress } from "../chat/mayPress";
import { viewer } from "../chat/renderCard";
import { fightRecord } from "../combat/fighterRecord";
import { fightSettings } from "../combat/fightSettings";
import { TurnwrightCombat } from "../combat/TurnwrightCombat";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import { requestOfGM } from "../gm/requestOfGM";
import { fightOfCombat } from "../odds/fightOfCombat";
import { fightScenario } from "../odds/fightScenario";
import { studyWorker } from "../odds/OddsRun";
import { oddsWorkerFile } from "../odds/oddsWorkerFile";
import { systemPath } from "../templating/templatePaths";
import { actingNow } from "./actingNow";
import { cardSteps, chooseStep, type CardStep, type StepWanted } from "./cardSteps";
import { runStudy, studySize, worldScenario } from "./studyOdds";
import { actorAt } from "../gm/actorUpdate";
import { readyGame } from "../gm/readyGame";
import { refusalText } from "../gm/words";
import type { SheetRules } from "../sheets/SheetRules";
import { gameTranslator } from "../templating/gameTranslator";
import { translate } from "../templating/Translator";
import { sheetActionsOf } from "./actorActions";
import { apiAction } from "./apiAction";
import type { ApiCardStep, ApiOutcome, PlayApi } from "./PlayApi";
import { checkStart, readChoice } from "./startAction";

/** Tells the user why nothing happened, and answers it to the caller in the same words. */
function refused(words: LocalText): { readonly ok: false; readonly reason: string } {
  const reason = translate(gameTranslator(), words);
  ui.notifications?.warn(reason);
  return { ok: false, reason };
}

/** The GM's answer as the API answers it: done, or the words the user was shown. */
function answered(outcome: Outcome<unknown>): ApiOutcome<object> {
  return outcome.ok ? { ok: true } : { ok: false, reason: refusalText(readyGame().i18n, outcome.refusal) };
}

/** The card a message holds, its steps as drawn for this user; null when the message holds no card. */
async function stepsOf(rules: SheetRules, messageId: string): Promise<readonly CardStep[] | null> {
  const game = readyGame();
  const module = await rules.module();
  const message = typeof messageId === "string" ? game.messages.get(messageId) : undefined;
  const read = message === undefined ? null : readCardMessage(message);
  if (module === undefined || message === undefined || read === null || !message.isContentVisible) return null;
  const actors: Record<string, ActorSnapshot> = {};
  for (const ref of read.card.actors) {
    const actor = actorAt(ref);
    if (actor instanceof TurnwrightActor) actors[ref] = actor.snapshot();
  }
  const who = viewer(game.user);
  return cardSteps(module.cards.view(read.card, actors), read.writtenByGM, (audience) => mayPress(audience, who));
}

/** The combat a request names, or the one under way, with its id. */
function combatOf(id: string | undefined): { readonly combat: TurnwrightCombat; readonly id: string } | undefined {
  const game = readyGame();
  const combat = id === undefined ? game.combat : game.combats.get(id);
  return combat instanceof TurnwrightCombat && combat.id !== null ? { combat, id: combat.id } : undefined;
}

/** A fresh seed, as the Odds dialog draws one. */
function freshSeed(): number {
  return Math.floor(Math.random() * 4_294_967_296);
}

/**
 * `game.turnwright.api`, over the sheets' own rules and the cards' client: a start is checked
 * against the sheet's view and then sent as the sheet's button sends it.
 */
export function createPlayApi(rules: SheetRules, cards: Pick<CardClient, "start" | "press">): PlayApi {
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

    acting() {
      const fight = combatOf(undefined);
      return fight === undefined ? [] : actingNow(fight.id, fightRecord(fight.combat));
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

    async odds(request) {
      const size = studySize(request.trials, request.seed, freshSeed);
      if (!size.ok) return refused(size.words);
      const { ruleset } = fightSettings().study;
      let scenario;
      if (request.scenario === undefined) {
        // The fight's actors, hidden stats and all, are the GM's to study, as the tracker's Odds button is.
        if (!readyGame().user.isGM) return refused(text("TURNWRIGHT.Api.OddsGmOnly"));
        const fight = combatOf(request.combat);
        if (fight === undefined) return refused(text("TURNWRIGHT.Api.NoCombat"));
        const study = fightScenario(fightOfCombat(fight.combat), size.seed, ruleset);
        if (!study.ok) return refused(study.reason);
        scenario = study.scenario;
      } else {
        const read = worldScenario(request.scenario, ruleset);
        if (!read.ok) return refused(read.words);
        scenario = read.scenario;
      }
      // The worker of the world's rule set, from the system's folder, as the Odds dialog starts it (v13 common/utils/helpers.mjs `getRoute`).
      const file = foundry.utils.getRoute(systemPath(oddsWorkerFile(scenario.ruleset)));
      const result = await runStudy(() => studyWorker(new Worker(file, { type: "module" })), scenario, size.seed, size.trials);
      return result.ok ? { ok: true, summary: result.summary } : refused(text("TURNWRIGHT.Api.OddsFailed", { message: result.message }));
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
