import { createClock, next, previous, setInitiative, type ClockResult, type ClockShape, type ClockState } from "../src/engine/clock/index";
import type { CombatRules } from "../src/engine/play/CombatRules";
import { clockMark } from "../src/engine/effects/durationInForce";
import { editedTiming, type EffectTiming } from "../src/engine/effects/EffectTiming";
import { durationFieldset, durationStanding, type DurationStanding } from "../src/foundry/documents/durationFieldset";
import { effectReportLines } from "../src/foundry/fight/effectReport";
import { timeLabel } from "../src/foundry/applications/tracker/timeLabel";
import { translate } from "../src/foundry/templating/Translator";
import { notify } from "./notify";
import type { GalleryWorld } from "./GalleryWorld";
import type { Language } from "../src/foundry/templating/Translator";

/**
 * An Active Effect on the first fighter with a duration in the rule set's time, the fight's clock
 * it is counted on, and the tracker's chat lines its moves posted. The clock is the gallery's own
 * fight of its two fighters, stepped on and back by the panel's buttons as the tracker's are.
 */
export interface GalleryEffect {
  readonly name: string;
  readonly bearer: string;
  timing: EffectTiming | null;
  clock: ClockState;
  /** The tracker's chat messages, each the lines of one move (documents/timedEffects.ts `effectsLeftForce`). */
  readonly reports: string[][];
  /** Deleted by the GM from the effects panel. */
  deleted: boolean;
  /** Opened from the effects panel: its sheet is the one on show. */
  opened: boolean;
}

/** The gallery's fight id, as a Combat's id names the fight a duration began in. */
const FIGHT = "gallery-fight";

const escape = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function settled(result: ClockResult, before: ClockState): ClockState {
  return result.ok ? result.state : before;
}

/** The fight ranked as the gallery's tracker ranks it: the first fighter ahead. */
function ranked(shape: ClockShape, [first, second]: readonly [string, string], clock: ClockState): ClockState {
  return settled(setInitiative(shape, clock, { [first]: { score: 2 }, [second]: { score: 1 } }), clock);
}

/** What of the gallery's state the effect's panels read and step: the page's state, as much as it needs. */
export interface EffectPage {
  readonly world: GalleryWorld;
  readonly i18n: Language;
  readonly fighters: readonly [string, string];
  readonly effect: GalleryEffect;
}

/** A Blessing on the first fighter lasting one of the rule set's first unit, begun as the fight's first turn opens. */
export function galleryEffect(rules: CombatRules, fighters: readonly [string, string]): GalleryEffect {
  const shape = rules.clock;
  const [first, second] = fighters;
  const created = createClock(shape, [{ id: first }, { id: second }]);
  if (!created.ok) throw new Error(`The gallery's fight does not begin: ${created.refusal.message}`);
  const clock = ranked(shape, fighters, created.state);
  const unit = rules.durations[0];
  const timing = unit === undefined ? null : { unit: unit.id, count: 1, start: { combat: FIGHT, bearer: first, mark: clockMark(shape, clock, first) } };
  return { name: "Blessing", bearer: first, timing, clock, reports: [], deleted: false, opened: false };
}

/** The gallery's fights' clocks by combat id: its own fight's, and none for any other. */
export function galleryClockOf(effect: GalleryEffect): (combat: string) => ClockState | null {
  return (combat) => (combat === FIGHT ? effect.clock : null);
}

function standing(state: EffectPage, effect: GalleryEffect): DurationStanding | null {
  return durationStanding(effect.timing, state.world.module.combat.durations, (combat) => (combat === FIGHT ? effect.clock : null));
}

/**
 * The effect's sheet on its Duration tab, drawn as v13's ActiveEffectConfig draws it
 * (client/applications/sheets/active-effect-config.mjs: tabs details, duration, changes; the
 * duration part's core fields, in core's English), with the clock it is counted on and the
 * tracker's buttons beside it. The system's own fieldset is added once drawn (`finishEffectPanels`),
 * as the system adds it to the rendered tab in Foundry.
 */
