import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import type { CardTable } from "../chat/CardTable";
import { registerGmRequest } from "../gm/requestOfGM";
import type { GmHudAction } from "../canvas/gmTokenHud";
import type { PlayedRules } from "../playedRules";
import type { Candidate } from "../applications/rollRequest/rollRequestView";

/** Opens the GM's dialog that asks for a roll, the actors found where `ticked` says ticked; fetched with the first use. */
export type AskForRoll = (ticked: Candidate["from"]) => Promise<void>;

/**
 * Adds the GM's "Ask for a roll" to the combat tracker's header, beside the Odds button (v13
 * templates/sidebar/tabs/combat/header.hbs `.control-buttons.right`, drawn again with each
 * `renderCombatTracker`): the combat's actors ticked.
 */
function trackerButton(ask: AskForRoll, offered: () => boolean): void {
  Hooks.on("renderCombatTracker", (_tracker, html) => {
    if (game.user?.isGM !== true || !offered()) return;
    const controls = html.querySelector(".combat-tracker-header .control-buttons.right");
    if (controls === null || controls.querySelector('[data-turnwright="rollRequest"]') !== null) return;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "inline-control combat-control icon fa-solid fa-bullhorn";
    button.dataset["turnwright"] = "rollRequest";
    button.dataset["tooltip"] = "TURNWRIGHT.RollRequest.Button";
    button.setAttribute("aria-label", game.i18n?.localize("TURNWRIGHT.RollRequest.Button") ?? "");
    button.addEventListener("click", (event) => {
      event.preventDefault();
      void ask("combat");
    });
    controls.prepend(button);
  });
}

/**
 * The GM's request for a roll, wired at `init`: the request the active GM answers
 * (`turnwright.rollRequest`, refused to anyone but a GM), the tracker's button and the token HUD's
 * (the controlled tokens' actors ticked). The dialog and the GM's side are fetched with the first
 * use; the boot holds these few lines. Answers the HUD's action and the dialog's opener.
 */
export function registerRollRequests(played: PlayedRules, table: CardTable): { readonly hud: GmHudAction; readonly ask: AskForRoll } {
  let arrived: RuleSetModule | undefined;
  void played().then((module) => {
    arrived = module;
  });
  registerGmRequest("rollRequest", async (payload, requester) => (await import("./rollRequestRequest")).rollRequestHandler(played, table)(payload, requester));
  const ask: AskForRoll = async (ticked) => {
    const [module, dialog] = await Promise.all([played(), import("../applications/rollRequest/askForRoll")]);
    if (module !== undefined) await dialog.askForRoll(module, ticked);
  };
  const offered = (): boolean => arrived?.rollRequests !== undefined;
  trackerButton(ask, offered);
  return {
    hud: { id: "rollRequest", icon: "fa-solid fa-bullhorn", title: "TURNWRIGHT.RollRequest.Button", shown: offered, run: () => void ask("selected") },
    ask,
  };
}
