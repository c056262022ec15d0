import { fightArrived } from "../fight/fightSettings";
import { readyGame } from "../readyGame";
import { clockOfCombat, timingOf } from "./effectDuration";
import { durationFieldset, durationStanding } from "./durationFieldset";

/**
 * The duration in the rule set's own time, on the effect's Duration tab (v13
 * client/applications/sheets/active-effect-config.mjs, part `duration`), below core's own fields,
 * so core's form submits it with the rest and the effect's `_preUpdate` checks it.
 */
export function addDurationField(effect: ActiveEffect.Implementation, html: HTMLElement): void {
  const units = fightArrived()?.rules.durations ?? [];
  const tab = html.querySelector('section[data-tab="duration"]');
  if (units.length === 0 || tab === null || tab.querySelector(".turnwright-duration") !== null) return;
  const timing = timingOf(effect);
  tab.append(durationFieldset(html.ownerDocument, readyGame("an effect's Duration tab").i18n, units, timing, durationStanding(timing, units, clockOfCombat)));
}
