import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { REPO_ROOT } from "../../scripts/build/paths";

export interface DocFile {
  /** The path from the project root, with forward slashes. */
  readonly path: string;
  readonly text: string;
}

/** README.md and every Markdown page under docs/, in a stable order. */
export function docFiles(): DocFile[] {
  const pages = readdirSync(join(REPO_ROOT, "docs"), { recursive: true, encoding: "utf8" })
    .filter((file) => file.endsWith(".md"))
    .map((file) =>
      relative(REPO_ROOT, join(REPO_ROOT, "docs", file))
        .split("\\")
        .join("/"),
    )
    .sort();
  return ["README.md", ...pages].map((path) => ({ path, text: readFileSync(join(REPO_ROOT, path), "utf8") }));
}
