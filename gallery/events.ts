import { Value } from "@sinclair/typebox/value";
import { translate } from "../src/foundry/templating/Translator";
import { buttonData, toggleChange } from "../src/foundry/applications/sheets/sheetButtons";
import type { Refusal } from "../src/engine/Refusal";
import { ownerSeat, seatOf, type GalleryState } from "./GalleryState";
import { tallyAfter } from "../src/foundry/applications/tracker/tallyView";
import { planTally } from "../src/foundry/data/worldTallies";
import { notify } from "./notify";
import { readMessageMode } from "../src/foundry/dice/messageVisibility";
import { actorView, itemView, renderGallery } from "./render";
import { submitSheet } from "./sheetForms";
import { formValues, readModifierForm, type DialogAnswer } from "../src/foundry/applications/modifiers/modifierDialogView";
import { toggleHudStatus } from "./galleryTokenHud";
import { editEffectDuration, stepEffectClock } from "./galleryEffect";
import { onEffectsPanel } from "./galleryEffectsPanel";
import { onBetweenFights } from "./galleryBetweenFights";
import { onRollRequest } from "./galleryRollRequest";
import { decodeChoice } from "../src/foundry/tah/hudActions";
import { sheetActions } from "../src/engine/play/sheetActions";
import { withoutConditions } from "../src/engine/conditions/conditionState";
import { isRecord } from "./packActors";

/**
 * The gallery's clicks and edits, routed as Foundry routes them: the sheet's own buttons are
 * handled by the sheet, every other sheet button starts the rule set's card as the actor's
 * owner, card buttons are pressed by whoever the chat log is drawn for.
 */
export function wireGallery(root: HTMLElement, state: GalleryState): void {
  const redraw = (): void => renderGallery(root, state);
  root.addEventListener("click", (event) => {
    const target =
      event.target instanceof Element
        ? event.target.closest<HTMLElement>("[data-action], [data-viewer], [data-roll-mode], [data-old-card], [data-select-token]")
        : null;
    if (target === null || (target instanceof HTMLButtonElement && target.disabled)) return;
    // The dialog's Roll submits its form, as DialogV2's buttons do: the submit rolls, not the click.
    if (target.dataset["action"] === "modifiersRoll" || target.dataset["action"] === "rollRequestAsk") return;
    // A roll is quick when the key that skips its dialog is held, as the sheet reads it in Foundry.
    void onClick(state, target, state.keys.skipHeld()).then(redraw);
  });
  root.addEventListener("submit", (event) => {
    event.preventDefault();
    const form = event.target instanceof HTMLFormElement && event.target.matches("[data-modifier-form]") ? event.target : null;
    if (form !== null) void rollWithModifiers(state, form).then(redraw);
    const request = event.target instanceof HTMLFormElement && event.target.matches("[data-request-form]") ? event.target : null;
    if (request !== null)
      void onRollRequest(state, request).then((words) => {
        if (words !== null) notify("warning", words);
        redraw();
      });
  });
  root.addEventListener("change", (event) => {
    const effect = event.target instanceof Element ? event.target.closest<HTMLFormElement>("form[data-effect-form]") : null;
    if (effect !== null) {
      if (editEffectDuration(state, effect)) redraw();
      return;
    }
    const form = event.target instanceof Element ? event.target.closest<HTMLFormElement>("form[data-panel-form]") : null;
    if (form !== null && onChange(state, form)) redraw();
  });
}

function refused(state: GalleryState, refusal: Refusal): void {
  notify("warning", translate(state.i18n, { key: `TURNWRIGHT.Refusal.${refusal.code}`, data: refusal.data ?? {} }));
}

/**
 * A sheet's roll as the sheet starts it: with shift held, at once with the player's last choice;
 * otherwise its modifier dialog opens and the roll waits on it.
 */
async function startRoll(
  state: GalleryState,
  target: HTMLElement,
  ref: string,
  action: string,
  quick: boolean,
  data: Readonly<Record<string, string>> = buttonData(target.dataset),
): Promise<void> {
  const theme = target.closest<HTMLElement>("[data-theme]")?.dataset["theme"] === "dark" ? "dark" : "light";
  if (!quick) {
    state.pendingRoll = { actor: ref, action, data, theme };
    return;
  }
  const rules = state.world.module.cards.modifiers;
  await startRolled(state, ref, action, data, state.remembered.last(ownerSeat(state, ref).id, state.world.module.id, rules, state.play.mode), false);
}

/** The dialog's Roll: its form read as Foundry's dialog reads it, and the roll started with it. */
async function rollWithModifiers(state: GalleryState, form: HTMLFormElement): Promise<void> {
  const pending = state.pendingRoll;
  if (pending === null) return;
  state.pendingRoll = null;
  await startRolled(
    state,
    pending.actor,
    pending.action,
    pending.data,
    readModifierForm(state.world.module.cards.modifiers, formValues(form), state.play.mode),
    true,
  );
}

