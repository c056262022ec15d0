import type { ModifierChoice, RollModifiers } from "../../../engine/play/RollModifiers";
import { signed } from "../../../engine/play/RollModifiers";
import type { ReachNote } from "../../../engine/play/reachOnCard";
import { refusalWords, renderText } from "../../../engine/text/LocalText";
import { readMessageMode, type MessageMode } from "../../dice/messageVisibility";
import type { Translator } from "../../templating/Translator";

/** A roll mode the dialog offers: core's name for it and core's label key (`CONFIG.Dice.rollModes`). */
export interface RollModeChoice {
  readonly mode: MessageMode;
  readonly label: string;
}

/**
 * v13's `CONFIG.Dice.rollModes` (client/config.mjs), in its order, with its labels: the choices the
 * chat's roll-mode selector offers. Used where a game holds no such list (v14 moved it) and by the
 * gallery, which has no Foundry.
 */
export const CORE_ROLL_MODES: readonly RollModeChoice[] = [
  { mode: "public", label: "CHAT.RollPublic" },
  { mode: "gm", label: "CHAT.RollPrivate" },
  { mode: "blind", label: "CHAT.RollBlind" },
  { mode: "self", label: "CHAT.RollSelf" },
];

/** What the roller settled on in the dialog: the modifiers, and who sees the roll. */
export interface DialogAnswer {
  readonly choice: ModifierChoice;
  readonly mode: MessageMode;
}

/** The dialog's template context: the ladder, a free modifier per dial, the roll modes, all in words. */
export interface ModifierDialogContext {
  readonly ladder: readonly { readonly id: string; readonly label: string; readonly selected: boolean }[];
  readonly dials: readonly {
    readonly id: string;
    readonly name: string;
    readonly label: string;
    readonly value: number;
    readonly least: number;
    readonly most: number;
    readonly range: string;
  }[];
  readonly modes: readonly { readonly mode: MessageMode; readonly label: string; readonly selected: boolean }[];
  readonly hint: string;
  /** The targets' distances on the scene, in words, with the refusal to come or the GM's say; null without a scene. */
  readonly reach: { readonly lines: readonly string[]; readonly refusal: string | null; readonly gmDecides: string | null } | null;
}

/** What the dialog says of the roll beyond its modifiers: the key that skips it, as the user's keyboard names it (null when none is bound). */
export interface DialogSituation {
  readonly skipKey: string | null;
  /** What the range rule makes of the targets' distances, where this game measured any. */
  readonly reach?: ReachNote | null;
}

/** The distances in words: each target's, the rule's refusal to come, or that the GM decides. */
function reachInWords(note: ReachNote | null | undefined, i18n: Translator): ModifierDialogContext["reach"] {
  if (note === null || note === undefined) return null;
  return {
    lines: note.lines.map((line) => renderText(line, i18n)),
    refusal: note.refusal === null ? null : renderText(refusalWords(note.refusal), i18n),
    gmDecides: note.gmDecides ? i18n.localize("TURNWRIGHT.Range.GmDecides") : null,
  };
}

/** The form field a dial's free modifier is entered in. */
export function dialField(dial: string): string {
  return `free.${dial}`;
}

/** The dialog drawn at `answer`: the last choice when one is remembered, else the usual step. */
export function modifierDialogContext(
  rules: RollModifiers,
  answer: DialogAnswer,
  modes: readonly RollModeChoice[],
  i18n: Translator,
  situation: DialogSituation,
): ModifierDialogContext {
  return {
    ladder: rules.ladder.map((step) => ({
      id: step.id,
      label: i18n.format("TURNWRIGHT.Modifiers.StepLine", { step: i18n.localize(step.label), value: signed(step.value) }),
      selected: step.id === answer.choice.step,
    })),
    dials: rules.dials.map((dial) => ({
      id: dial.id,
      name: dialField(dial.id),
      label: i18n.localize(dial.label),
      value: Object.hasOwn(answer.choice.free, dial.id) ? (answer.choice.free[dial.id] ?? 0) : 0,
      least: dial.least,
      most: dial.most,
      range: i18n.format("TURNWRIGHT.Modifiers.Range", { least: signed(dial.least), most: signed(dial.most) }),
    })),
    modes: modes.map((choice) => ({ mode: choice.mode, label: i18n.localize(choice.label), selected: choice.mode === answer.mode })),
    hint:
      situation.skipKey === null ? i18n.localize("TURNWRIGHT.Modifiers.SkipUnbound") : i18n.format("TURNWRIGHT.Modifiers.SkipHint", { key: situation.skipKey }),
    reach: reachInWords(situation.reach, i18n),
  };
}

/** What a form element holds, by name: the dialog's select and number inputs, read as strings. */
export type FormValues = (name: string) => string | null;

/** A form's named fields as text: the dialog's selects and number inputs. */
export function formValues(form: HTMLFormElement | null): FormValues {
  return (name) => {
    const field = form?.elements.namedItem(name);
    return field instanceof HTMLInputElement || field instanceof HTMLSelectElement ? field.value : null;
  };
}

/**
 * The dialog's form read back as a choice. Numbers are sent as typed (a decimal stays a decimal),
 * so the GM's check, not the dialog, decides what is within the rules: a page can be edited.
 */
export function readModifierForm(rules: RollModifiers, value: FormValues, fallbackMode: MessageMode): DialogAnswer {
  const step = value("step");
  const free: Record<string, number> = {};
  for (const dial of rules.dials) {
    const typed = value(dialField(dial.id));
    const amount = typed === null || typed.trim() === "" ? 0 : Number(typed);
    free[dial.id] = Number.isFinite(amount) ? amount : 0;
  }
  return { choice: { step: step === null || step === "" ? null : step, free }, mode: readMessageMode(value("mode")) ?? fallbackMode };
}
