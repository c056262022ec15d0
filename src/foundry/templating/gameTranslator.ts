import type { Translator } from "./Translator";

/** Foundry's translations, once loaded; sheets and cards render only after that. */
export function gameTranslator(): Translator {
  const i18n = game.i18n;
  if (i18n === undefined) throw new Error("Turnwright: a template was rendered before Foundry loaded its translations.");
  return i18n;
}
