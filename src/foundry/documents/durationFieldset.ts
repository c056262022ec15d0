import type { ClockPresent } from "../../engine/clock/ClockState";
import { countsUnits, MAX_DURATION_COUNT, type DurationUnit } from "../../engine/effects/DurationUnit";
import { timingInForce, type EffectTiming } from "../../engine/effects/EffectTiming";

/** Where a duration stands: not begun (set outside a fight), in force, or over; its words are `TURNWRIGHT.Duration.State.<standing>`. */
export type DurationStanding = "Waiting" | "InForce" | "Ended";

/** Where a duration stands with its fight's clock as `clockOf` answers it; null for an effect without one. */
export function durationStanding(
  timing: EffectTiming | null,
  units: readonly DurationUnit[],
  clockOf: (combat: string) => ClockPresent | null,
): DurationStanding | null {
  if (timing === null) return null;
  if (timing.start === null) return "Waiting";
  return timingInForce(timing, units, clockOf) ? "InForce" : "Ended";
}

/** The words the field shows, as `game.i18n` gives them. */
export interface FieldWords {
  localize(key: string): string;
}

/**
 * The duration in the rule set's own time as the effect's Duration tab shows it: a unit of the
 * rule set's (or none) and a count, named as the flag they fill so the sheet's form submits them
 * with the rest, a hint, and where the duration stands. The count is one for a moment ("until the
 * end of the round"), so it is shut while one is chosen.
 */
export function durationFieldset(
  page: Document,
  words: FieldWords,
  units: readonly DurationUnit[],
  timing: EffectTiming | null,
  standing: DurationStanding | null,
): HTMLFieldSetElement {
  const fieldset = page.createElement("fieldset");
  fieldset.className = "turnwright-duration";
  const legend = page.createElement("legend");
  legend.textContent = words.localize("TURNWRIGHT.Duration.Legend");
  const select = page.createElement("select");
  select.name = "flags.turnwright.duration.unit";
  const option = (label: string, value: string, selected: boolean): HTMLOptionElement => {
    const made = page.createElement("option");
    made.value = value;
    made.textContent = label;
    made.selected = selected;
    return made;
  };
  select.append(
    option(words.localize("TURNWRIGHT.Duration.None"), "", timing === null),
    ...units.map((unit) => option(words.localize(unit.label), unit.id, timing?.unit === unit.id)),
  );
  const count = page.createElement("input");
  count.type = "number";
  count.name = "flags.turnwright.duration.count";
  count.min = "1";
  count.max = String(MAX_DURATION_COUNT);
  count.step = "1";
  count.value = String(timing?.count ?? 1);
  const counting = (): void => {
    const unit = units.find((candidate) => candidate.id === select.value);
    count.disabled = unit === undefined || !countsUnits(unit);
    if (count.disabled) count.value = "1";
  };
  select.addEventListener("change", counting);
  counting();
  const group = (label: string, input: HTMLElement): HTMLElement => {
    const row = page.createElement("div");
    row.className = "form-group";
    const text = page.createElement("label");
    text.textContent = words.localize(label);
    const fields = page.createElement("div");
    fields.className = "form-fields";
    fields.append(input);
    row.append(text, fields);
    return row;
  };
  const hint = page.createElement("p");
  hint.className = "hint";
  hint.textContent = words.localize("TURNWRIGHT.Duration.Hint");
  fieldset.append(legend, group("TURNWRIGHT.Duration.Unit.Label", select), group("TURNWRIGHT.Duration.Count", count), hint);
  if (standing !== null) {
    const line = page.createElement("p");
    line.className = "turnwright-duration-state";
    line.dataset["state"] = standing;
    line.textContent = words.localize(`TURNWRIGHT.Duration.State.${standing}`);
    fieldset.append(line);
  }
  return fieldset;
}
