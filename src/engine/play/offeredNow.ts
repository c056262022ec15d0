import { text } from "../text/LocalText";
import type { ActionRowView, ButtonView, SheetBlock, SheetView } from "./SheetView";

/** Where the actor stands in the fight that holds it: whether its combatant may act now. Left out of any fight, every action is open. */
export interface TurnStanding {
  readonly acting: boolean;
}

/**
 * The sheet as the GM's game takes its actions now: an action the start takes from the budget
 * (a button's `spends`, a catalogue row's id) waits for the actor's turn, unless the rules take it
 * out of turn (a Reaction, a defence), and is shown refused in the GM's words ("It is not this
 * combatant's turn") while another acts. The sheet, `api.actions` and the GM's game then never
 * disagree, in turn or out of it. Outside a fight (`standing` undefined) or on its turn, the view
 * as the rules drew it.
 */
export function offeredNow(view: SheetView, standing: TurnStanding | undefined, outOfTurn: (action: string) => boolean): SheetView {
  if (standing === undefined || standing.acting) return view;
  const waits = (action: string | undefined): boolean => action !== undefined && !outOfTurn(action);
  const reason = text("TURNWRIGHT.Refusal.not-your-turn");
  const button = (entry: ButtonView): ButtonView => (entry.disabled || !waits(entry.spends) ? entry : { ...entry, disabled: true, reason });
  const row = (entry: ActionRowView): ActionRowView => (!entry.allowed || !waits(entry.id) ? entry : { ...entry, allowed: false, reason });
  const block = (entry: SheetBlock): SheetBlock => {
    switch (entry.kind) {
      case "stats":
        return { ...entry, stats: entry.stats.map((stat) => (stat.roll === undefined ? stat : { ...stat, roll: button(stat.roll) })) };
      case "items":
        return { ...entry, rows: entry.rows.map((item) => ({ ...item, buttons: item.buttons.map(button) })) };
      case "buttons":
        return { ...entry, buttons: entry.buttons.map(button) };
      case "actions":
        return { ...entry, rows: entry.rows.map(row) };
      default:
        return entry;
    }
  };
  return { ...view, tabs: view.tabs.map((tab) => ({ ...tab, blocks: tab.blocks.map(block) })) };
}
