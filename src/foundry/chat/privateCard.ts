/** What a viewer who may not see a card is shown instead: whose roll it was, and the dice hidden. */
export interface PrivateShowing {
  /** The roller's user name, where core would name the message's author. */
  readonly who: string;
  /** Core's own words for a private roll (`CHAT.PrivateRollContent`), with the roller's name. */
  readonly flavor: string;
  /** The message's rolls as core draws them for a private roll (`Roll#render({isPrivate: true})`). */
  readonly rolls: string;
}

/**
 * Redraws a chat message as core draws a roll its viewer may not see (v13
 * client/documents/chat-message.mjs, `#renderRollContent` when `isContentVisible` is false): the
 * sender is the roller, the flavor says it was rolled privately, the whisper line is left out,
 * and the content is the rolls with their faces and totals hidden. Nothing of the card is left in
 * the element: no title, names, results or buttons.
 */
export function showPrivately(message: HTMLElement, showing: PrivateShowing): void {
  const sender = message.querySelector(".message-sender");
  if (sender !== null) sender.textContent = showing.who;
  message.querySelector(".whisper-to")?.remove();
  const header = message.querySelector(".message-header");
  let flavor = message.querySelector(".flavor-text");
  if (flavor === null && header !== null) {
    flavor = document.createElement("span");
    flavor.className = "flavor-text";
    header.append(flavor);
  }
  if (flavor !== null) flavor.textContent = showing.flavor;
  const content = message.querySelector(".message-content");
  if (content !== null) content.innerHTML = showing.rolls;
}
