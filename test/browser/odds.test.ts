import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Page, Worker } from "playwright-core";
import { describe, expect, it } from "vitest";
import { runCli } from "../../src/cli/main";
import type { OddsSummary } from "../../src/engine/odds/OddsStudy";
import { galleryForSuite, SCREENSHOTS } from "./gallery";

/**
 * Starts sampling, once a frame, how far the Odds dialog's progress bar has got. A page whose main
 * thread ran the fights could draw no frame until they were done; one that only hears the worker
 * draws many along the way. `progressSeen` reads the distinct values the frames found.
 */
async function sampleProgress(page: Page): Promise<void> {
  await page.evaluate(() => {
    const seen = new Set<number>();
    Reflect.set(window, "progressSeen", seen);
    const sample = (): void => {
      const bar = document.querySelector<HTMLProgressElement>(".turnwright-odds-progress progress");
      if (bar !== null) seen.add(bar.value);
      if (document.querySelector('[data-odds-state="done"]') === null) requestAnimationFrame(sample);
    };
    requestAnimationFrame(sample);
  });
}

async function progressSeen(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const seen: unknown = Reflect.get(window, "progressSeen");
    return seen instanceof Set ? Array.from(seen, Number).sort((a, b) => a - b) : [];
  });
}

/** The counts the dialog drew, read from the bars: sides (then no winner), standing, lengths. */
async function drawnCounts(page: Page): Promise<{ sides: number[]; standing: number[]; lengths: [number, number][] }> {
  const counts = (chart: string) =>
    page.locator(`[data-odds-chart="${chart}"] [data-count]`).evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute("data-count"))));
  const lengths = await page
    .locator('[data-odds-chart="lengths"] [data-rounds]')
    .evaluateAll((bars) => bars.map((bar): [number, number] => [Number(bar.getAttribute("data-rounds")), Number(bar.getAttribute("data-count"))]));
  return { sides: await counts("sides"), standing: await counts("standing"), lengths };
}

/**
 * The 10,000 fights' time in Chromium, from the press of Run to the dialog drawing its answer (the
 * worker's start-up included), reported and never asserted on: a loaded machine is slow, not
 * wrong. Written to test-results/gallery/odds-measure.json and to the test's output.
 */
async function reportStudyTime(milliseconds: number): Promise<void> {
  const measured = {
    scenario: "the gallery's d100-fate duel",
    fights: 10_000,
    seconds: Number((milliseconds / 1000).toFixed(2)),
    fightsPerSecond: Math.round(10_000 / (milliseconds / 1000)),
  };
  await mkdir(SCREENSHOTS, { recursive: true });
  await writeFile(join(SCREENSHOTS, "odds-measure.json"), `${JSON.stringify(measured, null, 2)}\n`);
  console.log(`the Odds dialog's worker, measured: ${JSON.stringify(measured)}`);
}

describe.each(["phases-3d6", "d6-pool", "d20-segments", "action-points"])("the Odds page of %s", (rules) => {
  const gallery = galleryForSuite({ rules, theme: "light", page: "odds" });

  it("studies the gallery's fight in a worker and draws it, every word translated", async () => {
    const page = gallery.page;
    await page.locator('[data-action="turnwrightOdds"]').click();
    await page.locator('select[name="trials"]').selectOption("1000");
    await page.locator('[data-action="turnwrightOddsRun"]').click();
    await page.waitForSelector('[data-odds-state="done"]', { timeout: 60_000 });
    const drawn = await drawnCounts(page);
    expect(drawn.lengths.reduce((sum, [, fights]) => sum + fights, 0)).toBe(1000);
    expect(drawn.standing).toHaveLength(2);
    // Each side may pick its targets by every targeting the fight honours: the nearest only where
    // someone stands on a map, which no gallery fight does (phases-3d6's fighters stand on no hex).
    const offered = await page
      .locator('select[data-targeting-side="hostile"] option')
      .evaluateAll((options) => options.map((option) => option.getAttribute("value")));
    expect(offered).toEqual(["random", "focus", "first"]);
    expect(await gallery.untranslated()).toEqual([]);
    await page.locator('[data-panel="odds"]').screenshot({ path: join(SCREENSHOTS, `odds-${rules}.png`), animations: "disabled" });
  });
});

