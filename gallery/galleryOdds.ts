import { fightScenario, type FightScenario } from "../src/foundry/odds/fightScenario";
import { oddsExport } from "../src/foundry/odds/oddsExport";
import { readOddsForm, showProgress } from "../src/foundry/applications/odds/oddsForm";
import { OddsRun, studyWorker, type OddsRunState } from "../src/foundry/odds/OddsRun";
import { studyWithTargeting, targetingSettings, type SideTargeting } from "../src/foundry/applications/odds/sideTargeting";
import { oddsView, TRIAL_CHOICES } from "../src/foundry/applications/odds/oddsView";
import { translate } from "../src/foundry/templating/Translator";
import { ruleSetById } from "../src/rulesets/registry";
import { trackerContexts } from "./galleryTracker";
import type { GalleryState } from "./GalleryState";
import { notify } from "./notify";

/** The page's fixed seed, so a screenshot shows the same study every time. */
const SEED = 2026;

/**
 * The gallery's Odds page: the combat tracker as the GM sees it, with its Odds button, and the
 * dialog it opens, for the gallery's two fighters on opposite sides, in each theme asked for. The
 * study runs in a Web Worker built from the same entry as the CLI's threads; the page only draws.
 */
export function showOddsPage(root: HTMLElement, state: GalleryState): void {
  const study = fightScenario(
    {
      ruleset: state.world.module.id,
      options: {},
      round: 0,
      roundPlan: state.world.module.combat.clock.round,
      grid: "gridless",
      fighters: state.fighters.map((ref, index) => ({
        id: `fighter-${index + 1}`,
        name: state.world.actor(ref).name,
        actor: state.world.actor(ref),
        side: index === 0 ? "friendly" : "hostile",
        surprised: false,
        defeated: false,
        at: null,
      })),
    },
    SEED,
    ruleSetById(state.world.module.id),
  );
  const settings: { trials: number; seed: number; targeting: SideTargeting; open: boolean } = {
    trials: TRIAL_CHOICES[1],
    seed: SEED,
    targeting: {},
    open: false,
  };
  const i18n = state.i18n;
  let shown: OddsRunState["kind"] = "ready";
  const run = new OddsRun(
    () => studyWorker(new Worker(new URL("../src/cli/oddsWorker.ts", import.meta.url), { type: "module" })),
    (state) => {
      if (state.kind === "running" && shown === "running") {
        for (const theme of root.querySelectorAll("[data-theme]")) showProgress(theme, i18n, state);
        return;
      }
      shown = state.kind;
      draw();
    },
  );
  const tracker = trackerContexts({ ...state, viewer: "gm" });
  // Each theme draws the same tracker and the same dialog; a click acts on the theme it was made in.
  const draw = (): void => {
    root.innerHTML = state.themes
      .map(
        (theme) => `<div class="gallery-theme theme-${theme}" data-theme="${theme}">
        <h2 class="gallery-theme-title">${theme === "light" ? "Light theme" : "Dark theme"}</h2>
        <div class="gallery-row">
          <section class="gallery-panel gallery-panel--tracker" data-panel="tracker">
            <h3 class="gallery-caption">Combat tracker, as the Gamemaster sees it</h3>
            <section class="sidebar-tab combat-sidebar turnwright-tracker">
              ${state.templates.trackerPart("header", tracker.header)}
              ${state.templates.trackerPart("tracker", tracker.tracker)}
            </section>
          </section>
          ${settings.open ? dialog(state, study, run.state, settings) : ""}
        </div>
      </div>`,
      )
      .join("");
  };
  root.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-action]") : null;
    const theme = target?.closest<HTMLElement>("[data-theme]");
    if (target === null || target === undefined || theme === null || theme === undefined) return;
    act(target.dataset["action"] ?? "", theme.dataset["theme"] ?? "");
  });
  const inTheme = (theme: string): HTMLElement | null => root.querySelector<HTMLElement>(`[data-theme="${theme}"]`);
  const act = (action: string, theme: string): void => {
    if (action === "turnwrightOdds") {
      settings.open = true;
      draw();
      inTheme(theme)?.querySelector<HTMLElement>("[data-action=turnwrightOddsRun]")?.focus();
      return;
    }
    const where = inTheme(theme);
    // The tracker's own buttons are the table page's to show; here only the dialog's act.
    if (!study.ok || where === null || !action.startsWith("turnwrightOdds")) return;
    if (action === "turnwrightOddsCancel") return run.cancel();
    const form = readOddsForm(where, study.targetings);
    if (!form.ok) return notify("warning", translate(state.i18n, form.reason));
    settings.trials = form.trials;
    settings.seed = form.seed;
    settings.targeting = form.targeting;
    const scenario = studyWithTargeting(study.scenario, form.targeting);
    const exported = oddsExport(scenario, "gallery duel", form.seed, form.trials);
    if (action === "turnwrightOddsRun") run.start(scenario, form.seed, form.trials);
    if (action === "turnwrightOddsExport") download(exported.fileName, exported.json);
    // A page has no Foundry clipboard helper; the command is shown where the GM would be told it was copied.
    if (action === "turnwrightOddsCopy") notify("info", exported.command);
  };
  draw();
}

function dialog(
  state: GalleryState,
  study: FightScenario,
  runState: OddsRunState,
  settings: { readonly trials: number; readonly seed: number; readonly targeting: SideTargeting },
): string {
  const body = study.ok
    ? state.templates.odds(
        oddsView(state.i18n, runState, {
          trials: settings.trials,
          seed: settings.seed,
          assumptions: study.assumptions,
          unit: study.unit,
          targeting: targetingSettings(study.scenario, study.targetings, settings.targeting),
        }),
      )
    : `<p class="turnwright-odds-message failed">${translate(state.i18n, study.reason)}</p>`;
  return `<section class="gallery-panel gallery-panel--odds" data-panel="odds">
    <h3 class="gallery-caption">Odds dialog</h3>
    <div class="application turnwright turnwright-odds-dialog" role="dialog" aria-label="${translate(state.i18n, { key: "TURNWRIGHT.Odds.Title" })}">
      <header class="window-header"><h1 class="window-title">${translate(state.i18n, { key: "TURNWRIGHT.Odds.Title" })}</h1></header>
      <section class="window-content">${body}</section>
    </div>
  </section>`;
}

/** What Foundry's saveDataToFile does: the text as a file the browser downloads. */
function download(fileName: string, text: string): void {
  const link = Object.assign(document.createElement("a"), { href: URL.createObjectURL(new Blob([text], { type: "application/json" })), download: fileName });
  link.click();
  setTimeout(() => URL.revokeObjectURL(link.href), 1000);
}
