import type { LocalText } from "../../engine/text/LocalText";
import { gameTranslator } from "../templating/gameTranslator";
import { translate } from "../templating/Translator";

/** Tells the user why nothing happened, and answers it to the caller in the same words. */
export function refused(words: LocalText): { readonly ok: false; readonly reason: string } {
  const reason = translate(gameTranslator(), words);
  ui.notifications?.warn(reason);
  return { ok: false, reason };
}