describe("the tracker's Odds dialog (gallery, d100-fate)", () => {
  const gallery = galleryForSuite({ rules: "d100-fate", theme: "light", page: "odds" });

  it("opens from the tracker's Odds button by keyboard, and says what it assumed", async () => {
    const page = gallery.page;
    const button = page.locator('[data-action="turnwrightOdds"]');
    await button.focus();
    await page.keyboard.press("Enter");
    await page.waitForSelector('[data-panel="odds"] .turnwright-odds');
    // The dialog takes the focus to its Run button, so Enter runs the study.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-action"))).toBe("turnwrightOddsRun");
    const assumed = await page.locator(".turnwright-odds-assumed li").allTextContents();
    expect(assumed[0]).toContain("default plan");
    expect(assumed).toContainEqual(expect.stringContaining("after 20 rounds"));
    expect(await gallery.untranslated()).toEqual([]);
  });

  it("runs 10,000 fights in a worker while the page goes on drawing its progress, and draws the CLI's numbers", async () => {
    const page = gallery.page;
    const workers: string[] = [];
    let stopped = false;
    const started = (worker: Worker): void => {
      workers.push(worker.url());
      worker.on("close", () => {
        stopped = true;
      });
    };
    page.on("worker", started);
    const began = performance.now();
    await page.locator('[data-action="turnwrightOddsRun"]').press("Enter");
    await page.waitForSelector('[data-odds-state="running"]');
    await sampleProgress(page);
    await page.waitForSelector('[data-odds-state="done"]', { timeout: 120_000 });
    await reportStudyTime(performance.now() - began);
    // The fights ran in one worker of the study's own script, which is let go once it answered.
    expect(workers).toEqual([expect.stringMatching(/oddsWorker[^/]*\.js$/)]);
    await expect.poll(() => stopped).toBe(true);
    page.off("worker", started);
    // Meanwhile the page's main thread drew frame after frame, each showing the bar further on.
    const between = (await progressSeen(page)).filter((done) => done > 0 && done < 10_000);
    expect(between.length).toBeGreaterThanOrEqual(3);
    await page.locator('[data-panel="odds"]').screenshot({ path: join(SCREENSHOTS, "odds-dialog.png"), animations: "disabled" });

    const download = page.waitForEvent("download");
    await page.locator('[data-action="turnwrightOddsExport"]').click();
    const file = join(SCREENSHOTS, (await download).suggestedFilename());
    await (await download).saveAs(file);
    expect(JSON.parse(await readFile(file, "utf8"))).toMatchObject({ ruleset: "d100-fate", seed: 2026 });

    await page.locator('[data-action="turnwrightOddsCopy"]').click();
    const command = (await gallery.notifications()).at(-1) ?? "";
    expect(command).toBe("turnwright odds odds-gallery-duel.json --trials 10000 --seed 2026");

    // The same scenario and seed through the CLI, as the copied command runs it.
    const out: string[] = [];
    const status = await runCli(
      ["odds", file, "--trials", "10000", "--seed", "2026", "--json"],
      { out: (line) => out.push(line), err: () => undefined, interactive: false },
      () => undefined,
    );
    expect(status).toBe(0);
    const cli = JSON.parse(out[0] ?? "{}") as OddsSummary;
    const drawn = await drawnCounts(page);
    expect(drawn.sides).toEqual([...cli.sides.map((side) => side.wins), cli.noWinner.wins]);
    expect(drawn.standing).toEqual(cli.combatants.map((c) => c.standing));
    expect(drawn.lengths).toEqual(cli.lengths.map((length) => [length.rounds, length.fights]));
    const rates = await page.locator('[data-odds-chart="sides"] [data-rate]').evaluateAll((bars) => bars.map((bar) => bar.getAttribute("data-rate")));
    expect(rates.slice(0, -1)).toEqual(cli.sides.map((side) => `${(100 * side.rate).toFixed(1)}%`));
  }, 180_000);

  it("cancels a long study at once and counts nothing", async () => {
    const page = gallery.page;
    await page.locator('select[name="trials"]').selectOption("100000");
    await page.locator('[data-action="turnwrightOddsRun"]').click();
    await page.waitForFunction(() => Number(document.querySelector<HTMLProgressElement>(".turnwright-odds-progress progress")?.value ?? 0) > 0);
    await page.locator('[data-action="turnwrightOddsCancel"]').click();
    await page.waitForSelector('[data-odds-state="ready"] .turnwright-odds-message');
    expect(await page.locator(".turnwright-odds-message").textContent()).toMatch(/^Cancelled after \d{1,3}(,\d{3})* fights; nothing was counted\.$/);
    expect(await page.locator('[data-odds-chart="sides"]').count()).toBe(0);
  });

  it("refuses a seed typed wrong, and keeps the study as it was", async () => {
    const page = gallery.page;
    await page.locator('input[name="seed"]').fill("-4");
    await page.locator('[data-action="turnwrightOddsRun"]').click();
    expect((await gallery.notifications()).at(-1)).toBe("The seed must be a whole number from 0 to 4294967295, not “-4”.");
    expect(await page.locator('[data-odds-state="running"]').count()).toBe(0);
  });

  it("lets the GM choose how each side picks its targets, fights the study so, and says so in its answer", async () => {
    const page = gallery.page;
    await page.locator('input[name="seed"]').fill("2026");
    await page.locator('select[name="trials"]').selectOption("1000");
    expect(await page.locator('select[data-targeting-side="friendly"]').inputValue()).toBe("random");
    await page.locator('select[data-targeting-side="hostile"]').selectOption("focus");
    await page.locator('[data-action="turnwrightOddsRun"]').click();
    await page.waitForSelector('[data-odds-state="done"]', { timeout: 60_000 });
    expect(await page.locator(".turnwright-odds-targeting-used").textContent()).toBe(
      "How each side chose its targets: Friendly — at random; Hostile — all on the one nearest to falling.",
    );
    expect(await page.locator('select[data-targeting-side="hostile"]').inputValue()).toBe("focus");
    const download = page.waitForEvent("download");
    await page.locator('[data-action="turnwrightOddsExport"]').click();
    const file = join(SCREENSHOTS, `targeting-${(await download).suggestedFilename()}`);
    await (await download).saveAs(file);
    const exported = JSON.parse(await readFile(file, "utf8")) as { combatants: { side: string; targeting: string }[] };
    expect(exported.combatants.map((combatant) => [combatant.side, combatant.targeting])).toEqual([
      ["friendly", "random"],
      ["hostile", "focus"],
    ]);
    expect(await gallery.untranslated()).toEqual([]);
  });
});
