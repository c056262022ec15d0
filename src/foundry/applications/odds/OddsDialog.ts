import type { DeepPartial } from "fvtt-types/utils";
import { text } from "../../../engine/text/LocalText";
import { readyGame } from "../../readyGame";
import { say } from "../../gm/words";
import { gameTranslator } from "../../templating/gameTranslator";
import { ODDS_TEMPLATE, systemPath } from "../../templating/templatePaths";
import { fightOfCombat } from "./fightOfCombat";
import { fightSettings } from "../../fight/fightSettings";
import { fightScenario, type FightScenario } from "../../odds/fightScenario";
import { oddsExport } from "../../odds/oddsExport";
import { readOddsForm, showProgress } from "./oddsForm";
import { OddsRun, studyWorker, type OddsRunState } from "../../odds/OddsRun";
import { studyWithTargeting, targetingSettings, type SideTargeting } from "./sideTargeting";
import { oddsWorkerFile } from "../../odds/oddsWorkerFile";
import { oddsView, TRIAL_CHOICES } from "./oddsView";
import ApplicationV2 = foundry.applications.api.ApplicationV2;
import HandlebarsApplicationMixin = foundry.applications.api.HandlebarsApplicationMixin;

/** Typed as its ApplicationV2 base, as the sheets are (TS2589 on the mixin's own type). */
const HandlebarsApplication: typeof ApplicationV2 = HandlebarsApplicationMixin(ApplicationV2);

type RenderOptions = DeepPartial<ApplicationV2.RenderOptions> & { isFirstRender: boolean };

/** A seed the GM has not chosen yet: a whole number a scenario file may hold. */
function freshSeed(): number {
  return Math.floor(Math.random() * 4_294_967_296);
}

/**
 * The GM's "who wins this?" for the tracker's combat: the fight read as a scenario, run in a
 * Web Worker from the system's folder (the world's rule set's own), drawn as win rates,
 * fight lengths and who is left standing. The page only hears progress and the final counts.
 */
export class OddsDialog extends HandlebarsApplication {
  static override DEFAULT_OPTIONS: DeepPartial<ApplicationV2.Configuration> = {
    classes: ["turnwright", "turnwright-odds-dialog"],
    window: { title: "TURNWRIGHT.Odds.Title", icon: "fa-solid fa-dice", resizable: true },
    position: { width: 560, height: "auto" },
    actions: {
      turnwrightOddsRun: OddsDialog.#start,
      turnwrightOddsCancel: OddsDialog.#cancel,
      turnwrightOddsExport: OddsDialog.#export,
      turnwrightOddsCopy: OddsDialog.#copy,
    },
  };

  static PARTS: Record<string, HandlebarsApplicationMixin.HandlebarsTemplatePart> = {
    body: { template: systemPath(ODDS_TEMPLATE) },
  };

  readonly #combat: Combat.Implementation;
  readonly #study: Extract<FightScenario, { ok: true }>;
  #trials: number = TRIAL_CHOICES[1];
  #seed = freshSeed();
  /** How each side picks its targets, as the GM last chose: at random until then. */
  #targeting: SideTargeting = {};
  readonly #oddsRun = new OddsRun(
    // v13 common/utils/helpers.mjs `getRoute`: the path under the server's route prefix, where Foundry serves system files.
    // The worker of the study's rule set, the world's: it carries that rule set alone.
    () => studyWorker(new Worker(foundry.utils.getRoute(systemPath(oddsWorkerFile(this.#study.scenario.ruleset))), { type: "module" })),
    (state) => this.#changed(state),
  );
  #shown: OddsRunState["kind"] = "ready";

  private constructor(combat: Combat.Implementation, study: Extract<FightScenario, { ok: true }>) {
    super({});
    this.#combat = combat;
    this.#study = study;
  }

  /** Opens the dialog for the combat, or says why its fight cannot be studied. GM only. */
  static open(combat: Combat.Implementation): void {
    const game = readyGame("the Odds dialog");
    if (!game.user.isGM) return;
    const study = fightScenario(fightOfCombat(combat), 0, fightSettings().study.ruleset);
    if (!study.ok) {
      ui.notifications?.warn(say(game.i18n, study.reason));
      return;
    }
    void new OddsDialog(combat, study).render({ force: true });
  }

  protected override async _prepareContext(options: RenderOptions): Promise<ApplicationV2.RenderContext> {
    const base = await super._prepareContext(options);
    const view = oddsView(gameTranslator(), this.#oddsRun.state, {
      trials: this.#trials,
      seed: this.#seed,
      assumptions: this.#study.assumptions,
      unit: this.#study.unit,
      targeting: targetingSettings(this.#study.scenario, this.#study.targetings, this.#targeting),
    });
    return { ...base, ...view };
  }

  /**
   * A closed dialog leaves no worker behind. v13 client/applications/api/application.mjs: `close`
   * runs `_preClose`, tears the window down, then calls `_onClose` with the same options (from
   * the header's close button, Escape or a submit). v14's close was not read; its API pages list
   * the same closing options.
   */
  protected override _onClose(options: DeepPartial<ApplicationV2.RenderOptions>): void {
    this.#oddsRun.cancel();
    super._onClose(options);
  }

  /** A new kind of state redraws the dialog; more progress only moves the bar. */
  #changed(state: OddsRunState): void {
    if (state.kind === "running" && this.#shown === "running" && this.element instanceof HTMLElement) {
      showProgress(this.element, gameTranslator(), state);
      return;
    }
    this.#shown = state.kind;
    void this.render();
  }

  #readForm(): boolean {
    const form = readOddsForm(this.element, this.#study.targetings);
    if (!form.ok) {
      ui.notifications?.warn(say(readyGame("the Odds dialog").i18n, form.reason));
      return false;
    }
    this.#trials = form.trials;
    this.#seed = form.seed;
    this.#targeting = form.targeting;
    return true;
  }

  static #start(this: OddsDialog): void {
    if (!this.#readForm()) return;
    this.#oddsRun.start(studyWithTargeting(this.#study.scenario, this.#targeting), this.#seed, this.#trials);
  }

  static #cancel(this: OddsDialog): void {
    this.#oddsRun.cancel();
  }

  #exported() {
    const name = (this.#combat.scene?.name ?? "") || "fight";
    return oddsExport(studyWithTargeting(this.#study.scenario, this.#targeting), name, this.#seed, this.#trials);
  }

  static #export(this: OddsDialog): void {
    if (!this.#readForm()) return;
    const file = this.#exported();
    // v13 client/utils/helpers.mjs `saveDataToFile`: a Blob behind an <a download>, clicked.
    foundry.utils.saveDataToFile(file.json, "application/json", file.fileName);
  }

  static async #copy(this: OddsDialog): Promise<void> {
    if (!this.#readForm()) return;
    const game = readyGame("the Odds dialog");
    // v13 client/helpers/interaction/clipboard-helper.mjs `ClipboardHelper#copyPlainText`.
    await game.clipboard.copyPlainText(this.#exported().command);
    ui.notifications?.info(say(game.i18n, text("TURNWRIGHT.Odds.Copied")));
  }
}
