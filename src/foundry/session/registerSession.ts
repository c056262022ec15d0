import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { counted } from "../../engine/text/LocalText";
import type { PlayedRules } from "../playedRules";
import { TurnwrightActor } from "../documents/TurnwrightActor";
import { readyGame, setUpGame } from "../readyGame";
import { say } from "../gm/words";
import { sessionTallies, sessionUpdates } from "./sessionUpdates";
import { withTallies } from "../data/worldTallies";

/** The GM starts a new session: every actor of the world's rule set gets its spent luck back, in one batch. */
async function newSession(module: RuleSetModule): Promise<void> {
  const game = readyGame("the session");
  const actors = game.actors.contents.flatMap((actor) =>
    actor instanceof TurnwrightActor && actor.id !== null && actor.type === module.documents.actorType ? [{ id: actor.id, snapshot: actor.snapshot() }] : [],
  );
  const updates = sessionUpdates(module, actors);
  const stored = game.settings.get("turnwright", "tallies");
  const refill = sessionTallies(module, stored);
  const pools = (module.tallies ?? [])
    .filter((tally) => refill[tally.name] !== undefined)
    .map((tally) => game.i18n.format("TURNWRIGHT.Session.Pool", { label: say(game.i18n, tally.label), count: String(tally.session) }));
  if (updates.length === 0 && pools.length === 0) {
    ui.notifications?.info(game.i18n.localize("TURNWRIGHT.Session.Nothing"));
    return;
  }
  const type = game.i18n.localize(`TYPES.Actor.${module.documents.actorType}`);
  const poolLine = pools.length === 0 ? "" : `<p>${game.i18n.format("TURNWRIGHT.Session.Pools", { pools: game.i18n.getListFormatter().format(pools) })}</p>`;
  const confirmed = await foundry.applications.api.DialogV2.confirm({
    window: { title: game.i18n.localize("TURNWRIGHT.Session.Title") },
    content: `<p>${say(game.i18n, counted("TURNWRIGHT.Session.Confirm", updates.length, { type }))}</p>${poolLine}`,
  });
  if (confirmed !== true) return;
  if (updates.length > 0) await Actor.implementation.updateDocuments(updates);
  if (pools.length > 0) await game.settings.set("turnwright", "tallies", withTallies(stored, module, refill));
  ui.notifications?.info(say(game.i18n, counted("TURNWRIGHT.Session.Done", updates.length)));
}

/** A GM-only button atop the Actors directory: "New session: restore luck". */
export function registerSession(module: PlayedRules): void {
  Hooks.on("renderActorDirectory", (_app, html) => {
    // The directory is drawn before the rules may have arrived: the button joins it when they do.
    void module().then((rules) => addSessionButton(html, rules));
  });
}

/** Core draws the Actors directory at setup, before the game is ready (v13 client/game.mjs Game#setupGame, initializeUI). */
function addSessionButton(html: HTMLElement, rules: RuleSetModule | undefined): void {
  const game = setUpGame("the session");
  if (rules === undefined || !game.user.isGM || html.querySelector(".turnwright-session") !== null) return;
  const button = document.createElement("button");
  button.type = "button";
  button.className = "turnwright-session";
  button.innerHTML = `<i class="fa-solid fa-star" inert></i> ${game.i18n.localize("TURNWRIGHT.Session.Button")}`;
  button.addEventListener("click", () => void newSession(rules));
  (html.querySelector(".header-actions") ?? html).append(button);
}
