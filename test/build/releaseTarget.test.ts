import { describe, expect, it } from "vitest";
import { releaseTarget, type BuildEnv } from "../../scripts/build/releaseTarget";

const repository = { owner: "tabletop-works", name: "turnwright" };

/** What GitHub Actions sets for a job that runs for the given ref (the variables the build reads, and no others). */
function job(refType: "tag" | "branch", refName: string, ownerAndName = "tabletop-works/turnwright"): BuildEnv {
  return { GITHUB_ACTIONS: "true", GITHUB_REPOSITORY: ownerAndName, GITHUB_REF_TYPE: refType, GITHUB_REF_NAME: refName };
}

/** The message `fn` throws, held to the one line `npm run build` prints for it. */
function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    expect(message, "one line").not.toMatch(/[\r\n]/);
    return message;
  }
  throw new Error("expected a refusal, and the build went on");
}

describe("what the build's environment says about a release", () => {
  it("says nothing when no GitHub variable is set: the build addresses what package.json names, as before", () => {
    expect(releaseTarget({}, "0.1.0")).toEqual({ repository: null, tag: null });
    expect(releaseTarget({ PATH: "/bin", CI: "true" }, "0.1.0")).toEqual({ repository: null, tag: null });
  });

  it("takes an empty variable as unset, as a job's shell leaves some", () => {
    expect(releaseTarget({ GITHUB_REPOSITORY: "", GITHUB_REF_TYPE: "", GITHUB_REF_NAME: "" }, "0.1.0")).toEqual({ repository: null, tag: null });
  });

  it("gives the repository of a job run for a tag that is v and package.json's version, and the tag it releases", () => {
    expect(releaseTarget(job("tag", "v0.1.0"), "0.1.0")).toEqual({ repository, tag: "v0.1.0" });
    expect(releaseTarget(job("tag", "v1.0.0-rc.2"), "1.0.0-rc.2")).toEqual({ repository, tag: "v1.0.0-rc.2" });
  });

  it("gives the repository, and no release, for a push to a branch, whatever the branch is called", () => {
    expect(releaseTarget(job("branch", "main"), "0.1.0")).toEqual({ repository, tag: null });
    expect(releaseTarget(job("branch", "v2"), "0.1.0")).toEqual({ repository, tag: null });
  });

  it("gives no release for a pull request, whose ref name is <number>/merge", () => {
    expect(releaseTarget(job("branch", "25/merge"), "0.1.0")).toEqual({ repository, tag: null });
  });

  it("stops a tag that is not v and package.json's version, naming both", () => {
    for (const tag of ["v0.2.0", "0.1.0", "v0.1", "release-0.1.0", "v0.1.0-rc.1"]) {
      const message = refusal(() => releaseTarget(job("tag", tag), "0.1.0"));
      expect(message).toContain(`"${tag}"`);
      expect(message).toContain('package.json\'s version "0.1.0"');
      expect(message).toContain('"v0.1.0"');
    }
  });

  it("takes GITHUB_REF_NAME set by hand, with no GITHUB_REF_TYPE, as the tag to release, and holds it to the version too", () => {
    expect(releaseTarget({ GITHUB_REPOSITORY: "tabletop-works/turnwright", GITHUB_REF_NAME: "v0.1.0" }, "0.1.0")).toEqual({ repository, tag: "v0.1.0" });
    expect(refusal(() => releaseTarget({ GITHUB_REPOSITORY: "tabletop-works/turnwright", GITHUB_REF_NAME: "v0.0.9" }, "0.1.0"))).toContain('"v0.0.9"');
  });

  it("refuses a tag to release with no GITHUB_REPOSITORY to address it at", () => {
    expect(refusal(() => releaseTarget({ GITHUB_REF_NAME: "v0.1.0" }, "0.1.0"))).toBe(
      'GITHUB_REF_NAME names the tag "v0.1.0" to release, but GITHUB_REPOSITORY is not set: the release\'s addresses need its <owner>/<name>.',
    );
    expect(refusal(() => releaseTarget({ GITHUB_REF_TYPE: "tag", GITHUB_REF_NAME: "v0.1.0" }, "0.1.0"))).toContain("GITHUB_REPOSITORY is not set");
  });

  it("refuses a job run for a tag that does not say which", () => {
    expect(refusal(() => releaseTarget({ GITHUB_REPOSITORY: "tabletop-works/turnwright", GITHUB_REF_TYPE: "tag" }, "0.1.0"))).toBe(
      "GITHUB_REF_TYPE is tag, but GITHUB_REF_NAME does not name the tag.",
    );
  });

  it("refuses a GITHUB_REF_TYPE that GitHub never sets", () => {
    expect(refusal(() => releaseTarget({ GITHUB_REF_TYPE: "tags", GITHUB_REF_NAME: "v0.1.0" }, "0.1.0"))).toBe(
      'GITHUB_REF_TYPE is "tags"; GitHub sets it to tag or branch.',
    );
  });

  it.each([
    "turnwright",
    "tabletop-works/",
    "/turnwright",
    "tabletop-works/turnwright/extra",
    "https://github.com/tabletop-works/turnwright",
    "tabletop works/turnwright",
    "tabletop-works/..",
    "-works/turnwright",
    "tabletop-works/turnwright\nmore",
  ])("refuses a GITHUB_REPOSITORY that is not <owner>/<name>: %j", (value) => {
    const message = refusal(() => releaseTarget({ GITHUB_REPOSITORY: value }, "0.1.0"));
    expect(message).toBe(`GITHUB_REPOSITORY is ${JSON.stringify(value)}, not <owner>/<name> as GitHub sets it.`);
  });

  it("refuses a malformed GITHUB_REPOSITORY on a branch push too, where nothing is released", () => {
    expect(refusal(() => releaseTarget(job("branch", "main", "turnwright"), "0.1.0"))).toContain('GITHUB_REPOSITORY is "turnwright"');
  });

  it("takes the owner and name GitHub allows: dots, hyphens and underscores in a name", () => {
    expect(releaseTarget({ GITHUB_REPOSITORY: "Tabletop-Works2/turn_wright.js" }, "0.1.0")).toEqual({
      repository: { owner: "Tabletop-Works2", name: "turn_wright.js" },
      tag: null,
    });
  });
});
