import { readdirSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { copyDocPictures, DOC_PICTURES } from "../../scripts/build/screenshots";
import { REPO_ROOT } from "../../scripts/build/paths";
import { docFiles } from "../docs/docFiles";

describe("the docs' pictures", () => {
  it("are each taken by npm run screenshots:live, and each one it takes is shown in the README or a page of docs/", () => {
    const shown = docFiles().flatMap((file) => [...file.text.matchAll(/(?:^|["(/])screenshots\/([\w.-]+\.png)/gm)].map((match) => match[1]));
    expect([...new Set(shown)].sort()).toEqual([...DOC_PICTURES].sort());
    expect(readdirSync(join(REPO_ROOT, "docs/screenshots")).sort()).toEqual([...DOC_PICTURES].sort());
  });
});

describe("copying the shots", () => {
  it("copies every shot into the docs, and names the pictures the live world did not shoot", async () => {
    const shots = await mkdtemp(join(tmpdir(), "turnwright-shots-"));
    const pictures = await mkdtemp(join(tmpdir(), "turnwright-pictures-"));
    try {
      const [first, ...rest] = DOC_PICTURES;
      await writeFile(join(shots, first), "one");
      await expect(copyDocPictures(shots, pictures)).rejects.toThrow(`The live world shot no ${rest.join(", ")}`);
      expect(readdirSync(pictures)).toEqual([]);
      for (const shot of rest) await writeFile(join(shots, shot), shot);
      expect((await copyDocPictures(shots, pictures)).sort()).toEqual([...DOC_PICTURES].sort());
      expect(await readFile(join(pictures, "ap-chat-dark.png"), "utf8")).toBe("ap-chat-dark.png");
    } finally {
      await rm(shots, { recursive: true, force: true });
      await rm(pictures, { recursive: true, force: true });
    }
  });
});
