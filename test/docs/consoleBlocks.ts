/**
 * The ```console blocks of the docs, read as the docs' convention says: a line starting with
 * `$ ` is a command run from the project root, the lines after it up to the next command are
 * what it prints (stdout, then stderr), a line that is exactly `...` stands for any number of
 * lines, a line ending in ` ...` for any line starting with what comes before, and a last line
 * `[exit N]` for the exit status (0 when there is none).
 */

export interface ShownCommand {
  /** The file the block is in, relative to the project root. */
  readonly file: string;
  /** The line of the `$ ` in that file, counted from 1. */
  readonly line: number;
  /** The command as written, without its `$ `. */
  readonly command: string;
  /** The output lines shown, the `[exit N]` line taken off. */
  readonly output: readonly string[];
  readonly exit: number;
}

const FENCE = /^(\s*)```console\s*$/;
const EXIT = /^\[exit (\d+)\]$/;

/** Every command of every ```console block in a Markdown text. */
export function shownCommands(file: string, text: string): ShownCommand[] {
  const lines = text.split("\n");
  const commands: ShownCommand[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const fence = FENCE.exec(lines[index] ?? "");
    if (fence === null) continue;
    const indent = fence[1] ?? "";
    const start = index + 1;
    let end = start;
    while (end < lines.length && (lines[end] ?? "").trim() !== "```") end += 1;
    if (end === lines.length) throw new Error(`${file}:${index + 1}: a console block that is never closed`);
    const body = lines.slice(start, end).map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line));
    commands.push(...commandsOfBlock(file, start + 1, body));
    index = end;
  }
  return commands;
}

function commandsOfBlock(file: string, firstLine: number, body: readonly string[]): ShownCommand[] {
  if (!(body[0] ?? "").startsWith("$ ")) throw new Error(`${file}:${firstLine}: a console block must start with a "$ " command`);
  const commands: ShownCommand[] = [];
  body.forEach((text, offset) => {
    if (text.startsWith("$ ")) {
      commands.push({ file, line: firstLine + offset, command: text.slice(2).trim(), output: [], exit: 0 });
      return;
    }
    const current = commands.pop();
    if (current === undefined) return;
    commands.push({ ...current, output: [...current.output, text] });
  });
  return commands.map((command) => {
    const output = [...command.output];
    while (output.length > 0 && output.at(-1)?.trim() === "") output.pop();
    const exit = EXIT.exec(output.at(-1) ?? "");
    return exit === null ? { ...command, output } : { ...command, output: output.slice(0, -1), exit: Number(exit[1]) };
  });
}

/**
 * The words of a command line, as a POSIX shell splits them: by blanks, with '…' and "…"
 * quoting. Anything else a shell would act on (pipes, redirection, `;`, `&`, `$`, backquotes,
 * backslashes) is refused, so a shown command always means the same thing here as in a shell.
 */
export function wordsOf(command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  let quote: "'" | '"' | undefined;
  for (const char of command) {
    if (quote !== undefined) {
      if (char === quote) quote = undefined;
      else if (quote === '"' && /[$`\\]/.test(char))
        throw new Error(`${JSON.stringify(command)}: ${char} inside double quotes is not read here; use single quotes`);
      else word = (word ?? "") + char;
    } else if (char === "'" || char === '"') {
      quote = char;
      word ??= "";
    } else if (/\s/.test(char)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else if (/[|&;<>()$`\\*?]/.test(char) || (word === undefined && /[#~]/.test(char))) {
      throw new Error(`${JSON.stringify(command)}: a shown command runs one program with plain words; ${char} is not read here`);
    } else word = (word ?? "") + char;
  }
  if (quote !== undefined) throw new Error(`${JSON.stringify(command)}: a quote is never closed`);
  if (word !== undefined) words.push(word);
  return words;
}

/**
 * Whether printed lines match shown lines. Answers undefined when they do, otherwise what went
 * wrong: the first shown line that no reading of the `...` lines before it lets match.
 */
export function mismatch(shown: readonly string[], printed: readonly string[]): string | undefined {
  const want = shown.map((line) => line.trimEnd());
  const got = printed.flatMap((line) => line.split("\n")).map((line) => line.trimEnd());
  const lineMatches = (pattern: string, line: string): boolean => (pattern.endsWith(" ...") ? line.startsWith(pattern.slice(0, -4)) : line === pattern);
  // The printed lines each shown line may start at, going down the shown lines one by one.
  let starts = [0];
  for (const [index, pattern] of want.entries()) {
    const first = starts[0] ?? 0;
    if (pattern === "...") {
      starts = Array.from({ length: got.length - first + 1 }, (_, offset) => first + offset);
      continue;
    }
    const next = starts.filter((at) => at < got.length && lineMatches(pattern, got[at] ?? "")).map((at) => at + 1);
    if (next.length === 0) {
      const where =
        starts.length === 1
          ? `printed line ${first + 1}: ${got[first] === undefined ? "(the output had ended)" : JSON.stringify(got[first])}`
          : `any printed line from line ${first + 1} on`;
      return `shown line ${index + 1}, ${JSON.stringify(pattern)}, does not match ${where}`;
    }
    starts = next;
  }
  if (starts.includes(got.length)) return undefined;
  const last = starts.at(-1) ?? 0;
  return `printed more than shown, from printed line ${last + 1}: ${JSON.stringify(got[last])}`;
}
