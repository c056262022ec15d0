import { executeRollRequest, requestAudience } from "../src/foundry/rollRequests/rollRequestRequest";
import { candidatesOnce, readRequestAnswer, requestContext, type Candidate } from "../src/foundry/applications/rollRequest/rollRequestView";
import { translate } from "../src/foundry/templating/Translator";
import { GALLERY_GMS } from "./GalleryPlay";
import { seatOf, type GalleryState } from "./GalleryState";

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The GM's "Ask for a roll" in the token HUD's left column, as the system adds it in Foundry
 * (src/foundry/rollRequests/registerRollRequests.ts through gmTokenHud.ts), for a GM where the
 * world's rule set has tests to ask for: nothing for a player's eyes.
 */
export function rollRequestControl(state: GalleryState): string {
  if (!seatOf(state, state.viewer).user.isGM || state.world.module.rollRequests === undefined) return "";
  const title = translate(state.i18n, { key: "TURNWRIGHT.RollRequest.Button" });
  return `<button type="button" class="control-icon" data-action="turnwrightRollRequest" data-tooltip="TURNWRIGHT.RollRequest.Button" aria-label="${escape(title)}"><i class="fa-solid fa-bullhorn" inert></i></button>`;
}

/** Who the dialog offers: the HUD's token and those selected beside it, then the other fighter, named. */
function candidates(state: GalleryState): Candidate[] {
  const [first] = state.fighters;
  const selected = new Set([first, ...state.play.selected]);
  return candidatesOnce(state.fighters.map((ref) => ({ ref, name: state.world.actor(ref).name, from: selected.has(ref) ? "selected" : "named" })));
}

/** The dialog, drawn as core's DialogV2 draws one (v13 client/applications/api/dialog.mjs, `_renderHTML`), from the system's own template and view. */
export function rollRequestPanel(state: GalleryState): string {
  const rules = state.world.module.rollRequests;
  if (rules === undefined) return "";
  const content = state.templates.rollRequest({ ...requestContext(rules, candidates(state), "selected", state.i18n) });
  const title = translate(state.i18n, { key: "TURNWRIGHT.RollRequest.DialogTitle" });
  return `<section class="gallery-panel gallery-panel--modifiers" data-panel="roll-request">
    <h3 class="gallery-caption">Ask for a roll</h3>
    <div class="application dialog turnwright turnwright-roll-request-dialog" role="dialog" aria-label="${escape(title)}">
      <header class="window-header">
        <h1 class="window-title"><i class="fa-solid fa-dice-d20" inert></i> ${escape(title)}</h1>
        <button type="button" class="header-control fa-solid fa-xmark" data-action="rollRequestClose" aria-label="Close"></button>
      </header>
      <section class="window-content">
        <form class="dialog-form standard-form" data-request-form autocomplete="off">
          <div class="dialog-content standard-form">${content}</div>
          <footer class="form-footer">
            <button type="submit" data-action="rollRequestAsk"><i class="fa-solid fa-bullhorn" inert></i> ${escape(translate(state.i18n, { key: "TURNWRIGHT.RollRequest.Ask" }))}</button>
          </footer>
        </form>
      </section>
    </div>
  </section>`;
}

/** The form as core's DialogV2.input reads it (FormDataExtended: a checkbox is a boolean, a select its value). */
function formAnswer(form: HTMLFormElement): Record<string, string | boolean> {
  const answer: Record<string, string | boolean> = {};
  for (const field of Array.from(form.elements)) {
    if (field instanceof HTMLInputElement && field.type === "checkbox") answer[field.name] = field.checked;
    else if (field instanceof HTMLSelectElement) answer[field.name] = field.value;
  }
  return answer;
}

/** The dialog's Ask, run as the active GM's game runs the request: one card, seen as its secrecy chose. Answers a refusal's words, or null. */
export async function onRollRequest(state: GalleryState, form: HTMLFormElement): Promise<string | null> {
  state.pendingRequest = null;
  const request = readRequestAnswer(formAnswer(form), candidates(state));
  if (request === null) return null;
  state.world.audience = requestAudience(request.secret, GALLERY_GMS);
  const done = await executeRollRequest(state.world, request, seatOf(state, state.viewer).user);
  return done.ok ? null : translate(state.i18n, { key: `TURNWRIGHT.Refusal.${done.refusal.code}`, data: done.refusal.data ?? {} });
}
