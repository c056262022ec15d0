/** Links and headings of a Markdown page, read as GitHub renders them (closely enough for our own pages). */

export interface Link {
  readonly target: string;
  /** Counted from 1. */
  readonly line: number;
}

/** The lines of a page outside fenced code blocks, with inline code blanked out. */
function proseLines(text: string): { text: string; line: number }[] {
  const lines: { text: string; line: number }[] = [];
  let fenced = false;
  text.split("\n").forEach((line, index) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) lines.push({ text: line.replace(/`[^`]*`/g, "``"), line: index + 1 });
  });
  return lines;
}

/** Every `[text](target)`, `![alt](target)` and HTML `src`/`href` of a page's prose. */
export function linksOf(text: string): Link[] {
  return proseLines(text).flatMap(({ text: line, line: number }) => [
    ...[...line.matchAll(/!?\[[^\]]*\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => ({ target: match[1] ?? "", line: number })),
    ...[...line.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => ({ target: match[1] ?? "", line: number })),
  ]);
}

/** The anchors of a page's headings, as GitHub makes them: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
export function anchorsOf(text: string): string[] {
  const seen = new Map<string, number>();
  const headings = text.split("\n").reduce<{ fenced: boolean; headings: string[] }>(
    (state, line) => {
      if (/^\s*```/.test(line)) return { ...state, fenced: !state.fenced };
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
      return !state.fenced && heading !== null ? { ...state, headings: [...state.headings, heading[1] ?? ""] } : state;
    },
    { fenced: false, headings: [] },
  ).headings;
  return headings.map((heading) => {
    const slug = heading
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\s_-]/gu, "")
      .replace(/\s/g, "-");
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    return count === 0 ? slug : `${slug}-${count}`;
  });
}