async function startRolled(
  state: GalleryState,
  ref: string,
  action: string,
  data: Readonly<Record<string, string>>,
  answer: DialogAnswer,
  answered: boolean,
): Promise<void> {
  const owner = ownerSeat(state, ref);
  const other = state.fighters.find((fighter) => fighter !== ref);
  const started = await state.play.start(owner.user, ref, action, data, other === undefined ? [] : [other], { modifiers: answer.choice, mode: answer.mode });
  if (!started.ok) {
    refused(state, started.refusal);
    return;
  }
  // A dialog's answer, remembered once the GM's side took it, as the player's game remembers it.
  if (answered) state.remembered.remember(owner.id, state.world.module.id, answer);
}

async function onClick(state: GalleryState, target: HTMLElement, quick = false): Promise<void> {
  const viewer = target.dataset["viewer"];
  if (viewer !== undefined) {
    state.viewer = viewer;
    return;
  }
  const token = target.dataset["selectToken"];
  if (token !== undefined) {
    // A click on a token selects it or lets it go, as the GM's click with Shift held does on the map.
    state.play.selected = state.play.selected.includes(token) ? state.play.selected.filter((ref) => ref !== token) : [...state.play.selected, token];
    return;
  }
  const mode = readMessageMode(target.dataset["rollMode"]);
  if (mode !== null) {
    state.play.mode = mode;
    return;
  }
  if (target.dataset["oldCard"] !== undefined) {
    postOldCard(state);
    return;
  }
  const action = target.dataset["action"] ?? "";
  if (action === "effectStep") {
    stepEffectClock(state, target.dataset["step"] ?? "");
    return;
  }
  if (onEffectsPanel(state, action, target.dataset["effectId"] ?? "")) return;
  if (action === "tahAction") {
    await onTokenActionHud(state, target, quick);
    return;
  }
  if (action === "turnwrightBetweenFights") {
    const refused = await onBetweenFights(state, target.closest<HTMLElement>("[data-panel='token']")?.dataset["ref"] ?? "");
    if (refused !== null) notify("warning", refused);
    return;
  }
  if (action === "turnwrightRollRequest") {
    state.pendingRequest = target.closest<HTMLElement>("[data-theme]")?.dataset["theme"] === "dark" ? "dark" : "light";
    return;
  }
  if (action === "rollRequestClose") {
    state.pendingRequest = null;
    return;
  }
  if (action === "hudStatus") {
    toggleHudStatus(state, target.closest<HTMLElement>("[data-panel='token']")?.dataset["ref"] ?? "", target.dataset["statusId"] ?? "");
    return;
  }
  if (target.closest(".turnwright-tracker") !== null) {
    // The tracker's buttons are core's and the tracker class's: the gallery shows which one a click reached.
    state.trackerLog.push(action);
    if (action === "turnwrightTally") await countTally(state, target);
    return;
  }
  const form = target.closest<HTMLFormElement>("form[data-panel-form]");
  const ref = form?.dataset["ref"] ?? "";
  const panel = form?.dataset["panelForm"] ?? "";
  const theme = target.closest<HTMLElement>("[data-theme]")?.dataset["theme"] ?? "light";
  switch (action) {
    case "tab":
      state.tabs.set(`${theme}:${panel}`, target.dataset["tab"] ?? "");
      return;
    case "pressCard": {
      const card = target.closest<HTMLElement>("[data-message-id]");
      const message = card?.dataset["messageId"] ?? "";
      const button = target.dataset["button"] ?? "";
      // A button with a number beside it sends what was typed there, as Foundry's chat does.
      const typed = card?.querySelector<HTMLInputElement>(`input[data-amount-for="${CSS.escape(button)}"]`)?.value;
      const pressed = await state.play.press(seatOf(state, state.viewer).user, message, button, typed);
      if (!pressed.ok) refused(state, pressed.refusal);
      return;
    }
    case "toggle": {
      const change = toggleChange(actorView(state, ref), target.dataset["path"] ?? "");
      if (change !== undefined) state.world.updateActor(ref, change);
      return;
    }
    case "openItem": {
      const item = state.world.actor(ref).items.find((candidate) => candidate.id === target.dataset["itemId"]);
      if (item === undefined) return;
      const slot = state.items.findIndex((open) => state.world.actor(open.actor).items.find((candidate) => candidate.id === open.item)?.type === item.type);
      state.items[slot < 0 ? 0 : slot] = { actor: ref, item: item.id };
      return;
    }
    case "deleteItem":
      state.world.removeItem(ref, target.dataset["itemId"] ?? "");
      return;
    case "createItem": {
      const type = target.dataset["type"] ?? "";
      const schema = state.world.module.documents.schemas[type];
      if (schema === undefined) return;
      state.world.addItem(ref, { id: `new-${Date.now()}`, name: translate(state.i18n, { key: `TYPES.Item.${type}` }), type, system: Value.Create(schema) });
      return;
    }
    case "editImage":
      return;
    case "modifiersClose":
      state.pendingRoll = null;
      return;
    default: {
      if (form === null || target.closest(".tw-sheet-body") === null) return;
      if (state.world.module.cards.modifiers.rolls.includes(action)) {
        await startRoll(state, target, ref, action, quick);
        return;
      }
      const other = state.fighters.find((fighter) => fighter !== ref);
      const started = await state.play.start(ownerSeat(state, ref).user, ref, action, buttonData(target.dataset), other === undefined ? [] : [other]);
      if (!started.ok) refused(state, started.refusal);
    }
  }
}

