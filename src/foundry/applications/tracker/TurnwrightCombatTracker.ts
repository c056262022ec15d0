import { readyGame, setUpGame } from "../../readyGame";
import { requestOfGM } from "../../gm/requestOfGM";
import { say } from "../../gm/words";
import { combatData, fightRecord } from "../../documents/fighterRecord";
import { fightArrival, fightSettings } from "../../fight/fightSettings";
import { COMBAT_TEMPLATES } from "./templates";
import { budgetRows, type BudgetRowView } from "./trackerView";
import { readClock } from "../../fight/clockRecord";
import { timeLabel } from "./timeLabel";
import { TurnwrightCombat } from "../../documents/TurnwrightCombat";
import { askDeclare } from "./declareDialog";
import { tallyAfter, tallyViews } from "./tallyView";
import { talliesOf } from "../../data/worldTallies";
import { coreMenuEntry } from "../../versions/menuEntry";
import { rowMenu } from "./rowMenu";

const { CombatTracker } = foundry.applications.sidebar.tabs;

/**
 * Core's combat tracker, drawn from the system's own template parts: under each combatant's name
 * its budget as pips, a surprise badge and a player's "End my turn"; in the header, the fight's
 * moment in its shape of time. Core prepares every part's context; the system adds to it.
 */
export class TurnwrightCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    actions: {
      turnwrightEndTurn: TurnwrightCombatTracker.#endTurn,
      turnwrightBudget: TurnwrightCombatTracker.#budgetClicked,
      turnwrightDeclare: TurnwrightCombatTracker.#declare,
      turnwrightPass: TurnwrightCombatTracker.#pass,
      turnwrightTally: TurnwrightCombatTracker.#tally,
      turnwrightOdds: TurnwrightCombatTracker.#odds,
    },
  };

  static override PARTS = {
    ...CombatTracker.PARTS,
    header: { template: COMBAT_TEMPLATES.header },
    tracker: { template: COMBAT_TEMPLATES.tracker, scrollable: [""] },
  };

  /** This render's budget rows by combatant id: worked out once, read per combatant. */
  #rows: ReadonlyMap<string, BudgetRowView> = new Map();

  /**
   * Foundry draws the sidebar while the world's rules may still be arriving (they are fetched
   * at `init`): every render waits for them before core prepares the parts this class adds to.
   */
  protected override async _prepareContext(options: Parameters<CombatTracker["_prepareContext"]>[0]): Promise<CombatTracker.RenderContext> {
    await fightArrival();
    return super._prepareContext(options);
  }

  /** The row menu is built once, on the first render (`CombatTracker#_onFirstRender` in v13's declarations), from the rules' held actions: after they have arrived. */
  protected override async _onFirstRender(...args: Parameters<CombatTracker["_onFirstRender"]>): Promise<void> {
    await fightArrival();
    await super._onFirstRender(...args);
  }

  /** The header says the fight's moment ("Turn 2 · Phase 3") where core would say its round. */
  // Its arguments and answer as the game's declarations give them: v14 renamed the context types, and answers nothing.
  protected override async _prepareCombatContext(
    ...args: Parameters<CombatTracker["_prepareCombatContext"]>
  ): ReturnType<CombatTracker["_prepareCombatContext"]> {
    const [context] = args;
    const prepared = await super._prepareCombatContext(...args);
    const combat = this.viewed;
    const label = combat instanceof TurnwrightCombat ? timeLabel(readClock(combatData(combat)?.clock), fightSettings().rules.clock.time) : null;
    // v14 gives a Combat a name, and its tracker an action to edit it: kept where the game has them.
    const name: unknown = combat === null ? undefined : Reflect.get(combat, "name");
    // Core draws the tracker at setup, before the game is ready (v13 client/game.mjs Game#setupGame, initializeUI).
    const game = setUpGame("the combat tracker");
    const { ruleset, list } = fightSettings().tallies;
    const values = talliesOf(game.settings.get("turnwright", "tallies"), { id: ruleset, tallies: list });
    Object.assign(context, {
      turnwrightTallies: tallyViews(list, values, game.user.isGM, (text) => say(game.i18n, text)),
      turnwrightTime: label === null ? null : say(game.i18n, label),
      turnwrightName: typeof name === "string" && name !== "" ? name : null,
      turnwrightEditName: game.user.isGM && "editName" in this.options.actions,
    });
    return prepared;
  }

  protected override async _prepareTrackerContext(
    ...args: Parameters<CombatTracker["_prepareTrackerContext"]>
  ): ReturnType<CombatTracker["_prepareTrackerContext"]> {
    const combat = this.viewed;
    this.#rows = combat instanceof TurnwrightCombat ? new Map(this.#budgetRows(combat).map((row) => [row.id, row])) : new Map();
    return super._prepareTrackerContext(...args);
  }

  protected override async _prepareTurnContext(
    combat: Combat.Stored,
    combatant: Combatant.Stored,
    index: number,
  ): Promise<CombatTracker.TurnContext & { readonly turnwright: BudgetRowView | null }> {
    const turn = await super._prepareTurnContext(combat, combatant, index);
    return { ...turn, turnwright: this.#rows.get(combatant.id) ?? null };
  }

  #budgetRows(combat: TurnwrightCombat): BudgetRowView[] {
    const game = setUpGame("the combat tracker");
    return budgetRows(
      fightSettings().rules,
      fightRecord(combat),
      { isGM: game.user.isGM, owns: (id) => combat.combatants.get(id)?.isOwner === true },
      {
        say: (text) => say(game.i18n, text),
        pip: (label, spent) => game.i18n.format(spent ? "TURNWRIGHT.Combat.PipSpent" : "TURNWRIGHT.Combat.PipOpen", { label }),
        list: (names) => game.i18n.getListFormatter().format(names),
      },
    );
  }

  /** Core's entries on a combatant's row, and the rule set's own after them (see rowMenu). */
  protected override _getEntryContextOptions(): foundry.applications.ux.ContextMenu.Entry<HTMLElement>[] {
    return [...super._getEntryContextOptions(), ...rowMenu(() => this.viewed, fightSettings().rules).map(coreMenuEntry)];
  }

  /**
   * A click on a combatant's budget. ApplicationV2 runs the action of the nearest element that
   * names one, so naming this one keeps core's `activateCombatant` (select and pan to the token)
   * from taking a click on a pip for a click on the combatant. There is nothing else to do.
   */
  static #budgetClicked(this: TurnwrightCombatTracker): void {
    // Deliberately nothing: the click is answered by being claimed.
  }

  /** The acting combatant's owner (or the GM) says how many actions it takes; the active GM takes it. */
  static async #declare(this: TurnwrightCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.viewed;
    const combatant = target.dataset["combatantId"];
    if (combat === null || combat.id === null || combatant === undefined) return;
    await askDeclare(combat.id, combatant);
  }

  /** The acting combatant's owner (or the GM) takes it out of this round's passes; the active GM writes it. */
  static async #pass(this: TurnwrightCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.viewed;
    const combatant = target.dataset["combatantId"];
    if (combat === null || combat.id === null || combatant === undefined) return;
    await requestOfGM("passCombatant", { combat: combat.id, combatant });
  }

  /** The GM counts a tally of the world's up, down or back to the session's number; the active GM writes it. */
  static async #tally(this: TurnwrightCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const { ruleset, list } = fightSettings().tallies;
    const tally = list.find((candidate) => candidate.name === target.dataset["tally"]);
    if (tally === undefined) return;
    const value = talliesOf(readyGame("the combat tracker").settings.get("turnwright", "tallies"), { id: ruleset, tallies: list })[tally.name] ?? tally.session;
    const next = tallyAfter({ value, session: tally.session }, target.dataset["change"] ?? "");
    if (next !== null) await requestOfGM("setTally", { name: tally.name, value: next });
  }

  /**
   * The GM asks who is likely to win the viewed combat, before or during the fight. The dialog is
   * fetched on the first ask: most sessions never open it, and every world would load it at boot.
   */
  static async #odds(this: TurnwrightCombatTracker): Promise<void> {
    const combat = this.viewed;
    if (!(combat instanceof TurnwrightCombat)) return;
    const { OddsDialog } = await import("../odds/OddsDialog");
    OddsDialog.open(combat);
  }

  /** A player ends their own turn: the active GM re-checks it is theirs and advances the fight. */
  static async #endTurn(this: TurnwrightCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.viewed;
    const combatant = target.dataset["combatantId"];
    if (combat === null || combatant === undefined) return;
    await requestOfGM("advanceTurn", { combat: combat.id, combatant });
  }
}
