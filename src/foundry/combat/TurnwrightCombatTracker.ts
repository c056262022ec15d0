import { TurnwrightActor } from "../documents/TurnwrightActor";
import { readyGame } from "../gm/readyGame";
import { requestOfGM } from "../gm/requestOfGM";
import { say } from "../gm/words";
import { fighterRecord, fightRecord } from "./fighterRecord";
import { fightSettings } from "./fightSettings";
import { COMBAT_TEMPLATES } from "./templates";
import { budgetRows, type BudgetRowView } from "./trackerView";
import { readClock } from "./clockRecord";
import { HOLD_OPERATIONS } from "./planHold";
import { combatData } from "./storedData";
import { timeLabel } from "./timeLabel";
import { TurnwrightCombat } from "./TurnwrightCombat";

const { CombatTracker } = foundry.applications.sidebar.tabs;

const HOLD_ICONS: Readonly<Record<(typeof HOLD_OPERATIONS)[number], string>> = {
  delay: '<i class="fa-solid fa-hourglass-half"></i>',
  ready: '<i class="fa-solid fa-crosshairs"></i>',
  act: '<i class="fa-solid fa-bolt"></i>',
  abort: '<i class="fa-solid fa-shield-halved"></i>',
};

/** Asks the GM for a held action; Ready first asks what it waits for. */
async function askHold(combat: string | null, combatant: string, op: (typeof HOLD_OPERATIONS)[number]): Promise<void> {
  if (combat === null) return;
  if (op !== "ready") {
    await requestOfGM("holdAction", { combat, combatant, op });
    return;
  }
  const i18n = readyGame().i18n;
  const answer: unknown = await foundry.applications.api.DialogV2.input({
    window: { title: "TURNWRIGHT.Combat.Hold.ready", icon: "fa-solid fa-crosshairs" },
    content: `<label>${i18n.localize("TURNWRIGHT.Combat.Hold.Trigger")} <input type="text" name="trigger" required autofocus></label>`,
    rejectClose: false,
  });
  const trigger: unknown = typeof answer === "object" && answer !== null ? Reflect.get(answer, "trigger") : undefined;
  if (typeof trigger === "string") await requestOfGM("holdAction", { combat, combatant, op, trigger });
}

/**
 * Core's combat tracker, with each combatant's budget as pips under its name and a player's
 * "End my turn". Core renders the list; the budget rows are added once it has.
 */
