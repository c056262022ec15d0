import type { LiveWindow } from "./LiveTable";
import { showTab } from "./Sidebar";

/** What a window shows of one chat message: the card whole, core's private roll in its place, or nothing (not listed). */
export type Seen = "whole" | "private" | "not listed";

/** One card as a window's chat log draws it: how much of it shows, and the buttons it offers that window's user, open ones only. */
export interface CardOnScreen {
  readonly seen: Seen;
  readonly buttons: readonly string[];
}

/**
 * Every card of `messageIds` as the window's chat log draws it (v13
 * templates/sidebar/tabs/chat/log.hbs: each message an `li.chat-message` with its id). A card
 * drawn whole holds the system's card (`.tw-card`); one kept from the viewer holds what core
 * shows for a private roll, with the buttons the viewer must still press where there are any
 * below it, alone in a card marked private (`.tw-card--private`: no title, rolls or lines).
 */
export async function cardsOnScreen(window: LiveWindow, messageIds: readonly string[]): Promise<Record<string, CardOnScreen>> {
  await showTab(window, "chat");
  return window.page.evaluate((ids) => {
    const found: Record<string, { seen: "whole" | "private" | "not listed"; buttons: string[] }> = {};
    for (const id of ids) {
      const message = document.querySelector(`#sidebar-content #chat .chat-message[data-message-id="${CSS.escape(id)}"]`);
      if (message === null) {
        found[id] = { seen: "not listed", buttons: [] };
        continue;
      }
      const buttons = [...message.querySelectorAll<HTMLButtonElement>("button[data-button]")]
        .filter((button) => !button.disabled && !button.classList.contains("is-used"))
        .map((button) => button.dataset["button"] ?? "");
      found[id] = { seen: message.querySelector(".tw-card:not(.tw-card--private)") === null ? "private" : "whole", buttons: buttons.sort() };
    }
    return found;
  }, messageIds);
}

/** Whether a private card shows anything of the card kept: its title, names, results or the dice's faces (core's private roll shows `?` for every total). */
export async function privateCardLeaks(window: LiveWindow, messageId: string): Promise<string[]> {
  return window.page.evaluate((id) => {
    const message = document.querySelector(`#sidebar-content #chat .chat-message[data-message-id="${CSS.escape(id)}"]`);
    if (message === null) return [];
    const leaks: string[] = [];
    if (message.querySelector(".tw-card:not(.tw-card--private), .tw-card-title, .tw-roll, .tw-card-lines, .is-used") !== null) leaks.push("the card itself");
    for (const total of message.querySelectorAll(".dice-total")) if ((total.textContent ?? "").trim() !== "?") leaks.push(`a total ${total.textContent ?? ""}`);
    for (const face of message.querySelectorAll(".dice-rolls .roll"))
      if ((face.textContent ?? "").trim() !== "?") leaks.push(`a face ${face.textContent ?? ""}`);
    return leaks;
  }, messageId);
}
