import type { ClockPresent } from "../../../engine/clock/ClockState";
import { durationLeft, type TimeLeft } from "../../../engine/effects/durationLeft";
import type { DurationUnit } from "../../../engine/effects/DurationUnit";
import type { EffectTiming } from "../../../engine/effects/EffectTiming";
import { counted, text, type LocalText } from "../../../engine/text/LocalText";

/** An Active Effect on an actor (its own, or carried by one of its items), as the panel reads it. */
export interface EffectOnActor {
  /** The effect's uuid: what opens it and ends it. */
  readonly id: string;
  readonly name: string;
  readonly img: string;
  /** Switched off by hand (core's `disabled`). */
  readonly disabled: boolean;
  /** Its duration in the rule set's time, null for one that lasts until turned off. */
  readonly timing: EffectTiming | null;
}

/** Where an effect stands: in force (its time counting or not), waiting for a fight to count it, over, or switched off. */
export type EffectState = "in-force" | "waiting" | "ended" | "off";

export interface EffectRow {
  readonly id: string;
  readonly name: string;
  readonly img: string;
  readonly state: EffectState;
  /** How long it has left, in the rule set's own units ("2 Phases", "until its next turn"). */
  readonly left: LocalText;
}

const K = "TURNWRIGHT.Effects.Left";

/** The unit's own word for what is left: `TURNWRIGHT.Effects.Left.<unit>`, beside its name under `Duration.Unit`. */
function leftKey(unit: DurationUnit): string {
  return `${K}.${unit.label.slice(unit.label.lastIndexOf(".") + 1)}`;
}

/** What is left of a duration, in words: "2 Phases", "1 round end", "until the end of the round". */
export function leftWords(unit: DurationUnit, left: TimeLeft): LocalText {
  switch (left.kind) {
    case "count":
      return counted(leftKey(unit), left.count);
    case "moment":
      return text(leftKey(unit));
    case "ended":
      return text(`${K}.Ended`);
  }
}

/** One effect's row: what its time says, read against its fight's clock (`clockOf`: null when that fight or its clock is gone). */
function rowOf(effect: EffectOnActor, units: readonly DurationUnit[], clockOf: (combat: string) => ClockPresent | null): EffectRow {
  const row = { id: effect.id, name: effect.name, img: effect.img };
  if (effect.disabled) return { ...row, state: "off", left: text(`${K}.Off`) };
  const timing = effect.timing;
  const unit = timing === null ? undefined : units.find((candidate) => candidate.id === timing.unit);
  if (timing === null || unit === undefined) return { ...row, state: "in-force", left: text(`${K}.Always`) };
  const start = timing.start;
  if (start === null) return { ...row, state: "waiting", left: text(`${K}.Waiting`, { left: leftWords(unit, { kind: "count", count: timing.count }) }) };
  const clock = clockOf(start.combat);
  const left: TimeLeft = clock === null ? { kind: "ended" } : durationLeft(unit, timing.count, start.mark, clock, start.bearer);
  return { ...row, state: left.kind === "ended" ? "ended" : "in-force", left: leftWords(unit, left) };
}

const ORDER: readonly EffectState[] = ["in-force", "waiting", "ended", "off"];

/**
 * The rows of the effects panel: each effect with what is left of it in the rule set's units, those
 * in force first, then by name, so the list never depends on the order the effects were made in.
 */
export function effectRows(
  effects: readonly EffectOnActor[],
  units: readonly DurationUnit[],
  clockOf: (combat: string) => ClockPresent | null,
  language: string,
): EffectRow[] {
  const collator = new Intl.Collator(language);
  return effects
    .map((effect) => rowOf(effect, units, clockOf))
    .sort((a, b) => ORDER.indexOf(a.state) - ORDER.indexOf(b.state) || collator.compare(a.name, b.name) || collator.compare(a.id, b.id));
}

/** What templates/effects/panel.hbs draws: whose effects, each row with the words of its buttons, and whether the viewer may end one. */
export interface EffectsPanelContext {
  readonly title: LocalText;
  readonly moment: string | null;
  readonly none: LocalText;
  readonly isGM: boolean;
  readonly rows: readonly (EffectRow & { readonly open: LocalText; readonly end: LocalText })[];
}

export function effectsPanelContext(actor: string, rows: readonly EffectRow[], isGM: boolean, moment: string | null): EffectsPanelContext {
  return {
    title: text("TURNWRIGHT.Effects.Panel.Title", { name: actor }),
    moment,
    none: text("TURNWRIGHT.Effects.Panel.None", { name: actor }),
    isGM,
    rows: rows.map((row) => ({
      ...row,
      open: text("TURNWRIGHT.Effects.Panel.Open", { name: row.name }),
      end: text("TURNWRIGHT.Effects.Panel.End", { name: row.name }),
    })),
  };
}
