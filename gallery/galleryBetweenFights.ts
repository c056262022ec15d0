import { executeBetweenFights } from "../src/foundry/betweenFights/betweenFightsRequest";
import { PUBLIC } from "../src/foundry/dice/messageVisibility";
import { translate } from "../src/foundry/templating/Translator";
import { seatOf, type GalleryState } from "./GalleryState";

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The GM's between-fights button in the token HUD's left column, as the system adds it in Foundry
 * (src/foundry/canvas/gmTokenHud.ts: a `button.control-icon` in `.col.left`, for a GM, where the
 * world's rule set has such a rule): nothing for a player's eyes.
 */
export function betweenFightsControl(state: GalleryState): string {
  if (!seatOf(state, state.viewer).user.isGM || state.world.module.betweenFights === undefined) return "";
  const title = translate(state.i18n, { key: "TURNWRIGHT.BetweenFights.Button" });
  return `<button type="button" class="control-icon" data-action="turnwrightBetweenFights" data-tooltip="TURNWRIGHT.BetweenFights.Button" aria-label="${escape(title)}"><i class="fa-solid fa-campground" inert></i></button>`;
}

/**
 * Its click, run as the active GM's game runs the request (executeBetweenFights): for the HUD's
 * token and the tokens selected beside it, each actor once, on a card the whole table sees.
 */
export async function onBetweenFights(state: GalleryState, ref: string): Promise<string | null> {
  const actors = [...new Set([ref, ...state.play.selected])];
  state.world.audience = PUBLIC;
  const done = await executeBetweenFights(state.world, { actors }, seatOf(state, state.viewer).user);
  return done.ok ? null : translate(state.i18n, { key: `TURNWRIGHT.Refusal.${done.refusal.code}`, data: done.refusal.data ?? {} });
}
