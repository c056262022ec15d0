import { gameTranslator } from "./gameTranslator";
import { registerTemplateHelpers } from "./helpers";
import { PARTIALS, systemPath } from "./templatePaths";

/**
 * Foundry's side of the shared templates: the `tw*` helpers on the global Handlebars, and the
 * partials loaded under the ids the sheet and card templates use. Called in the init hook.
 */
export function registerTemplating(): Promise<unknown> {
  registerTemplateHelpers(Handlebars, gameTranslator);
  const partials = Object.fromEntries(Object.entries(PARTIALS).map(([id, file]) => [id, systemPath(file)]));
  return foundry.applications.handlebars.loadTemplates(partials);
}
