import { readdirSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyDocPictures, DOC_PICTURES } from "../../scripts/build/screenshots";
import { REPO_ROOT } from "../../scripts/build/paths";
import { docFiles } from "../docs/docFiles";

describe("the docs' pictures", () => {
  it("are each made by npm run screenshots, and each one it makes is shown in the README or a page of docs/", () => {
    const shown = docFiles().flatMap((file) => [...file.text.matchAll(/(?:^|["(/])screenshots\/([\w.-]+\.png)/gm)].map((match) => match[1]));
    expect([...new Set(shown)].sort()).toEqual(Object.keys(DOC_PICTURES).sort());
    expect(readdirSync(join(REPO_ROOT, "docs/screenshots")).sort()).toEqual(Object.keys(DOC_PICTURES).sort());
  });
});

describe("copying the shots", () => {
  it("copies every shot under its README name, and names the shots the tests did not take", async () => {
    const shots = await mkdtemp(join(tmpdir(), "turnwright-shots-"));
    const pictures = await mkdtemp(join(tmpdir(), "turnwright-pictures-"));
    try {
      const [first, ...rest] = Object.values(DOC_PICTURES);
      await writeFile(join(shots, first ?? ""), "one");
      await expect(copyDocPictures(shots, pictures)).rejects.toThrow(`The browser tests took no ${rest.join(", ")}`);
      expect(readdirSync(pictures)).toEqual([]);
      for (const shot of rest) await writeFile(join(shots, shot), shot);
      expect((await copyDocPictures(shots, pictures)).sort()).toEqual(Object.keys(DOC_PICTURES).sort());
      expect(await readFile(join(pictures, "ap-chat-dark.png"), "utf8")).toBe("ap-dark-card-attack.png");
    } finally {
      await rm(shots, { recursive: true, force: true });
      await rm(pictures, { recursive: true, force: true });
    }
  });
});
