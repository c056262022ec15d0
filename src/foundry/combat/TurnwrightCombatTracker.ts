import { TurnwrightActor } from "../documents/TurnwrightActor";
import { readyGame } from "../gm/readyGame";
import { requestOfGM } from "../gm/requestOfGM";
import { say } from "../gm/words";
import { fighterRecord, fightRecord } from "./fighterRecord";
import { fightSettings } from "./fightSettings";
import { COMBAT_TEMPLATES } from "./templates";
import { budgetRows, type BudgetRowView } from "./trackerView";
import { TurnwrightCombat } from "./TurnwrightCombat";

const { CombatTracker } = foundry.applications.sidebar.tabs;

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
  }

  /** The GM marks who is surprised before the fight (the dialog that starts it asks again). */
  protected override _getEntryContextOptions(): foundry.applications.ux.ContextMenu.Entry<HTMLElement>[] {
    const combatantOf = (li: HTMLElement) => this.viewed?.combatants.get(li.dataset["combatantId"] ?? "");
    const rules = fightSettings().rules;
    const luck = rules.initiativeLuck;
    return [
      ...super._getEntryContextOptions(),
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
                if (combat === null || combatant?.id === undefined || combatant.id === null) return;
                void requestOfGM("rollInitiative", { combat: combat.id, combatants: [combatant.id], luck: true });
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
