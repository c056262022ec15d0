import type { SheetView } from "../src/engine/play/SheetView";
import type { Audience } from "../src/engine/play/CardView";
import { cardSight } from "../src/foundry/chat/cardSight";
import { answers, mayPress, pressesNow } from "../src/foundry/chat/mayPress";
import { showPrivately } from "../src/foundry/chat/privateCard";
import type { MessageMode } from "../src/foundry/dice/messageVisibility";
import type { GalleryMessage } from "./GalleryWorld";
import { cardTemplateContext, privateButtonsContext } from "../src/foundry/templating/cardContext";
import { sheetTemplateContext, type SheetTemplateContext } from "../src/foundry/templating/sheetContext";
import { withGalleryArt } from "./foundryIcons";
import { trackerContexts } from "./galleryTracker";
import { ownerSeat, seatOf, type GalleryState, type OpenItem, type Theme } from "./GalleryState";
import { CORE_ROLL_MODES, modifierDialogContext } from "../src/foundry/applications/modifiers/modifierDialogView";
import { reachNote } from "../src/engine/play/reachOnCard";
import { translate, type Translator } from "../src/foundry/templating/Translator";
import { tokenHudPanel } from "./galleryTokenHud";
import { rollRequestPanel } from "./galleryRollRequest";
import { tokenActionHudPanel } from "./galleryTokenActionHud";
import { effectPanel, effectReports, finishEffectPanels } from "./galleryEffect";
import { keysPanel } from "./galleryKeys";
import { effectsPanel } from "./galleryEffectsPanel";
import { storedNotes, withNotesTab } from "../src/foundry/applications/sheets/notesTab";

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Every panel, once per theme, side by side. */
export function renderGallery(root: HTMLElement, state: GalleryState): void {
  root.innerHTML = state.themes
    .map(
      (theme) => `<div class="gallery-theme theme-${theme}" data-theme="${theme}">
        <h2 class="gallery-theme-title">${theme === "light" ? "Light theme" : "Dark theme"}</h2>
        <div class="gallery-row">
          ${state.fighters.map((ref, index) => actorPanel(state, theme, ref, index === 0 ? "sheet-a" : "sheet-b")).join("")}
          ${state.pendingRoll?.theme === theme ? modifierPanel(state) : ""}
          ${state.pendingRequest === theme ? rollRequestPanel(state) : ""}
          ${state.fighters[0] === undefined ? "" : tokenHudPanel(state, state.fighters[0])}
          ${effectPanel(state)}
          ${effectsPanel(state)}
          ${state.fighters[0] === undefined ? "" : tokenActionHudPanel(state, state.fighters[0])}
          ${keysPanel(state.keys, state.i18n)}
        </div>
        <div class="gallery-row">
          ${state.items.map((open, index) => itemPanel(state, theme, open, index === 0 ? "item-a" : "item-b")).join("")}
          ${trackerPanel(state)}
          ${chatPanel(state)}
        </div>
      </div>`,
    )
    .join("");
  finishPrivateMessages(root);
  finishEffectPanels(root, state);
}

/**
 * An actor's sheet as Foundry draws it: the rule set's view, and its notes last. The gallery's
 * notes are the compendium's own words, shown as they are stored (Foundry would enrich them).
 */
export function actorView(state: GalleryState, ref: string): SheetView {
  const actor = state.world.actor(ref);
  const stored = storedNotes(actor.system, "actor");
  return withNotesTab(state.world.module.sheet(actor, state.world.budget(ref)), "actor", stored, stored);
}

export function itemView(state: GalleryState, open: OpenItem): SheetView | undefined {
  const item = state.world.actor(open.actor).items.find((candidate) => candidate.id === open.item);
  if (item === undefined) return undefined;
  const stored = storedNotes(item.system, "item");
  return withNotesTab(state.world.module.itemSheet(item.type, item.system), "item", stored, stored);
}

function actorPanel(state: GalleryState, theme: Theme, ref: string, panel: string): string {
  const actor = state.world.actor(ref);
  const view = withGalleryArt(actorView(state, ref));
  const context = sheetTemplateContext(
    { sheetKind: "actor", name: actor.name, img: actor.img ?? "", editable: true },
    view,
    state.tabs.get(`${theme}:${panel}`),
  );
  return sheetFrame(state, panel, `Actor sheet · ${actor.name}`, "tw-actor-sheet", `data-ref="${escape(ref)}"`, context);
}

function itemPanel(state: GalleryState, theme: Theme, open: OpenItem, panel: string): string {
  const item = state.world.actor(open.actor).items.find((candidate) => candidate.id === open.item);
  const view = itemView(state, open);
  if (item === undefined || view === undefined) return "";
  const context = sheetTemplateContext({ sheetKind: "item", name: item.name, img: item.img ?? "", editable: true }, view, state.tabs.get(`${theme}:${panel}`));
  return sheetFrame(state, panel, `Item sheet · ${item.name}`, "tw-item-sheet", `data-ref="${escape(open.actor)}" data-item="${escape(open.item)}"`, context);
}

