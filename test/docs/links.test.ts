import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, posix } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";
import { docFiles } from "./docFiles";
import { anchorsOf, linksOf } from "./markdownLinks";

/** Every relative link and picture in the README and docs/ leads to a file that exists, and a `#part` to a heading of it. */

const links = docFiles().flatMap((file) => linksOf(file.text).map((link) => ({ file: file.path, ...link })));

describe("the docs' links", () => {
  it("are found", () => {
    expect(links.some((link) => link.file === "README.md" && link.target.startsWith("docs/"))).toBe(true);
  });

  it.each(links.filter((link) => !/^[a-z]+:/i.test(link.target)).map((link) => [`${link.file}:${link.line} ${link.target}`, link] as const))(
    "%s",
    (_name, link) => {
      const [path = "", anchor] = link.target.split("#", 2);
      const target = path === "" ? link.file : posix.normalize(posix.join(posix.dirname(link.file), decodeURI(path)));
      expect(target.startsWith("../"), "a link stays inside the project").toBe(false);
      const absolute = join(REPO_ROOT, target);
      expect(existsSync(absolute), `${target} exists`).toBe(true);
      if (anchor === undefined) return;
      expect(statSync(absolute).isFile() && target.endsWith(".md"), `${target} is a Markdown page to find #${anchor} in`).toBe(true);
      expect(anchorsOf(readFileSync(absolute, "utf8")), `${target} has a heading for #${anchor}`).toContain(anchor);
    },
  );
});

describe("reading links and headings", () => {
  it("finds links and pictures outside code, and the anchors GitHub makes of headings", () => {
    const text = [
      "# Odds at the table: who wins?",
      "See [the CLI](cli.md#run-a-fight) and ![a picture](screenshots/a.png).",
      "`[not](a-link.md)`",
      "```",
      "[nor](this.md)",
      "```",
      '<img src="screenshots/b.png" alt="b">',
      "## Odds at the table: who wins?",
      "## `--jobs` and threads",
    ].join("\n");
    expect(linksOf(text).map((link) => link.target)).toEqual(["cli.md#run-a-fight", "screenshots/a.png", "screenshots/b.png"]);
    expect(anchorsOf(text)).toEqual(["odds-at-the-table-who-wins", "odds-at-the-table-who-wins-1", "--jobs-and-threads"]);
    expect(dirname("docs/cli.md")).toBe("docs");
  });
});
