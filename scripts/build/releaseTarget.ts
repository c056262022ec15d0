import type { GitHubRepository } from "./releaseUrls";

/**
 * The environment the build reads its release from: `npm run build` hands it process.env, a test
 * an object of its own, so no test's build depends on the job that runs it.
 */
export type BuildEnv = Readonly<Record<string, string | undefined>>;

export interface ReleaseTarget {
  /** The repository a GitHub Actions job runs in (GITHUB_REPOSITORY); null outside one. */
  readonly repository: GitHubRepository | null;
  /** The tag this build releases, `v` and package.json's version; null unless the job runs for a tag. */
  readonly tag: string | null;
}

/**
 * GitHub's rules for an owner (letters, digits and single hyphens, not first) and a repository
 * name (letters, digits, `.`, `-`, `_`), as GITHUB_REPOSITORY joins them; `.` and `..` are
 * refused apart, since GitHub allows neither as a name.
 */
const OWNER_AND_NAME = /^([A-Za-z0-9][A-Za-z0-9-]{0,38})\/([A-Za-z0-9._-]{1,100})$/;

/** A variable as the build reads it: a job's shell may leave one set and empty, which says nothing. */
function variable(env: BuildEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === "" ? undefined : value;
}

/** Values are quoted as JSON, so that one holding a line break still gives a one-line refusal. */
const quoted = (value: string): string => JSON.stringify(value);

function repositoryOf(env: BuildEnv): GitHubRepository | null {
  const value = variable(env, "GITHUB_REPOSITORY");
  if (value === undefined) return null;
  const found = OWNER_AND_NAME.exec(value);
  if (found?.[1] === undefined || found[2] === undefined || found[2] === "." || found[2] === "..") {
    throw new Error(`GITHUB_REPOSITORY is ${quoted(value)}, not <owner>/<name> as GitHub sets it.`);
  }
  return { owner: found[1], name: found[2] };
}

/**
 * The tag the build is asked to release, if any. GitHub sets GITHUB_REF_TYPE to `tag` or
 * `branch` in every job that has a ref, and GITHUB_REF_NAME to the tag or the branch (for a pull
 * request, `<number>/merge`), so only a job run for a tag releases: a push to a branch called
 * `v2`, or a pull request, builds as always. Outside GitHub nobody sets GITHUB_REF_TYPE, and a
 * GITHUB_REF_NAME given by hand can only mean the tag to release.
 */
function tagOf(env: BuildEnv): string | null {
  const type = variable(env, "GITHUB_REF_TYPE");
  const name = variable(env, "GITHUB_REF_NAME");
  if (type !== undefined && type !== "tag" && type !== "branch") throw new Error(`GITHUB_REF_TYPE is ${quoted(type)}; GitHub sets it to tag or branch.`);
  if (type === "branch") return null;
  if (type === "tag" && name === undefined) throw new Error("GITHUB_REF_TYPE is tag, but GITHUB_REF_NAME does not name the tag.");
  return name ?? null;
}

/**
 * Where the build's release addresses point and which tag it releases, from the variables a
 * GitHub Actions job sets. A tag must be `v` and package.json's version, since the manifest's
 * download address is built from the version and the release's files hang on the tag: a build
 * for any other tag would send Foundry to a zip that is not there.
 */
export function releaseTarget(env: BuildEnv, version: string): ReleaseTarget {
  const repository = repositoryOf(env);
  const tag = tagOf(env);
  if (tag === null) return { repository, tag };
  const expected = `v${version}`;
  if (tag !== expected)
    throw new Error(`The tag ${quoted(tag)} does not match package.json's version ${quoted(version)}: a release of it is tagged ${quoted(expected)}.`);
  if (repository === null) {
    throw new Error(
      `GITHUB_REF_NAME names the tag ${quoted(tag)} to release, but GITHUB_REPOSITORY is not set: the release's addresses need its <owner>/<name>.`,
    );
  }
  return { repository, tag };
}
