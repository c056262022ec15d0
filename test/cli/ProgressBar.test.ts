import { describe, expect, it } from "vitest";
import { ProgressBar } from "../../src/cli/ProgressBar";
import { cli } from "./harness";
import { runCli } from "../../src/cli/main";
import { fileURLToPath } from "node:url";

describe("the odds progress bar", () => {
  it("redraws in place once per percent, says the time left at the pace so far, and clears itself at the end", async () => {
    const written: string[] = [];
    let now = 0;
    const bar = new ProgressBar(
      200,
      (text) => written.push(text),
      10,
      () => now,
    );
    for (let done = 1; done <= 200; done += 1) {
      // 100 ms a fight: 199 fights left after the first is 19.9 s.
      now += 100;
      bar.update(done);
    }
    bar.finish();
    // 0% to 100%, each drawn once, then the line cleared
    expect(written).toHaveLength(102);
    expect(written[0]).toBe("\r[----------]   0% 1/200 · 20 s left");
    expect(written[50]?.trimEnd()).toBe("\r[#####-----]  50% 100/200 · 10 s left");
    expect(written[100]?.trimEnd()).toBe("\r[##########] 100% 200/200");
    // The last line is blanked out to the longest before it, so no "s left" is left on screen.
    expect(written[100]?.length).toBe(Math.max(...written.slice(0, 100).map((line) => line.length)));
    expect(written[101]).toMatch(/^\r +\r$/);
  });

  it("counts minutes when the rest takes a minute or more", () => {
    const written: string[] = [];
    let now = 0;
    const bar = new ProgressBar(
      1000,
      (text) => written.push(text),
      10,
      () => now,
    );
    now = 1000;
    bar.update(10);
    expect(written[0]).toBe("\r[----------]   1% 10/1000 · 1 min 39 s left");
  });

  it("is drawn only on a terminal", async () => {
    const scenario = fileURLToPath(new URL("../../examples/d100-fate/duel.json", import.meta.url));
    const drawn: string[] = [];
    const status = await runCli(["odds", scenario, "--trials", "50"], { out: () => undefined, err: () => undefined, interactive: true }, (text) =>
      drawn.push(text),
    );
    expect(status).toBe(0);
    expect(drawn.some((text) => text.includes("100% 50/50"))).toBe(true);
    expect((await cli("odds", scenario, "--trials", "50")).err).toEqual([]);
  });
});
