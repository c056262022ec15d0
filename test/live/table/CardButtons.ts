import type { Locator } from "playwright-core";
import type { LiveWindow } from "./LiveTable";
import { showTab } from "./Sidebar";

/** A chat message as the window's chat log draws it (v13 templates/sidebar/tabs/chat/log.hbs: each message an `li` with its id). */
export async function messageInLog(window: LiveWindow, messageId: string): Promise<Locator> {
  const chat = await showTab(window, "chat");
  const message = chat.locator(`.chat-message[data-message-id="${messageId}"]`);
  await message.waitFor({ state: "attached" });
  await message.scrollIntoViewIfNeeded();
  return message;
}

/** A card's button clicked in the chat log, as the person whose it is clicks it; `amount` typed beside it first where the card asks for one (the GM's damage). */
export async function pressCardButton(window: LiveWindow, messageId: string, button: string, amount?: string): Promise<void> {
  const message = await messageInLog(window, messageId);
  if (amount !== undefined) await message.locator(`input[data-amount-for="${button}"]`).fill(amount);
  const control = message.locator(`button[data-button="${button}"]`);
  await control.waitFor({ state: "visible" });
  await control.click();
}

/** The ids of the buttons the window's chat log shows on a card, open or used. */
export async function cardButtonsShown(window: LiveWindow, messageId: string): Promise<string[]> {
  const message = await messageInLog(window, messageId);
  return message.locator("button[data-button]").evaluateAll((buttons) => buttons.map((button) => button.getAttribute("data-button") ?? ""));
}