/**
 * A click on an action of the Token Action HUD, run as Turnwright's roll handler runs it in
 * Foundry (src/foundry/tah/tokenActionHud.ts `runChoice`): a sheet action read again from the
 * sheet's view and started as the sheet's button starts it (its modifiers dialog, unless the skip
 * key is held); a condition toggled as the token HUD toggles it.
 */
async function onTokenActionHud(state: GalleryState, target: HTMLElement, quick: boolean): Promise<void> {
  const ref = target.closest<HTMLElement>("[data-panel='tah']")?.dataset["ref"] ?? "";
  const choice = decodeChoice(target instanceof HTMLButtonElement ? target.value : null);
  if (choice === null || ref === "") return;
  if (choice.kind === "condition") {
    toggleHudStatus(state, ref, choice.id);
    return;
  }
  if (choice.kind !== "sheet") return;
  const module = state.world.module;
  const action = sheetActions(module.sheet(state.world.actor(ref), state.world.budget(ref))).find((candidate) => candidate.id === choice.id);
  if (action === undefined) return;
  if (!action.allowed) {
    if (action.reason !== null) notify("warning", translate(state.i18n, action.reason));
    return;
  }
  if (module.cards.modifiers.rolls.includes(action.action)) {
    await startRoll(state, target, ref, action.action, quick, action.data);
    return;
  }
  const other = state.fighters.find((fighter) => fighter !== ref);
  const started = await state.play.start(ownerSeat(state, ref).user, ref, action.action, action.data, other === undefined ? [] : [other]);
  if (!started.ok) refused(state, started.refusal);
}

/**
 * A card as a world saved before cards were the GM's holds it: the first card of the log, every
 * button unused, written by the game of the player whose fighter it is about.
 */
function postOldCard(state: GalleryState): void {
  const first = state.world.messages[0];
  if (first === undefined) return;
  state.world.postOldCard({ ...first.card, used: [] }, ownerSeat(state, first.card.actors[0] ?? "").id);
}

/** The GM's click on a tally's control, written as the active GM writes it: within its bounds, or refused. */
async function countTally(state: GalleryState, target: HTMLElement): Promise<void> {
  const tally = state.world.module.tallies?.find((candidate) => candidate.name === target.dataset["tally"]);
  if (tally === undefined) return;
  const next = tallyAfter({ value: state.world.tallies()[tally.name] ?? tally.session, session: tally.session }, target.dataset["change"] ?? "");
  const planned = next === null ? null : planTally({}, { id: state.world.module.id, tallies: [tally] }, tally.name, next);
  if (planned === null) return;
  if (!planned.ok) {
    refused(state, planned.refusal);
    return;
  }
  if (next !== null) await state.world.setTallies({ [tally.name]: next });
}

/** A sheet's change, screened and saved as the Foundry sheet does; true when the document changed. */
function onChange(state: GalleryState, form: HTMLFormElement): boolean {
  const ref = form.dataset["ref"] ?? "";
  const itemId = form.dataset["item"];
  const actor = state.world.actor(ref);
  const warn = (message: string): void => notify("warning", message);
  if (itemId === undefined) {
    const schema = state.world.module.documents.schemas[actor.type];
    if (schema === undefined) return false;
    // The data model holds what the actor stores: its conditions are status effects, kept apart.
    const stored = isRecord(actor.system) ? withoutConditions(actor.system, state.world.module.documents.conditions) : actor.system;
    const changes = submitSheet({ form, view: actorView(state, ref), schema, system: stored, i18n: state.i18n, warn });
    state.world.updateActor(ref, changes);
    return changed(actor, state.world.actor(ref));
  }
  const item = actor.items.find((candidate) => candidate.id === itemId);
  const schema = item === undefined ? undefined : state.world.module.documents.schemas[item.type];
  const view = itemView(state, { actor: ref, item: itemId });
  if (item === undefined || schema === undefined || view === undefined) return false;
  const changes = submitSheet({ form, view, schema, system: item.system, i18n: state.i18n, warn });
  state.world.updateItem(ref, itemId, changes);
  return changed(actor, state.world.actor(ref));
}

/** Like a Foundry update, an edit that changes nothing draws nothing, so a refused input keeps its mark. */
function changed(before: unknown, after: unknown): boolean {
  return JSON.stringify(before) !== JSON.stringify(after);
}
