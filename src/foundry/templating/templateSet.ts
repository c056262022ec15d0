import type { CardTemplateContext } from "./cardContext";
import { registerTemplateHelpers, type HelperHost } from "./helpers";
import type { SheetTemplateContext } from "./sheetContext";
import {
  CARD_TEMPLATE,
  EFFECTS_PANEL_TEMPLATE,
  MODIFIERS_TEMPLATE,
  ROLL_REQUEST_TEMPLATE,
  ODDS_TEMPLATE,
  PARTIALS,
  SHEET_PARTS,
  TRACKER_PARTS,
} from "./templatePaths";
import type { Translator } from "./Translator";

/** An npm Handlebars environment (`Handlebars.create()`): helpers, partials and compiling. */
export interface CompilingHost extends HelperHost {
  registerPartial(name: string, partial: string): void;
  compile(input: string): (context: unknown) => string;
}

export type SheetPart = keyof typeof SHEET_PARTS;
export type TrackerPart = keyof typeof TRACKER_PARTS;

export interface TemplateSet {
  /** One part of a sheet, as Foundry renders each PART separately. */
  sheetPart(part: SheetPart, context: { readonly turnwright: SheetTemplateContext }): string;
  card(context: CardTemplateContext): string;
  /** One part of the combat tracker, with the context core's tracker prepares and the system adds to. */
  trackerPart(part: TrackerPart, context: object): string;
  /** The Odds dialog's content. */
  odds(context: object): string;
  /** The modifier dialog's content. */
  modifiers(context: object): string;
  /** The effects panel's content. */
  effectsPanel(context: object): string;
  /** The content of the GM's dialog that asks for a roll. */
  rollRequest(context: object): string;
}

/**
 * The system's templates outside Foundry (the gallery, the tests): the same files, helpers and
 * partial ids as in Foundry, read through `source` (a file path relative to the system folder).
 */
export function compileTemplates(host: CompilingHost, i18n: () => Translator, source: (file: string) => string): TemplateSet {
  registerTemplateHelpers(host, i18n);
  for (const [id, file] of Object.entries(PARTIALS)) host.registerPartial(id, source(file));
  const parts = {
    header: host.compile(source(SHEET_PARTS.header)),
    tabs: host.compile(source(SHEET_PARTS.tabs)),
    body: host.compile(source(SHEET_PARTS.body)),
  };
  const card = host.compile(source(CARD_TEMPLATE));
  const tracker = { header: host.compile(source(TRACKER_PARTS.header)), tracker: host.compile(source(TRACKER_PARTS.tracker)) };
  const odds = host.compile(source(ODDS_TEMPLATE));
  const modifiers = host.compile(source(MODIFIERS_TEMPLATE));
  const effectsPanel = host.compile(source(EFFECTS_PANEL_TEMPLATE));
  const rollRequest = host.compile(source(ROLL_REQUEST_TEMPLATE));
  return {
    effectsPanel: (context) => effectsPanel(context),
    rollRequest: (context) => rollRequest(context),
    modifiers: (context) => modifiers(context),
    odds: (context) => odds(context),
    sheetPart: (part, context) => parts[part](context),
    card: (context) => card(context),
    trackerPart: (part, context) => tracker[part](context),
  };
}
