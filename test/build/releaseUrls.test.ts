import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { builtManifest } from "../../scripts/build/manifest";
import { releaseUrls } from "../../scripts/build/releaseUrls";

describe("the addresses Foundry installs and updates from", () => {
  it.each([
    "https://github.com/tabletop-works/turnwright",
    "https://github.com/tabletop-works/turnwright.git",
    "git+https://github.com/tabletop-works/turnwright.git",
    "git@github.com:tabletop-works/turnwright.git",
    "github:tabletop-works/turnwright",
    "tabletop-works/turnwright",
  ])("are GitHub release addresses for package.json's repository %s", (repository) => {
    expect(releaseUrls({ type: "git", url: repository }, "1.2.0", "turnwright")).toEqual({
      url: "https://github.com/tabletop-works/turnwright",
      manifest: "https://github.com/tabletop-works/turnwright/releases/latest/download/system.json",
      download: "https://github.com/tabletop-works/turnwright/releases/download/v1.2.0/turnwright.zip",
    });
    expect(releaseUrls(repository, "1.2.0", "turnwright").url).toBe("https://github.com/tabletop-works/turnwright");
  });

  it("refuses a repository it cannot make release addresses for, naming it", () => {
    expect(() => releaseUrls("https://gitlab.com/someone/turnwright", "1.0.0", "turnwright")).toThrow(
      "not a GitHub repository: https://gitlab.com/someone/turnwright",
    );
    expect(() => releaseUrls({ type: "git" }, "1.0.0", "turnwright")).toThrow('neither a text nor an object with a "url"');
  });

  it("are written into the built manifest from package.json at build time, and left out when it names no repository", async () => {
    const root = await mkdtemp(join(tmpdir(), "turnwright-manifest-"));
    try {
      await writeFile(join(root, "system.json"), JSON.stringify({ id: "turnwright", title: "Turnwright", documentTypes: {} }));
      await writeFile(
        join(root, "package.json"),
        JSON.stringify({ version: "0.3.0", repository: { type: "git", url: "https://github.com/tabletop-works/turnwright.git" } }),
      );
      expect(await builtManifest(root, "0.3.0", [])).toMatchObject({
        url: "https://github.com/tabletop-works/turnwright",
        download: "https://github.com/tabletop-works/turnwright/releases/download/v0.3.0/turnwright.zip",
      });
      await writeFile(join(root, "package.json"), JSON.stringify({ version: "0.3.0" }));
      expect(Object.keys(await builtManifest(root, "0.3.0", []))).not.toContain("url");
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });

  it("are built from the repository a GitHub job runs in when there is one, before package.json's, and with or without it", async () => {
    const root = await mkdtemp(join(tmpdir(), "turnwright-manifest-"));
    const fork = { owner: "someone-else", name: "turnwright-fork" };
    try {
      await writeFile(join(root, "system.json"), JSON.stringify({ id: "turnwright", title: "Turnwright", version: "0.0.0", documentTypes: {} }));
      await writeFile(join(root, "package.json"), JSON.stringify({ version: "0.3.0", repository: "github:tabletop-works/turnwright" }));
      const stamped = {
        url: "https://github.com/someone-else/turnwright-fork",
        manifest: "https://github.com/someone-else/turnwright-fork/releases/latest/download/system.json",
        download: "https://github.com/someone-else/turnwright-fork/releases/download/v0.3.0/turnwright.zip",
        version: "0.3.0",
      };
      expect(await builtManifest(root, "0.3.0", [], fork)).toMatchObject(stamped);
      await writeFile(join(root, "package.json"), JSON.stringify({ version: "0.3.0" }));
      expect(await builtManifest(root, "0.3.0", [], fork)).toMatchObject(stamped);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
