import { spawn } from "node:child_process";
import { stripVTControlCharacters } from "node:util";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../scripts/build/paths";

/** `npm run gallery` as a person runs it: the address it prints, and the page served there. */
describe("npm run gallery", () => {
  it("prints the address it serves the gallery on", async () => {
    const server = spawn("npm", ["run", "gallery", "--", "--port", "5197", "--strictPort"], {
      cwd: REPO_ROOT,
      stdio: ["ignore", "pipe", "pipe"],
      detached: true,
    });
    try {
      const address = await new Promise<string>((resolve, reject) => {
        let printed = "";
        const timer = setTimeout(() => reject(new Error(`no address printed in 30 s:\n${printed}`)), 30_000);
        const hear = (chunk: Buffer): void => {
          printed += chunk.toString();
          // On a terminal or in CI Vite colours its words: the address is read as a person sees it.
          const found = /Local:\s+(http:\/\/\S+)/.exec(stripVTControlCharacters(printed));
          if (found?.[1] !== undefined) {
            clearTimeout(timer);
            resolve(found[1]);
          }
        };
        server.stdout.on("data", hear);
        server.stderr.on("data", hear);
      });
      expect(address).toBe("http://localhost:5197/");
      const page = await fetch(address);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("<title>Turnwright gallery</title>");
    } finally {
      // npm starts Vite as its child: the whole group goes.
      if (server.pid !== undefined) process.kill(-server.pid, "SIGTERM");
    }
  }, 60_000);
});
