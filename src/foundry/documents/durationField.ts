import { countsUnits, MAX_DURATION_COUNT } from "../../engine/effects/DurationUnit";
import { fightArrived } from "../combat/fightSettings";
import { readyGame } from "../gm/readyGame";
import { clockOfCombat, timingOf } from "./effectDuration";
import { timingInForce } from "../../engine/effects/EffectTiming";

/** Where the duration stands, in the GM's words: not begun (outside a fight), in force, or over. */
function standing(effect: ActiveEffect.Implementation): string {
  const timing = timingOf(effect);
  if (timing === null) return "";
  if (timing.start === null) return "TURNWRIGHT.Duration.State.Waiting";
  return timingInForce(timing, fightArrived()?.rules.durations ?? [], clockOfCombat) ? "TURNWRIGHT.Duration.State.InForce" : "TURNWRIGHT.Duration.State.Ended";
}

/**
 * The duration in the rule set's own time, on the effect's Duration tab (v13
 * client/applications/sheets/active-effect-config.mjs, part `duration`): a unit of the rule
 * set's and a count, named as the flag they fill, so core's form submits them with the rest and
 * the effect's `_preUpdate` checks them.
 */
export function addDurationField(effect: ActiveEffect.Implementation, html: HTMLElement): void {
  const units = fightArrived()?.rules.durations ?? [];
  const tab = html.querySelector('section[data-tab="duration"]');
  if (units.length === 0 || tab === null || tab.querySelector(".turnwright-duration") !== null) return;
  const words = readyGame().i18n;
  const timing = timingOf(effect);
  const fieldset = document.createElement("fieldset");
  fieldset.className = "turnwright-duration";
  const legend = document.createElement("legend");
  legend.textContent = words.localize("TURNWRIGHT.Duration.Legend");
  const select = document.createElement("select");
  select.name = "flags.turnwright.duration.unit";
  const none = new Option(words.localize("TURNWRIGHT.Duration.None"), "", false, timing === null);
  select.append(none, ...units.map((unit) => new Option(words.localize(unit.label), unit.id, false, timing?.unit === unit.id)));
  const count = document.createElement("input");
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
    const row = document.createElement("div");
    row.className = "form-group";
    const text = document.createElement("label");
    text.textContent = words.localize(label);
    const fields = document.createElement("div");
    fields.className = "form-fields";
    fields.append(input);
    row.append(text, fields);
    return row;
  };
  const hint = document.createElement("p");
  hint.className = "hint";
  hint.textContent = words.localize("TURNWRIGHT.Duration.Hint");
  fieldset.append(legend, group("TURNWRIGHT.Duration.Unit.Label", select), group("TURNWRIGHT.Duration.Count", count), hint);
  const state = standing(effect);
  if (state !== "") {
    const line = document.createElement("p");
    line.className = "turnwright-duration-state";
    line.dataset["state"] = state.split(".").at(-1) ?? "";
    line.textContent = words.localize(state);
    fieldset.append(line);
  }
  tab.append(fieldset);
}
