import type { LocalText } from "./LocalText";

/** Who may press a card's button; re-checked when it is pressed. */
export type Audience =
  | { readonly kind: "owner"; readonly actor: string }
  | { readonly kind: "owner-or-gm"; readonly actor: string }
  | { readonly kind: "gm" };

export interface CardButtonView {
  readonly id: string;
  readonly label: LocalText;
  readonly audience: Audience;
  /** Pressed already (or no longer possible): shown as used, never pressable again. */
  readonly used: boolean;
  readonly tone: "primary" | "luck" | "defence" | "plain";
}

export interface CardRollView {
  readonly label: LocalText;
  readonly formula: string;
  readonly dice: readonly number[];
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
