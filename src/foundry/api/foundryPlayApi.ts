import type { CardClient } from "../chat/cardClient";
import { fightRecord } from "../documents/fighterRecord";
import type { SheetRules } from "../applications/sheets/SheetRules";
import { actingNow } from "./actingNow";
import { combatOf } from "./combatOf";
import type { PlayActions, PlayApi } from "./PlayApi";

/**
 * `game.turnwright.api`, over the sheets' own rules and the cards' client. What acts is fetched
 * when a module first asks for it (playActions, and the odds' study in foundryOdds): a world
 * that uses no module loads none of it at boot. Every start is checked against the sheet's view
 * and then sent as the sheet's button sends it.
 */
export function createPlayApi(rules: SheetRules, cards: Pick<CardClient, "start" | "press">, askForRoll: () => Promise<void>): PlayApi {
  let fetched: Promise<PlayActions> | null = null;
  const later = (): Promise<PlayActions> => (fetched ??= import("./playActions").then((loaded) => loaded.playActions(rules, cards)));
  return {
    actions: async (actor) => (await later()).actions(actor),
    start: async (request) => (await later()).start(request),
    cardSteps: async (message) => (await later()).cardSteps(message),
    press: async (request) => (await later()).press(request),
    applyDamage: async (request) => (await later()).applyDamage(request),
    spendLuck: async (request) => (await later()).spendLuck(request),
    spend: async (request) => (await later()).spend(request),
    pass: async (request) => (await later()).pass(request),
    odds: async (request) => (await import("./foundryOdds")).oddsOf(request),
    requestRoll: async (request) => (await import("./requestRoll")).requestRoll(rules, request),
    askForRoll,

    speaker() {
      const actor = ChatMessage.getSpeakerActor(ChatMessage.getSpeaker());
      return actor === null ? null : actor.uuid;
    },

    acting() {
      const fight = combatOf(undefined);
      return fight === undefined ? [] : actingNow(fight.id, fightRecord(fight.combat));
    },
  };
}
