import type { SheetBlock } from "../../engine/play/SheetView";

/**
 * Where every template lives, relative to the system's folder, and the partial id each one is
 * registered under. Foundry serves them from `systems/turnwright/`; the gallery imports the
 * same files, so both register the same partials under the same ids.
 */
export const SYSTEM_PATH = "systems/turnwright";

export const BLOCK_KINDS = ["fields", "stats", "tracks", "toggles", "items", "actions", "buttons", "notes"] as const satisfies readonly SheetBlock["kind"][];

export const SHEET_PARTS = {
  header: "templates/sheets/header.hbs",
  tabs: "templates/sheets/tabs.hbs",
  body: "templates/sheets/body.hbs",
} as const;

export const CARD_TEMPLATE = "templates/cards/card.hbs";

/** The combat tracker's parts the system draws itself (core's `CombatTracker.PARTS` ids). */
export const TRACKER_PARTS = {
  header: "templates/combat/header.hbs",
  tracker: "templates/combat/tracker.hbs",
} as const;

/** The content of the dialog that asks for modifiers before a roll. */
export const MODIFIERS_TEMPLATE = "templates/dialogs/modifiers.hbs";

/** The content of the GM's dialog that asks actors for a roll. */
export const ROLL_REQUEST_TEMPLATE = "templates/dialogs/rollRequest.hbs";

/** The effects panel's one part. */
export const EFFECTS_PANEL_TEMPLATE = "templates/effects/panel.hbs";

/** The Odds dialog's one part. */
export const ODDS_TEMPLATE = "templates/combat/odds.hbs";

/** Partial id → file. Blocks are found by kind through the `twBlock` helper. */
export const PARTIALS: Readonly<Record<string, string>> = {
  "turnwright.button": "templates/partials/button.hbs",
  "turnwright.field": "templates/partials/field.hbs",
  "turnwright.budget": "templates/combat/budget.hbs",
  "turnwright.oddsBar": "templates/partials/odds-bar.hbs",
  ...Object.fromEntries(BLOCK_KINDS.map((kind) => [blockPartial(kind), `templates/partials/block-${kind}.hbs`])),
};

export function blockPartial(kind: string): string {
  return `turnwright.block.${kind}`;
}

export function systemPath(file: string): string {
  return `${SYSTEM_PATH}/${file}`;
}
