import type { LocalText } from "../text/LocalText";

/** Who may press a card's button; re-checked when it is pressed. */
export type Audience = { readonly kind: "owner"; readonly actor: string } | { readonly kind: "owner-or-gm"; readonly actor: string } | { readonly kind: "gm" };

export interface CardButtonView {
  readonly id: string;
  readonly label: LocalText;
  readonly audience: Audience;
  /** Pressed already (or no longer possible): shown as used, never pressable again. */
  readonly used: boolean;
  readonly tone: "primary" | "luck" | "defence" | "plain";
  /** The step that takes damage from a target (applies it, or rolls and applies it): what `applyDamage` presses. */
  readonly damage?: true;
  /** A number the presser types beside the button and sends with the press (the GM's damage amount): its label and the most it takes. */
  readonly amount?: { readonly label: LocalText; readonly most: number };
  /** A roll whose modifiers the presser chooses first, by the sheet action it is on the sheet: the modifiers dialog opens before the press. */
  readonly roll?: string;
}

/** How one die of a roll is drawn: a Wild Die's face, a face taken off the total, or a plain die (""). */
export type DieMark = "" | "wild" | "removed" | "wild-removed";

export interface CardRollView {
  readonly label: LocalText;
  readonly formula: string;
  readonly dice: readonly number[];
  /**
   * How each die of `dice` is drawn, by position: `wild` for a Wild Die's faces, `removed` for a
   * face taken off the total (a complication); "" for a plain die. Left out when all are plain.
   */
  readonly dieMarks?: readonly DieMark[];
  /** A mark on the roll itself, such as a complication, shown beside its total. */
  readonly flag?: LocalText;
  readonly total: number;
  readonly target?: number;
  readonly outcome?: "success" | "failure";
  readonly detail?: LocalText;
}

/** A chat card as data: what happened, and the next step's buttons. */
export interface CardView {
  readonly title: LocalText;
  readonly subtitle?: LocalText;
  readonly rolls: readonly CardRollView[];
  readonly lines: readonly LocalText[];
  readonly buttons: readonly CardButtonView[];
}
