import type { Audience, CardView } from "../../engine/play/CardView";
import { text, type LocalText } from "../../engine/text/LocalText";

/** A card's next step as a button shows it, and whether this user may press it now. */
export interface CardStep {
  readonly id: string;
  readonly label: LocalText;
  readonly tone: "primary" | "luck" | "defence" | "plain";
  /** The step that takes damage from a target. */
  readonly damage: boolean;
  readonly used: boolean;
  readonly allowed: boolean;
}

/**
 * The card's buttons for one user: open to them when the card is one the GM's game wrote, the
 * button is not used and its audience takes them in, as the card drawn for them shows it.
 */
export function cardSteps(view: CardView, writtenByGM: boolean, mayPress: (audience: Audience) => boolean): readonly CardStep[] {
  return view.buttons.map((button) => ({
    id: button.id,
    label: button.label,
    tone: button.tone,
    damage: button.damage === true,
    used: button.used,
    allowed: writtenByGM && !button.used && mayPress(button.audience),
  }));
}

/** Which kind of step a caller asks for: any step by its id, the card's damage step, or its luck. */
export type StepWanted =
  { readonly kind: "step"; readonly id: string } | { readonly kind: "damage"; readonly id?: string } | { readonly kind: "luck"; readonly id?: string };

/**
 * The one step the caller may press: the one named, when it is of the kind asked for and open to
 * them; else, of that kind, the only open one. Refused in words otherwise.
 */
export function chooseStep(
  steps: readonly CardStep[],
  wanted: StepWanted,
): { readonly ok: true; readonly step: CardStep } | { readonly ok: false; readonly words: LocalText } {
  const ofKind = steps.filter((step) => (wanted.kind === "damage" ? step.damage : wanted.kind === "luck" ? step.tone === "luck" : true));
  const open = ofKind.filter((step) => step.allowed && (wanted.id === undefined || step.id === wanted.id));
  const [only] = open;
  if (only !== undefined && open.length === 1) return { ok: true, step: only };
  const key = wanted.kind === "damage" ? "TURNWRIGHT.Api.NoDamageStep" : wanted.kind === "luck" ? "TURNWRIGHT.Api.NoLuckStep" : "TURNWRIGHT.Api.NoStep";
  return { ok: false, words: open.length > 1 ? text("TURNWRIGHT.Api.WhichStep") : text(key) };
}
