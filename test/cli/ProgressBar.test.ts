import { describe, expect, it } from "vitest";
import { ProgressBar } from "../../src/cli/ProgressBar";
import { cli } from "./harness";
import { runCli } from "../../src/cli/main";
import { fileURLToPath } from "node:url";

describe("the odds progress bar", () => {
  it("redraws in place once per percent and clears itself at the end", async () => {
    const written: string[] = [];
    const bar = new ProgressBar(200, (text) => written.push(text), 10);
    for (let done = 1; done <= 200; done += 1) bar.update(done);
    bar.finish();
    // 0% to 100%, each drawn once, then the line cleared
    expect(written).toHaveLength(102);
    expect(written[0]).toBe("\r[----------]   0% 1/200");
    expect(written[100]).toBe("\r[##########] 100% 200/200");
    expect(written[101]).toMatch(/^\r +\r$/);
  });

  it("is drawn only on a terminal", async () => {
    const scenario = fileURLToPath(new URL("../../examples/d100-fate/duel.json", import.meta.url));
    const drawn: string[] = [];
    const status = await runCli(["odds", scenario, "--trials", "50"], { out: () => undefined, err: () => undefined, interactive: true }, (text) => drawn.push(text));
    expect(status).toBe(0);
    expect(drawn.some((text) => text.includes("100% 50/50"))).toBe(true);
    expect((await cli("odds", scenario, "--trials", "50")).err).toEqual([]);
  });
});
