import { readCardMessage } from "./cardMessage";
import { announceCardStep } from "../hooks/turnwrightHooks";

/**
 * `turnwright.cardStep` on every client that hears of a card the GM's game wrote: core fires
 * `createChatMessage` and `updateChatMessage` on each client the document reaches (v13
 * client/documents/abstract/client-document.mjs `_onCreate`/`_onUpdate` through
 * `Hooks.callAll`). A press appends its button to the card's `used`; an update that did not
 * touch the card (an edit of flags) is no step. A card anyone but a GM wrote is never one.
 */
export function registerCardStepHook(): void {
  Hooks.on("createChatMessage", (message) => {
    const read = readCardMessage(message);
    if (read === null || !read.writtenByGM) return;
    announceCardStep(message, { kind: read.card.kind, step: null, card: read.card });
  });
  Hooks.on("updateChatMessage", (message, changed) => {
    const system: unknown = changed.system;
    if (typeof system !== "object" || system === null || !("card" in system)) return;
    const read = readCardMessage(message);
    if (read === null || !read.writtenByGM) return;
    announceCardStep(message, { kind: read.card.kind, step: read.card.used.at(-1) ?? null, card: read.card });
  });
}
