/**
 * A commit of this repository checked out beside it, so that two versions of the code can be
 * built and run in one sitting. The checkout is a git worktree in the system's temporary folder,
 * detached at the commit, with this checkout's `node_modules` linked in: the builds compare the
 * code, not the tools that build it (a commit whose dependencies differ from ours is built with
 * ours, and says so by failing to build).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The repository this file belongs to: the bench is always run from a checkout. */
export const REPO_ROOT = fileURLToPath(new URL("..", import.meta.url));

export interface Checkout {
  /** The commit as given (a hash, a branch, `HEAD`) and the full hash it named. */
  readonly given: string;
  readonly commit: string;
  readonly root: string;
  /** Takes the worktree away again, leaving the repository as it was. */
  remove(): void;
}

function git(args: readonly string[], cwd = REPO_ROOT): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

/** The full hash `given` names, or a clear error when it names none. */
export function resolveCommit(given: string): string {
  try {
    return git(["rev-parse", "--verify", `${given}^{commit}`]);
  } catch {
    throw new Error(`"${given}" names no commit of this repository`);
  }
}

export function checkOut(given: string): Checkout {
  const commit = resolveCommit(given);
  const root = join(mkdtempSync(join(tmpdir(), "turnwright-bench-")), commit.slice(0, 12));
  git(["worktree", "add", "--detach", "--quiet", root, commit]);
  symlinkSync(join(REPO_ROOT, "node_modules"), join(root, "node_modules"), "dir");
  return {
    given,
    commit,
    root,
    remove() {
      git(["worktree", "remove", "--force", root]);
      rmSync(join(root, ".."), { recursive: true, force: true });
    },
  };
}

/**
 * Builds the headless CLI of the tree at `root` with that tree's own build code, and answers the
 * built file. Only the CLI: the system's bundle and packs take minutes and are not what is run.
 */
export function buildCli(root: string): string {
  const program =
    `import(${JSON.stringify(join(root, "scripts/build/buildSystem.ts"))})` +
    `.then((m) => m.buildCli(${JSON.stringify(join(root, "dist"))}, { quiet: true }))` +
    `.then((built) => { if (!built.built) { console.error(built.reason); process.exitCode = 1; } })`;
  execFileSync(join(REPO_ROOT, "node_modules/.bin/tsx"), ["-e", program], { cwd: root, stdio: ["ignore", "ignore", "inherit"] });
  const file = join(root, "dist/cli/turnwright.mjs");
  if (!existsSync(file)) throw new Error(`building ${root} wrote no dist/cli/turnwright.mjs`);
  return file;
}
