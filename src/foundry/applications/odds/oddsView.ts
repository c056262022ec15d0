import type { OddsSummary, SideRate } from "../../../engine/odds/OddsStudy";
import { DEFAULT_TARGETING, type Targeting } from "../../../engine/script/Targeting";
import type { WinRate } from "../../../engine/odds/WinRate";
import { text, type Language, type LocalText } from "../../../engine/text/LocalText";
import { translate } from "../../templating/Translator";
import type { OddsRunState } from "../../odds/OddsRun";
import { SIDES } from "../../odds/fightScenario";

/** One bar of the picture: a share with its 95% interval, as percentages the template draws. */
export interface RateBar {
  readonly label: string;
  /** The exact count behind the bar, for whoever checks the picture against the CLI. */
  readonly count: number;
  readonly rate: string;
  readonly low: string;
  readonly high: string;
  /** CSS lengths: the bar, and the whisker of the interval. */
  readonly width: string;
  readonly from: string;
  readonly span: string;
  /** The bar in words, for a screen reader. */
  readonly words: string;
}

export interface LengthBar {
  readonly rounds: number;
  readonly fights: number;
  readonly height: string;
  readonly words: string;
}

export interface OddsView {
  readonly assumptions: readonly string[];
  readonly trials: number;
  readonly seed: number;
  readonly trialChoices: readonly { readonly value: number; readonly label: string; readonly selected: boolean }[];
  /** A choice of targeting for each side of the study, in the order the sides first appear. */
  readonly targetingChoices: readonly {
    readonly side: string;
    readonly label: string;
    readonly options: readonly { readonly value: Targeting; readonly label: string; readonly selected: boolean }[];
  }[];
  /** What each targeting the rule set offers means, a sentence each: only those offered. */
  readonly targetingHint: string;
  readonly running: boolean;
  readonly progress: { readonly done: number; readonly trials: number; readonly words: string } | null;
  readonly message: string | null;
  readonly failed: boolean;
  readonly result: {
    readonly heading: string;
    /** How each side chose its targets in the study drawn. */
    readonly targetingWords: string;
    readonly sides: readonly RateBar[];
    readonly standing: readonly RateBar[];
    readonly lengths: readonly LengthBar[];
    readonly lengthCaption: string;
    readonly roundsWords: string;
  } | null;
}

/** How many fights a GM may ask for: enough for a quick look, enough for a narrow interval. */
export const TRIAL_CHOICES = [1_000, 10_000, 100_000] as const;

