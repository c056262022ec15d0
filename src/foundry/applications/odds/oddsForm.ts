import { text, type Language, type LocalText } from "../../../engine/text/LocalText";
import type { Targeting } from "../../../engine/script/Targeting";
import type { OddsRunState } from "../../odds/OddsRun";
import { progressWords, TRIAL_CHOICES } from "./oddsView";

const MAX_SEED = 4_294_967_295;

export type OddsForm =
  | { readonly ok: true; readonly trials: number; readonly seed: number; readonly targeting: Readonly<Record<string, Targeting>> }
  | { readonly ok: false; readonly reason: LocalText };

/**
 * The dialog's choices read back: one of the offered numbers of fights, a seed a scenario file
 * may hold, and for each side one of the `offered` targetings. A seed typed wrong is refused,
 * never rounded into another study.
 */
export function readOddsForm(root: ParentNode, offered: readonly Targeting[]): OddsForm {
  const trials = Number(root.querySelector<HTMLSelectElement>("select[name=trials]")?.value);
  const seedText = root.querySelector<HTMLInputElement>("input[name=seed]")?.value.trim() ?? "";
  const seed = Number(seedText);
  if (!TRIAL_CHOICES.some((choice) => choice === trials)) return { ok: false, reason: text("TURNWRIGHT.Odds.BadTrials") };
  if (!/^\d+$/.test(seedText) || !Number.isSafeInteger(seed) || seed > MAX_SEED)
    return { ok: false, reason: text("TURNWRIGHT.Odds.BadSeed", { value: seedText, max: MAX_SEED }) };
  const targeting: Record<string, Targeting> = {};
  for (const select of root.querySelectorAll<HTMLSelectElement>("select[data-targeting-side]")) {
    const chosen = offered.find((word) => word === select.value);
    if (chosen === undefined) return { ok: false, reason: text("TURNWRIGHT.Odds.BadTargeting") };
    targeting[select.dataset["targetingSide"] ?? ""] = chosen;
  }
  return { ok: true, trials, seed, targeting };
}

/** More fights done: the bar and its words move, and nothing else is drawn again. */
export function showProgress(root: ParentNode, i18n: Language, state: Extract<OddsRunState, { kind: "running" }>): void {
  const words = progressWords(i18n, state);
  const bar = root.querySelector<HTMLProgressElement>(".turnwright-odds-progress progress");
  if (bar !== null) {
    bar.value = state.done;
    bar.setAttribute("aria-label", words);
  }
  const status = root.querySelector(".turnwright-odds-progress [role=status]");
  if (status !== null) status.textContent = words;
}
