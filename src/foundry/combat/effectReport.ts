/** An effect the tracker's move turned, as the chat names it: its bearer, the effect, and whether it ended or came back. */
export interface TurnedEffect {
  readonly actor: string;
  readonly effect: string;
  readonly ended: boolean;
}

/** The words `game.i18n` formats them with. */
export interface ReportWords {
  format(key: string, data: Readonly<Record<string, string>>): string;
}

/** The chat's lines for the effects a move turned, one each: "Sergeant Varro's Blessing ends", "… is in force again". */
export function effectReportLines(words: ReportWords, turned: readonly TurnedEffect[]): string[] {
  return turned.map(({ actor, effect, ended }) => words.format(ended ? "TURNWRIGHT.Effect.Ended" : "TURNWRIGHT.Effect.Back", { name: actor, effect }));
}