/** A share as the reader's language writes a percentage: "12.5%" in English, "12,5 %" in German. */
const percent = (i18n: Language, x: number): string =>
  new Intl.NumberFormat(i18n.lang, { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(x);
/** A count as the reader's language groups its digits: "10,000", "10.000", "10 000". */
const whole = (i18n: Language, x: number): string => new Intl.NumberFormat(i18n.lang, { maximumFractionDigits: 0 }).format(x);
/** A CSS length, never shown: always a dot and no grouping, whatever the language. */
const css = (x: number): string => `${(100 * x).toFixed(2)}%`;

function bar(i18n: Language, label: string, rate: WinRate): RateBar {
  const words = translate(
    i18n,
    text("TURNWRIGHT.Odds.BarWords", { label, rate: percent(i18n, rate.rate), low: percent(i18n, rate.low), high: percent(i18n, rate.high) }),
  );
  return {
    label,
    count: rate.wins,
    rate: percent(i18n, rate.rate),
    low: percent(i18n, rate.low),
    high: percent(i18n, rate.high),
    width: css(rate.rate),
    from: css(rate.low),
    span: css(rate.high - rate.low),
    words,
  };
}

/** A side as the dialog names it: a disposition in the table's words, any other name as it is. */
export function sideLabel(i18n: Language, side: string): string {
  return SIDES.some((known) => known === side) ? translate(i18n, text(`TURNWRIGHT.Odds.Side.${side}`)) : side;
}

/** A targeting in the dialog's words: "at random", "the nearest". */
function targetingLabel(i18n: Language, targeting: Targeting): string {
  return translate(i18n, text(`TURNWRIGHT.Targeting.Mode.${targeting}`));
}

/** How each side of a study chose its targets, in one sentence. */
function targetingWords(i18n: Language, sides: readonly SideRate[]): string {
  const each = sides.map((side) =>
    translate(
      i18n,
      text("TURNWRIGHT.Odds.SideTargeting", {
        side: sideLabel(i18n, side.side),
        targeting: i18n.getListFormatter().format(side.targeting.map((word) => targetingLabel(i18n, word))),
      }),
    ),
  );
  return translate(i18n, text("TURNWRIGHT.Odds.TargetingUsed", { sides: each.join("; ") }));
}

function resultView(i18n: Language, summary: OddsSummary, unit: LocalText): NonNullable<OddsView["result"]> {
  const unitWords = translate(i18n, unit);
  const most = Math.max(1, ...summary.lengths.map((length) => length.fights));
  const r = summary.rounds;
  return {
    heading: translate(i18n, text("TURNWRIGHT.Odds.Heading", { trials: whole(i18n, summary.trials), seed: summary.seed })),
    targetingWords: targetingWords(i18n, summary.sides),
    sides: [
      ...summary.sides.map((side) => bar(i18n, sideLabel(i18n, side.side), side)),
      bar(i18n, translate(i18n, text("TURNWRIGHT.Odds.NoWinner")), summary.noWinner),
    ],
    standing: summary.combatants.map((c) =>
      bar(i18n, translate(i18n, text("TURNWRIGHT.Odds.Combatant", { name: c.name, side: sideLabel(i18n, c.side) })), {
        wins: c.standing,
        trials: summary.trials,
        rate: c.rate,
        low: c.low,
        high: c.high,
      }),
    ),
    lengths: summary.lengths.map((length) => ({
      rounds: length.rounds,
      fights: length.fights,
      height: css(length.fights / most),
      words: translate(i18n, text("TURNWRIGHT.Odds.LengthWords", { rounds: length.rounds, unit: unitWords, fights: whole(i18n, length.fights) })),
    })),
    lengthCaption: translate(i18n, text("TURNWRIGHT.Odds.Lengths", { unit: unitWords })),
    roundsWords: translate(
      i18n,
      text("TURNWRIGHT.Odds.RoundsWords", {
        mean: new Intl.NumberFormat(i18n.lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(r.mean),
        median: r.median,
        min: r.min,
        max: r.max,
        unit: unitWords,
      }),
    ),
  };
}

/** How far a run has got, in words: on the bar, and said to a screen reader. */
export function progressWords(i18n: Language, progress: { readonly done: number; readonly trials: number }): string {
  return translate(i18n, text("TURNWRIGHT.Odds.Progress", { done: whole(i18n, progress.done), trials: whole(i18n, progress.trials) }));
}

/** What the dialog offers for the sides' targeting: the rule set's targetings, and each side's choice (at random until chosen). */
export interface TargetingSettings {
  readonly sides: readonly string[];
  readonly offered: readonly Targeting[];
  readonly chosen: Readonly<Record<string, Targeting>>;
}

/** The dialog's context: what was assumed, the controls, and the run's state or its picture. */
export function oddsView(
  i18n: Language,
  state: OddsRunState,
  settings: {
    readonly trials: number;
    readonly seed: number;
    readonly assumptions: readonly LocalText[];
    readonly unit: LocalText;
    readonly targeting: TargetingSettings;
  },
): OddsView {
  const running = state.kind === "running";
  const progress =
    state.kind === "running" || state.kind === "cancelled" ? { done: state.done, trials: state.trials, words: progressWords(i18n, state) } : null;
  const message =
    state.kind === "cancelled"
      ? translate(i18n, text("TURNWRIGHT.Odds.Cancelled", { done: whole(i18n, state.done) }))
      : state.kind === "failed"
        ? translate(i18n, text("TURNWRIGHT.Odds.Failed", { message: state.message }))
        : null;
  return {
    assumptions: settings.assumptions.map((assumption) => translate(i18n, assumption)),
    trials: settings.trials,
    seed: settings.seed,
    trialChoices: TRIAL_CHOICES.map((value) => ({ value, label: whole(i18n, value), selected: value === settings.trials })),
    targetingChoices: settings.targeting.sides.map((side) => ({
      side,
      label: sideLabel(i18n, side),
      options: settings.targeting.offered.map((value) => ({
        value,
        label: targetingLabel(i18n, value),
        selected: value === (settings.targeting.chosen[side] ?? DEFAULT_TARGETING),
      })),
    })),
    targetingHint: settings.targeting.offered.map((value) => translate(i18n, text(`TURNWRIGHT.Odds.TargetingHint.${value}`))).join(" "),
    running,
    progress,
    message,
    failed: state.kind === "failed",
    result: state.kind === "done" ? resultView(i18n, state.summary, settings.unit) : null,
  };
}
