import type { Language } from "./Translator";

/** Foundry's translations, once loaded; sheets and cards render only after that. */
export function gameTranslator(): Language {
  const i18n = game.i18n;
  if (i18n === undefined) throw new Error("Turnwright: a template was rendered before Foundry loaded its translations.");
  return i18n;
}
