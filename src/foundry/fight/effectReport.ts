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

/**
 * Who may read that an effect turned: null for everyone, else the users it is whispered to. A
 * hidden combatant's (v13 common/documents/combatant.mjs `hidden`) only to the GMs; an effect a
 * private card put on (its `madeBy` names the card) only to the GMs and those the card went to;
 * one whose card is gone, as one whose privacy cannot be told, to the GMs.
 */
export function reportAudience(seen: {
  readonly hidden: boolean;
  readonly card: { readonly whisper: readonly string[] } | null | "gone";
  readonly gms: readonly string[];
}): readonly string[] | null {
  if (seen.hidden || seen.card === "gone") return [...seen.gms];
  if (seen.card === null || seen.card.whisper.length === 0) return null;
  return [...new Set([...seen.gms, ...seen.card.whisper])];
}

/** The lines of one move's report, one message per audience, in the order the effects turned. */
export function reportsByAudience<L>(
  lines: readonly { readonly line: L; readonly whisper: readonly string[] | null }[],
): { readonly whisper: readonly string[] | null; readonly lines: readonly L[] }[] {
  const groups = new Map<string, { whisper: readonly string[] | null; lines: L[] }>();
  for (const { line, whisper } of lines) {
    const key = whisper === null ? "" : [...whisper].sort().join(" ");
    const group = groups.get(key) ?? { whisper: whisper === null ? null : [...whisper].sort(), lines: [] };
    group.lines.push(line);
    groups.set(key, group);
  }
  return [...groups.values()];
}