function sheetFrame(state: GalleryState, panel: string, caption: string, kind: string, data: string, turnwright: SheetTemplateContext): string {
  const parts = (["header", "tabs", "body"] as const).map((part) => state.templates.sheetPart(part, { turnwright })).join("");
  return `<section class="gallery-panel gallery-panel--${kind}" data-panel="${panel}">
    <h3 class="gallery-caption">${escape(caption)}</h3>
    <form class="application sheet turnwright tw-sheet ${kind}" data-panel-form="${panel}" ${data} autocomplete="off">
      <header class="window-header"><h1 class="window-title">${escape(turnwright.name)}</h1></header>
      <section class="window-content">${parts}</section>
    </form>
  </section>`;
}

/** The combat tracker's header and list parts, drawn for whoever the chat log is drawn for. */
function trackerPanel(state: GalleryState): string {
  const contexts = trackerContexts(state);
  const last = state.trackerLog.at(-1);
  return `<section class="gallery-panel gallery-panel--tracker" data-panel="tracker">
    <h3 class="gallery-caption">Combat tracker, as ${escape(seatOf(state, state.viewer).label)} sees it</h3>
    <p class="gallery-tracker-log" data-tracker-log="${escape(last ?? "")}">${last === undefined ? "Nothing clicked yet" : `Last click: ${escape(last)}`}</p>
    <section class="sidebar-tab combat-sidebar turnwright-tracker">
      ${state.templates.trackerPart("header", contexts.header)}
      ${state.templates.trackerPart("tracker", contexts.tracker)}
    </section>
  </section>`;
}

/** Core's words for its roll modes (`CHAT.Roll*`), which the gallery has no Foundry to localise, over the system's own. */
function withCoreWords(i18n: Translator): Translator {
  const core = new Map(CORE_ROLL_MODES.map((choice) => [choice.label, ROLL_MODES.find((mode) => mode.mode === choice.mode)?.label ?? choice.label]));
  return {
    lang: i18n.lang,
    localize: (key) => core.get(key) ?? i18n.localize(key),
    format: (key, data) => i18n.format(key, data),
    getListFormatter: (options) => i18n.getListFormatter(options),
  };
}

/**
 * The modifier dialog of the roll just clicked, drawn as core's DialogV2 draws one (v13
 * client/applications/api/dialog.mjs, `_renderHTML`): its content in a form, a footer of buttons.
 */
function modifierPanel(state: GalleryState): string {
  const pending = state.pendingRoll;
  if (pending === null) return "";
  const rules = state.world.module.cards.modifiers;
  const last = state.remembered.last(ownerSeat(state, pending.actor).id, state.world.module.id, rules, state.play.mode);
  const targets = state.fighters.filter((ref) => ref !== pending.actor).map((ref) => ({ ref, name: state.world.actor(ref).name }));
  const reach = reachNote(
    state.world.module.cards.range,
    { actor: state.world.actor(pending.actor), action: pending.action, data: pending.data, targets },
    state.world.measured(targets.map((target) => target.ref)),
  );
  const content = state.templates.modifiers(
    modifierDialogContext(rules, last, CORE_ROLL_MODES, withCoreWords(state.i18n), { skipKey: state.keys.skipKeyName(), reach }),
  );
  const title = translate(state.i18n, { key: "TURNWRIGHT.Modifiers.Title" });
  return `<section class="gallery-panel gallery-panel--modifiers" data-panel="modifiers">
    <h3 class="gallery-caption">Modifier dialog · ${escape(state.world.actor(pending.actor).name)}</h3>
    <div class="application dialog turnwright turnwright-modifiers-dialog" role="dialog" aria-label="${escape(title)}">
      <header class="window-header">
        <h1 class="window-title"><i class="fa-solid fa-dice-d20" inert></i> ${escape(title)}</h1>
        <button type="button" class="header-control fa-solid fa-xmark" data-action="modifiersClose" aria-label="Close"></button>
      </header>
      <section class="window-content">
        <form class="dialog-form standard-form" data-modifier-form autocomplete="off">
          <div class="dialog-content standard-form">${content}</div>
          <footer class="form-footer">
            <button type="submit" data-action="modifiersRoll"><i class="fa-solid fa-dice" inert></i> ${escape(translate(state.i18n, { key: "TURNWRIGHT.Modifiers.Roll" }))}</button>
          </footer>
        </form>
      </section>
    </div>
  </section>`;
}

/** The roll modes a player can choose, in core's order, with the names core's chat controls give them. */
const ROLL_MODES: readonly { readonly mode: MessageMode; readonly label: string }[] = [
  { mode: "public", label: "Public roll" },
  { mode: "gm", label: "Private GM roll" },
  { mode: "blind", label: "Blind GM roll" },
  { mode: "self", label: "Self roll" },
];

