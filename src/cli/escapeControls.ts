/**
 * Whether a character is one a terminal acts on rather than shows: the C0 and C1 controls and
 * DEL (a newline splits a line, an escape colours the terminal), the line and paragraph
 * separators, and the marks that turn or isolate the direction of text (U+202E writes the rest
 * of the line backwards).
 */
function actedOn(code: number): boolean {
  return (
    code <= 0x1f ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x061c ||
    code === 0x200e ||
    code === 0x200f ||
    code === 0x2028 ||
    code === 0x2029 ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

const SHORT: Readonly<Record<number, string>> = { 0x09: "\\t", 0x0a: "\\n", 0x0d: "\\r" };

/**
 * A line as the CLI prints it: every character a terminal would act on shown as an escape
 * (`\n`, `\u001B`, `\u202E`), everything else as it is. A JSON line stays JSON, each escape being
 * one JSON reads back as the same character.
 */
export function escapeControls(line: string): string {
  let shown = "";
  let from = 0;
  for (let at = 0; at < line.length; at += 1) {
    const code = line.charCodeAt(at);
    if (!actedOn(code)) continue;
    shown += line.slice(from, at) + (SHORT[code] ?? `\\u${code.toString(16).toUpperCase().padStart(4, "0")}`);
    from = at + 1;
  }
  return from === 0 ? line : shown + line.slice(from);
}
