import { readdirSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyReadmePictures, README_PICTURES } from "../../scripts/build/screenshots";
import { REPO_ROOT } from "../../scripts/build/paths";

describe("the README's pictures", () => {
  it("are each made by npm run screenshots, and each one it makes is shown", () => {
    const readme = readFileSync(join(REPO_ROOT, "README.md"), "utf8");
    const shown = [...readme.matchAll(/docs\/screenshots\/([\w.-]+\.png)/g)].map((match) => match[1]);
    expect([...new Set(shown)].sort()).toEqual(Object.keys(README_PICTURES).sort());
    expect(readdirSync(join(REPO_ROOT, "docs/screenshots")).sort()).toEqual(Object.keys(README_PICTURES).sort());
  });
});

describe("copying the shots", () => {
  it("copies every shot under its README name, and names the shots the tests did not take", async () => {
    const shots = await mkdtemp(join(tmpdir(), "turnwright-shots-"));
    const pictures = await mkdtemp(join(tmpdir(), "turnwright-pictures-"));
    try {
      const [first, ...rest] = Object.values(README_PICTURES);
      await writeFile(join(shots, first ?? ""), "one");
      await expect(copyReadmePictures(shots, pictures)).rejects.toThrow(`The browser tests took no ${rest.join(", ")}`);
      expect(readdirSync(pictures)).toEqual([]);
      for (const shot of rest) await writeFile(join(shots, shot), shot);
      expect((await copyReadmePictures(shots, pictures)).sort()).toEqual(Object.keys(README_PICTURES).sort());
      expect(await readFile(join(pictures, "ap-chat-dark.png"), "utf8")).toBe("ap-dark-card-attack.png");
    } finally {
      await rm(shots, { recursive: true, force: true });
      await rm(pictures, { recursive: true, force: true });
    }
  });
});