export function effectPanel(state: EffectPage): string {
  const effect = state.effect;
  const actor = state.world.actor(effect.bearer);
  const label = timeLabel(effect.clock, state.world.module.combat.clock.time);
  const acting = effect.clock.acting.map((id) => state.world.actor(id).name).join(", ");
  const moment = `${label === null ? "" : translate(state.i18n, label)}${acting === "" ? "" : ` · ${acting}`}`;
  const number = (name: string, text: string): string =>
    `<div class="form-group"><label>${text}</label><div class="form-fields"><input type="number" name="${name}" value="" placeholder="—"></div></div>`;
  return `<section class="gallery-panel gallery-panel--effect" data-panel="effect" data-ref="${escape(effect.bearer)}" data-opened="${String(effect.opened)}">
    <h3 class="gallery-caption">Active Effect sheet · ${escape(effect.name)} on ${escape(actor.name)}</h3>
    <div class="gallery-effect-clock">
      <span data-effect-moment>${escape(moment)}</span>
      <button type="button" class="gallery-seat" data-action="effectStep" data-step="previous"><i class="fa-solid fa-caret-left" inert></i> Previous turn</button>
      <button type="button" class="gallery-seat" data-action="effectStep" data-step="next">Next turn <i class="fa-solid fa-caret-right" inert></i></button>
    </div>
    <form class="application sheet active-effect-config standard-form" data-effect-form autocomplete="off">
      <header class="window-header"><h1 class="window-title">${escape(effect.name)}</h1></header>
      <section class="window-content">
        <nav class="sheet-tabs tabs" aria-roledescription="Form Tab Navigation">
          <a data-tab="details"><i class="fa-solid fa-book" inert></i> Details</a>
          <a class="active" data-tab="duration"><i class="fa-solid fa-clock" inert></i> Duration</a>
          <a data-tab="changes"><i class="fa-solid fa-gears" inert></i> Changes</a>
        </nav>
        <section class="tab active" data-tab="duration">
          <fieldset>${number("duration.seconds", "Duration (Seconds)")}${number("duration.startTime", "Start Time")}</fieldset>
          <fieldset>${number("duration.rounds", "Rounds")}${number("duration.turns", "Turns")}</fieldset>
        </section>
      </section>
    </form>
  </section>`;
}

/** The system's fieldset in each effect sheet's Duration tab, built by the code that builds it in Foundry. */
export function finishEffectPanels(root: HTMLElement, state: EffectPage): void {
  const units = state.world.module.combat.durations;
  for (const tab of root.querySelectorAll<HTMLElement>('[data-panel="effect"] section[data-tab="duration"]')) {
    tab.append(durationFieldset(document, state.i18n, units, state.effect.timing, standing(state, state.effect)));
  }
}

/** The tracker's chat messages of the effect's moves, drawn as core draws a message (templates/sidebar/chat-message.hbs). */
export function effectReports(state: EffectPage): string {
  const speaker = translate(state.i18n, { key: "TURNWRIGHT.Combat.Report.Speaker" });
  return state.effect.reports
    .map(
      (lines, index) => `<li class="chat-message" data-report="${index}">
        <header class="message-header"><span class="message-sender">${escape(speaker)}</span></header>
        <div class="message-content"><ul class="tw-report">${lines.map((line) => `<li>${escape(line)}</li>`).join("")}</ul></div>
      </li>`,
    )
    .join("");
}

/**
 * The tracker stepped on or back: the effect is read against the clock again, and when that
 * turned it the chat is told, as the GM's game tells it (documents/timedEffects.ts).
 */
export function stepEffectClock(state: EffectPage, step: string): void {
  const effect = state.effect;
  const shape = state.world.module.combat.clock;
  const was = standing(state, effect);
  if (step === "previous") effect.clock = settled(previous(shape, effect.clock), effect.clock);
  else
    effect.clock =
      effect.clock.stage === "awaiting-initiative" ? ranked(shape, state.fighters, effect.clock) : settled(next(shape, effect.clock), effect.clock);
  const is = standing(state, effect);
  if (was === is || (was !== "Ended" && is !== "Ended")) return;
  effect.reports.push(effectReportLines(state.i18n, [{ actor: state.world.actor(effect.bearer).name, effect: effect.name, ended: is === "Ended" }]));
}

/**
 * The sheet's edit of the duration, as the effect's `_preUpdate` takes it: begun again where the
 * tracker stands, or refused with its message and nothing changed. True when the effect changed.
 */
export function editEffectDuration(state: EffectPage, form: HTMLFormElement): boolean {
  const effect = state.effect;
  const units = state.world.module.combat.durations;
  const unit = form.querySelector<HTMLSelectElement>('[name="flags.turnwright.duration.unit"]')?.value ?? "";
  const count = form.querySelector<HTMLInputElement>('[name="flags.turnwright.duration.count"]')?.value ?? "";
  const edited = editedTiming(effect.timing, { unit, count }, units);
  if (!edited.ok) {
    notify("error", translate(state.i18n, { key: `TURNWRIGHT.Duration.Problem.${edited.problem.key}`, data: edited.problem.data }));
    return false;
  }
  effect.timing =
    edited.timing === null
      ? null
      : { ...edited.timing, start: { combat: FIGHT, bearer: effect.bearer, mark: clockMark(state.world.module.combat.clock, effect.clock, effect.bearer) } };
  return true;
}
