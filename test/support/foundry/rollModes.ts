/**
 * v13's `ChatMessage.applyRollMode(chatData, rollMode)` (client/documents/chat-message.mjs) as it
 * runs on one user's game: "roll" is that game's own `core.rollMode`, a self roll is whispered to
 * that game's `game.user`, a private or blind one to every GM (unless already whispered).
 */
export function applyRollModeOn(
  game: { readonly userId: string; readonly rollMode: string; readonly gms: readonly string[] },
  rollMode: string,
): { whisper: string[]; blind: boolean } {
  const mode = rollMode === "roll" ? game.rollMode : rollMode;
  let whisper: string[];
  if (mode === "publicroll") whisper = [];
  else if (mode === "selfroll") whisper = [game.userId];
  else whisper = [...game.gms];
  return { whisper, blind: mode === "blindroll" };
}
