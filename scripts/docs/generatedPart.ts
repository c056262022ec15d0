/**
 * A part of a docs page that a script writes from the code it describes (a table of a schema's
 * fields, the sizes a build measures), between two marks a reader does not see:
 * `<!-- generated: NAME -->` and `<!-- end generated: NAME -->`. The page's test holds the part to
 * what the script would write now, so it never goes stale unnoticed; `npm run docs` writes it.
 */

const start = (name: string): string => `<!-- generated: ${name} -->`;
const end = (name: string): string => `<!-- end generated: ${name} -->`;

/** The part `name` of the page as it stands, without its marks; null when the page has no such part. */
export function partOf(page: string, name: string): string | null {
  const from = page.indexOf(start(name));
  const to = page.indexOf(end(name));
  if (from < 0 || to < from) return null;
  return page
    .slice(from + start(name).length, to)
    .replace(/^\n/, "")
    .replace(/\n$/, "");
}

/** The page with its part `name` written as `content`; the page must already have the marks. */
export function withPart(page: string, name: string, content: string): string {
  const from = page.indexOf(start(name));
  const to = page.indexOf(end(name));
  if (from < 0 || to < from) throw new Error(`the page has no generated part ${name}: mark it with ${start(name)} and ${end(name)}`);
  return `${page.slice(0, from + start(name).length)}\n${content}\n${page.slice(to)}`;
}
