/**
 * Where Foundry finds the system to install and to update: the project's page (`url`), the
 * manifest of the latest release (`manifest`, which Foundry polls for updates) and this
 * version's zip (`download`). They are GitHub release addresses built from the repository a
 * GitHub Actions job runs in or, outside one, from package.json's `repository`, so a fork ships
 * its own either way.
 */
export interface ReleaseUrls {
  readonly url: string;
  readonly manifest: string;
  readonly download: string;
}

const GITHUB = /^(?:git\+)?(?:https?:\/\/|git:\/\/|ssh:\/\/git@|git@)?(?:www\.)?github\.com[/:]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/;
const SHORT = /^(?:github:)?([\w.-]+)\/([\w.-]+)$/;

export interface GitHubRepository {
  readonly owner: string;
  readonly name: string;
}

/** The GitHub owner and repository package.json names, in any of the forms npm accepts. */
function gitHubRepository(repository: unknown): GitHubRepository {
  const text = typeof repository === "string" ? repository : typeof repository === "object" && repository !== null ? Reflect.get(repository, "url") : undefined;
  if (typeof text !== "string") throw new Error('package.json\'s "repository" is neither a text nor an object with a "url"');
  const found = GITHUB.exec(text.trim()) ?? SHORT.exec(text.trim());
  if (found?.[1] === undefined || found[2] === undefined) throw new Error(`package.json's "repository" is not a GitHub repository: ${text}`);
  return { owner: found[1], name: found[2] };
}

/** The addresses for package.json's `repository`. */
export function releaseUrls(repository: unknown, version: string, systemId: string): ReleaseUrls {
  return gitHubReleaseUrls(gitHubRepository(repository), version, systemId);
}

/** The addresses of a version's release on a GitHub repository. */
export function gitHubReleaseUrls({ owner, name }: GitHubRepository, version: string, systemId: string): ReleaseUrls {
  const page = `https://github.com/${owner}/${name}`;
  return {
    url: page,
    manifest: `${page}/releases/latest/download/system.json`,
    download: `${page}/releases/download/v${version}/${systemId}.zip`,
  };
}
