import type { LocalText } from "../text/LocalText";

/**
 * What an actor sheet shows, as data a template renders: tabs of blocks. The rule set builds
 * it from the actor (and, in a fight, its budget); the Foundry sheet and the browser gallery
 * render the same view with the same templates.
 */
export interface ButtonView {
  /** The `data-action` the sheet handles. */
  readonly action: string;
  readonly label: LocalText;
  /** `data-*` attributes the handler reads (item id, action id, ...). */
  readonly data: Readonly<Record<string, string>>;
  readonly disabled: boolean;
  /** Why it is disabled, for the tooltip. */
  readonly reason?: LocalText;
  readonly icon?: string;
  /** What it takes from the budget, when the button's label does not come from an action catalogue that names it. */
  readonly cost?: LocalText;
  /**
   * The action the start takes from the actor's budget in a fight (the tracker's id for it), where
   * the start takes one: it waits for the actor's turn, unless the rules take it out of turn
   * (`CombatRules#outOfTurn`), as the GM's game charges it (offeredNow).
   */
  readonly spends?: string;
}

export interface StatView {
  /** Path into `system`, for the input's name; absent when derived only. */
  readonly path: string;
  readonly label: LocalText;
  readonly abbreviation: LocalText;
  /** Null when the sheet leaves it unset: it then counts as `unset`. */
  readonly value: number | null;
  readonly min: number;
  readonly max: number;
  /**
   * A stat the player may leave empty, and what it counts as then (OCV follows Combat Value):
   * the empty input shows it greyed, and saving the form keeps it unset instead of pinning it.
   */
  readonly unset?: number;
  /** A value derived from it, e.g. the characteristic's bonus. */
  readonly derived?: { readonly label: LocalText; readonly value: number };
  /** A test of this stat from the sheet, when it can be rolled. */
  readonly roll?: ButtonView;
  /** The value as effects leave it, where they change it (`value` is then the stored base). */
  readonly effective?: string;
}

export interface TrackView {
  readonly path: string;
  readonly maxPath: string;
  readonly label: LocalText;
  readonly value: number;
  readonly max: number;
}

export interface ToggleView {
  readonly path: string;
  readonly label: LocalText;
  readonly active: boolean;
}

export interface ItemRowView {
  /** The item's id; "" for a row that is no item (bare hands), which has nothing to open or delete. */
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly summary: readonly LocalText[];
  readonly buttons: readonly ButtonView[];
}

export interface ActionRowView {
  readonly id: string;
  readonly label: LocalText;
  readonly kind: LocalText;
  readonly subtypes: readonly LocalText[];
  readonly allowed: boolean;
  readonly reason?: LocalText;
}

/** One editable field of a form: what input it takes and what it accepts. */
export type FieldView =
  | {
      readonly input: "number";
      readonly path: string;
      readonly label: LocalText;
      readonly value: number;
      readonly min?: number;
      readonly max?: number;
      readonly effective?: string;
    }
  | {
      readonly input: "text";
      readonly path: string;
      readonly label: LocalText;
      readonly value: string;
      readonly pattern?: string;
      readonly hint?: LocalText;
      /** A text the player may leave empty, and what it counts as then (a skill rolls its attribute's code): shown greyed, saved as unset. */
      readonly unset?: string;
      /** The value as effects leave it, where they change it. */
      readonly effective?: string;
    }
  | {
      readonly input: "select";
      readonly path: string;
      readonly label: LocalText;
      readonly value: string;
      readonly options: readonly { readonly value: string; readonly label: LocalText }[];
    }
  | { readonly input: "checkbox"; readonly path: string; readonly label: LocalText; readonly value: boolean };

export type SheetBlock =
  | { readonly kind: "fields"; readonly title: LocalText; readonly fields: readonly FieldView[] }
  | { readonly kind: "stats"; readonly title: LocalText; readonly stats: readonly StatView[] }
  | { readonly kind: "tracks"; readonly title: LocalText; readonly tracks: readonly TrackView[] }
  | { readonly kind: "toggles"; readonly title: LocalText; readonly toggles: readonly ToggleView[] }
  | { readonly kind: "items"; readonly title: LocalText; readonly itemType: string; readonly rows: readonly ItemRowView[]; readonly empty: LocalText }
  | { readonly kind: "actions"; readonly title: LocalText; readonly note: LocalText; readonly rows: readonly ActionRowView[] }
  | { readonly kind: "buttons"; readonly title: LocalText; readonly note?: LocalText; readonly buttons: readonly ButtonView[] }
  /** Rich text no rule reads (an actor's notes, an item's description): its path, what is stored, and what is shown (links and rolls drawn). */
  | { readonly kind: "notes"; readonly title: LocalText; readonly path: string; readonly value: string; readonly shown: string };

export interface SheetTab {
  readonly id: string;
  readonly label: LocalText;
  readonly blocks: readonly SheetBlock[];
}

export interface SheetView {
  readonly subtitle: LocalText;
  readonly tabs: readonly SheetTab[];
}