export class TurnwrightCombatTracker extends CombatTracker {
  static override DEFAULT_OPTIONS = {
    actions: { turnwrightEndTurn: TurnwrightCombatTracker.#endTurn },
  };

  protected override async _onRender(context: Parameters<CombatTracker["_onRender"]>[0], options: Parameters<CombatTracker["_onRender"]>[1]): Promise<void> {
    await super._onRender(context, options);
    const combat = this.viewed;
    if (!(combat instanceof TurnwrightCombat)) return;
    const game = readyGame();
    const rows = budgetRows(
      fightSettings().rules,
      fightRecord(combat),
      { isGM: game.user.isGM, owns: (id) => combat.combatants.get(id)?.isOwner === true },
      {
        say: (text) => say(game.i18n, text),
        pip: (label, spent) => game.i18n.format(spent ? "TURNWRIGHT.Combat.PipSpent" : "TURNWRIGHT.Combat.PipOpen", { label }),
      },
    );
    await Promise.all(rows.map((row) => this.#showBudget(row)));
    this.#showTime(combat);
  }

  /**
   * The fight's moment in its own shape of time ("Turn 2 · Phase 3", "Surprise Phase",
   * "Turn 2 · Post-Turn") in place of core's round counter, which knows only rounds.
   */
  #showTime(combat: TurnwrightCombat): void {
    const label = timeLabel(readClock(combatData(combat)?.clock));
    this.element.querySelector(".turnwright-time")?.remove();
    if (label === null) return;
    const line = document.createElement("p");
    line.className = "turnwright-time";
    line.textContent = say(readyGame().i18n, label);
    const title = this.element.querySelector(".encounter-title");
    if (title !== null) title.replaceChildren(line);
    else this.element.querySelector(".combat-tracker-header, header")?.append(line);
  }

  /** The GM marks who is surprised before the fight (the dialog that starts it asks again). */
  protected override _getEntryContextOptions(): foundry.applications.ux.ContextMenu.Entry<HTMLElement>[] {
    const combatantOf = (li: HTMLElement) => this.viewed?.combatants.get(li.dataset["combatantId"] ?? "");
    const rules = fightSettings().rules;
    const luck = rules.initiativeLuck;
    const holds = HOLD_OPERATIONS.filter((op) => rules.clock.operations.includes(op)).map((op) => ({
      // Delay, Ready, Act now, Abort: offered when the rule set's time has them, to the combatant's owner.
      name: `TURNWRIGHT.Combat.Hold.${op}`,
      icon: HOLD_ICONS[op],
      condition: (li: HTMLElement) => this.viewed?.started === true && combatantOf(li)?.isOwner === true,
      callback: (li: HTMLElement) => {
        const combat = this.viewed;
        const combatant = combatantOf(li);
        if (combat === null || combatant?.id === undefined || combatant.id === null) return;
        void askHold(combat.id, combatant.id, op);
      },
    }));
    return [
      ...super._getEntryContextOptions(),
      ...holds,
      ...(luck === null
        ? []
        : [
            {
              // The rule set's luck on initiative (d100: the die counts as 10), for the combatant's owner.
              name: luck.key,
              icon: '<i class="fa-solid fa-star"></i>',
              condition: (li: HTMLElement) => {
                const combatant = combatantOf(li);
                const actor = combatant?.actor;
                return combatant !== undefined && combatant.initiative === null && combatant.isOwner && actor instanceof TurnwrightActor && rules.hasLuck(actor.snapshot());
              },
              callback: (li: HTMLElement) => {
                const combat = this.viewed;
                const combatant = combatantOf(li);
                if (!(combat instanceof TurnwrightCombat) || combatant?.id === undefined || combatant.id === null) return;
                void combat.rollInitiative([combatant.id], { luck: true });
              },
            },
          ]),
      {
        name: "TURNWRIGHT.Combat.ToggleSurprised",
        icon: '<i class="fa-solid fa-eye-slash"></i>',
        condition: (li) => readyGame().user.isGM && this.viewed?.started === false && combatantOf(li) !== undefined,
        callback: (li) => {
          const combat = this.viewed;
          const combatant = combatantOf(li);
          if (combat === null || combatant === undefined) return;
          const record = fighterRecord(combatant);
          void requestOfGM("setSurprise", { combat: combat.id, surprised: { [record.id]: !record.surprised } });
        },
      },
    ];
  }

  async #showBudget(row: BudgetRowView): Promise<void> {
    const entry = this.element.querySelector(`.combatant[data-combatant-id="${row.id}"]`);
    entry?.querySelector(".turnwright-budget")?.remove();
    if (entry === null || (row.pips.length === 0 && !row.surprised && !row.endTurn)) return;
    const html = await foundry.applications.handlebars.renderTemplate(COMBAT_TEMPLATES.budget, { ...row });
    const holder = entry.querySelector(".token-name") ?? entry;
    holder.insertAdjacentHTML("beforeend", html);
  }

  /** A player ends their own turn: the active GM re-checks it is theirs and advances the fight. */
  static async #endTurn(this: TurnwrightCombatTracker, _event: PointerEvent, target: HTMLElement): Promise<void> {
    const combat = this.viewed;
    const combatant = target.dataset["combatantId"];
    if (combat === null || combatant === undefined) return;
    await requestOfGM("advanceTurn", { combat: combat.id, combatant });
  }
}
