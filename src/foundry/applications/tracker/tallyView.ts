import type { LocalText } from "../../../engine/text/LocalText";
import type { WorldTally } from "../../../engine/play/RuleSetModule";

/** One of the world's tallies as the tracker's header shows it: its count, and the GM's controls. */
export interface TallyView {
  readonly name: string;
  readonly label: string;
  readonly value: number;
  readonly session: number;
  /** "2 of 3 left", for the tooltip and screen readers. */
  readonly title: string;
  /** The GM sees − and + and a refill to the session's number; a player only the count. */
  readonly control: boolean;
  readonly canSpend: boolean;
  readonly canAdd: boolean;
}

/** Every tally of the world's rule set, for the tracker's header; none for a rule set that keeps none. */
export function tallyViews(
  tallies: readonly WorldTally[],
  values: Readonly<Record<string, number>>,
  isGM: boolean,
  say: (text: LocalText) => string,
): TallyView[] {
  return tallies.map((tally) => {
    const value = values[tally.name] ?? tally.session;
    const label = say(tally.label);
    return {
      name: tally.name,
      label,
      value,
      session: tally.session,
      title: say({ key: "TURNWRIGHT.Combat.Tally.Title", data: { label, value, session: tally.session } }),
      control: isGM,
      canSpend: value > 0,
      canAdd: value < tally.most,
    };
  });
}

/** The value a GM's click on a tally's control asks for: one fewer, one more, or the session's number. */
export function tallyAfter(view: Pick<TallyView, "value" | "session">, change: string): number | null {
  switch (change) {
    case "spend":
      return view.value - 1;
    case "add":
      return view.value + 1;
    case "refill":
      return view.session;
    default:
      return null;
  }
}