/**
 * What core draws for a roll its viewer may not see, before the card's own drawing names the
 * roller (see privateCard): the author as sender, and each roll by v13's `Roll#render({isPrivate:
 * true})` (client/dice/roll.mjs, templates/dice/roll.hbs), its formula and total hidden.
 */
function privateMessage(state: GalleryState, message: GalleryMessage, buttons: string): string {
  const rolls = `<div class="dice-roll"><div class="dice-result"><div class="dice-formula">???</div><h4 class="dice-total">?</h4></div></div>`.repeat(
    message.rolls,
  );
  return `<li class="chat-message" data-message-id="${escape(message.id)}" data-private-roller="${escape(seatOf(state, message.roller).label)}">
    <header class="message-header"><span class="message-sender">${escape(seatOf(state, message.author).label)}</span></header>
    <div class="message-content">${rolls}${buttons}</div>
  </li>`;
}

function chatPanel(state: GalleryState): string {
  const viewer = seatOf(state, state.viewer);
  const seats = state.seats
    .map(
      (seat) =>
        `<button type="button" class="gallery-seat" data-viewer="${escape(seat.id)}" aria-pressed="${seat.id === viewer.id}">${escape(seat.label)}</button>`,
    )
    .join("");
  const tokens = state.fighters
    .map(
      (ref) =>
        `<button type="button" class="gallery-seat" data-select-token="${escape(ref)}" aria-pressed="${state.play.selected.includes(ref)}">${escape(state.world.actor(ref).name)}</button>`,
    )
    .join("");
  const modes = ROLL_MODES.map(
    ({ mode, label }) => `<button type="button" class="gallery-seat" data-roll-mode="${mode}" aria-pressed="${mode === state.play.mode}">${label}</button>`,
  ).join("");
  const messages = state.world.messages
    .map((message) => {
      const audience = { whisper: message.whisper, blind: message.blind, roller: message.roller, rolled: message.rolls > 0 || message.fromThrow };
      const view = state.world.module.cards.view(message.card, state.world.actorsOf(message.card));
      const press = (audience: Audience): boolean => mayPress(audience, viewer.user);
      // The fighters are the players' seats' own: a GM is given a player's own buttons only on a card the GM sees whole.
      const playerOwned = (ref: string): boolean => state.seats.some((seat) => !seat.user.isGM && seat.user.owns(ref));
      const sight = cardSight(audience, viewer.id, pressesNow(view, message.writtenByGM, viewer.user, playerOwned));
      if (sight === "unlisted") return "";
      if (sight !== "whole")
        return privateMessage(
          state,
          message,
          sight === "buttons" ? state.templates.card(privateButtonsContext(view, (audience) => answers(audience, viewer.user, playerOwned))) : "",
        );
      const context = cardTemplateContext(view, press, !message.writtenByGM);
      const sender = seatOf(state, message.roller).label;
      const to =
        message.whisper.length === 0 ? "" : `<span class="whisper-to">To: ${escape(message.whisper.map((id) => seatOf(state, id).label).join(", "))}</span>`;
      return `<li class="chat-message" data-message-id="${escape(message.id)}" data-card-kind="${escape(message.card.kind)}">
        <header class="message-header"><span class="message-sender">${escape(sender)}</span>${to}</header>
        <div class="message-content">${state.templates.card(context)}</div>
      </li>`;
    })
    .join("");
  return `<section class="gallery-panel gallery-panel--chat" data-panel="chat">
    <h3 class="gallery-caption">Chat log, as seen by</h3>
    <div class="gallery-seats" role="group">${seats}</div>
    <div class="gallery-seats" role="group" aria-label="Roll mode of the cards started next">${modes}</div>
    <div class="gallery-seats" role="group" aria-label="Tokens the GM has selected on the map" data-selected-tokens>${tokens}</div>
    <ol class="chat-log">${messages}${effectReports(state)}</ol>
    <button type="button" class="gallery-old-card" data-old-card="true">Post a card as an older version did: written by a player's game</button>
  </section>`;
}

/** Core's English for `CHAT.PrivateRollContent` (v13 lang/en.json): the gallery has no Foundry to localise it. */
const PRIVATE_ROLL = "{user} privately rolled some dice";

/** Each private message drawn as Foundry's card drawing finishes it: named for its roller, nothing of the card left. */
function finishPrivateMessages(root: HTMLElement): void {
  for (const message of root.querySelectorAll<HTMLElement>("[data-private-roller]")) {
    const who = message.dataset["privateRoller"] ?? "";
    showPrivately(message, { who, flavor: PRIVATE_ROLL.replace("{user}", who), rolls: message.querySelector(".message-content")?.innerHTML ?? "" });
  }
}
