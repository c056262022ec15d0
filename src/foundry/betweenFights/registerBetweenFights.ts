import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import type { CardTable } from "../chat/CardTable";
import { registerGmRequest, requestOfGM } from "../gm/requestOfGM";
import type { GmHudAction } from "../canvas/gmTokenHud";
import type { PlayedRules } from "../playedRules";
import { TurnwrightCombat } from "../documents/TurnwrightCombat";

/**
 * The GM's action between fights, wired at `init`: the request the active GM applies
 * (`turnwright.betweenFights`, refused to anyone but a GM), the offer posted when a fight is
 * deleted, and the token HUD's button for the tokens the GM controls. What they run is fetched
 * with the first use; the boot holds these few lines. Answers the HUD's button.
 */
export function registerBetweenFights(played: PlayedRules, table: CardTable): GmHudAction {
  let arrived: RuleSetModule | undefined;
  void played().then((module) => {
    arrived = module;
  });
  registerGmRequest("betweenFights", async (payload, requester) =>
    (await import("./betweenFightsRequest")).betweenFightsHandler(played, table)(payload, requester),
  );
  // Core's "End Combat" deletes the fight (v13 client/applications/sidebar/tabs/combat-tracker.mjs): the active GM's game alone offers what follows.
  Hooks.on("deleteCombat", (combat) => {
    if (!(combat instanceof TurnwrightCombat) || !combat.started || game.users?.activeGM?.isSelf !== true) return;
    void Promise.all([played(), import("./offerAfterFight")]).then(([module, offer]) =>
      module === undefined ? undefined : offer.offerAfterFight(module, combat),
    );
  });
  return {
    id: "betweenFights",
    icon: "fa-solid fa-campground",
    title: "TURNWRIGHT.BetweenFights.Button",
    shown: () => arrived?.betweenFights !== undefined,
    run: (actors) => void requestOfGM("betweenFights", { actors }),
  };
}
