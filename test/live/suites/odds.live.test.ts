import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DECLARED } from "../../../src/rulesets/declared";
import { LiveTable, type LiveWindow } from "../table/LiveTable";
import { GM, ruleSetWorld } from "../table/worlds";
import { importFromPack } from "../table/worldSetup";

/** The study the GM asks for: the dialog's fewest fights, and a seed typed in. */
const TRIALS = 1_000;
const SEED = 35;
const CLI = fileURLToPath(new URL("../../../dist/cli/turnwright.mjs", import.meta.url));

/** What the CLI's `odds --json` prints (docs/odds.md), as far as the dialog draws it. */
interface CliOdds {
  readonly trials: number;
  readonly sides: readonly { readonly side: string; readonly wins: number; readonly rate: number }[];
  readonly noWinner: { readonly wins: number };
  readonly combatants: readonly { readonly standing: number }[];
  readonly lengths: readonly { readonly rounds: number; readonly fights: number }[];
}

/** The counts the dialog drew, read from its bars as a person's screen reader reads them: the sides (then no winner), who stands, the lengths, and each side's rate. */
async function drawnOdds(window: LiveWindow): Promise<{ sides: number[]; standing: number[]; lengths: [number, number][]; rates: (string | null)[] }> {
  const dialog = window.page.locator(".turnwright-odds-dialog");
  const counts = (chart: string) =>
    dialog.locator(`[data-odds-chart="${chart}"] [data-count]`).evaluateAll((bars) => bars.map((bar) => Number(bar.getAttribute("data-count"))));
  const lengths = await dialog
    .locator('[data-odds-chart="lengths"] [data-rounds]')
    .evaluateAll((bars) => bars.map((bar): [number, number] => [Number(bar.getAttribute("data-rounds")), Number(bar.getAttribute("data-count"))]));
  const rates = await dialog.locator('[data-odds-chart="sides"] [data-rate]').evaluateAll((bars) => bars.map((bar) => bar.getAttribute("data-rate")));
  return { sides: await counts("sides"), standing: await counts("standing"), lengths, rates };
}

/**
 * Suite 7, odds: in a world of each rule set the GM puts the rule set's compendium actors on a
 * scene as tokens and makes a combat of them, opens the Odds dialog from the tracker, runs it with
 * a seed and a number of fights, and exports the scenario it studied, as a person does; the CLI's
 * `turnwright odds <file> --seed N --trials N --json` on that file gives the same numbers as the
 * dialog drew: every side's wins and rate, the fights with no winner, who stands, the lengths.
 * The combat is core's from the Token HUD, which links it to no scene (v13 `createCombatants`
 * makes one without), as in play: the study then reads no positions.
 */
describe.each(DECLARED.map((declared) => declared.id))("the Odds dialog in a world of %s", (ruleset) => {
  let table: LiveTable;
  let gm: LiveWindow;
  let folder: string;

  beforeAll(async () => {
    table = await LiveTable.open(ruleSetWorld(ruleset));
    gm = await table.window(GM);
    folder = await mkdtemp(join(tmpdir(), "turnwright-live-odds-"));
  });
  afterAll(async () => {
    await table.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("answers for the GM's combat as the CLI answers for the scenario it exports, seed for seed", async () => {
    const imported = await importFromPack(gm, `${ruleset}-actors`);
    // Tokens on a scene and the Token HUD's combat toggle (v13 client/documents/token.mjs `createCombatants`): the canvas-off world has no map to drop them on or HUD to click.
    await gm.page.evaluate(
      async ({ ids }) => {
        if (!game.ready) throw new Error("the GM's game is not ready");
        const scene = await Scene.implementation.create({ name: "Odds at the ford" });
        if (scene === undefined) throw new Error("no scene was made");
        // Each as core drops an actor on a scene (client/documents/actor.mjs `getTokenDocument`), a square apart.
        const tokens = [];
        for (const [index, id] of ids.entries()) {
          const actor = game.actors.get(id);
          if (actor === undefined) throw new Error(`no actor ${id}`);
          tokens.push((await actor.getTokenDocument({ x: 100 * (index + 1), y: 100 * (index + 1) })).toObject());
        }
        const made = await scene.createEmbeddedDocuments("Token", tokens);
        await TokenDocument.implementation.createCombatants(made ?? []);
      },
      { ids: Object.values(imported) },
    );

    await gm.page.locator('#sidebar-tabs button[data-tab="combat"]').click();
    const odds = gm.page.locator('#combat [data-action="turnwrightOdds"]');
    await odds.waitFor({ state: "visible", timeout: 30_000 });
    await odds.click();
    const dialog = gm.page.locator(".turnwright-odds-dialog");
    await dialog.waitFor({ state: "visible", timeout: 30_000 });
    await dialog.locator('select[name="trials"]').selectOption(String(TRIALS));
    await dialog.locator('input[name="seed"]').fill(String(SEED));
    await dialog.locator('[data-action="turnwrightOddsRun"]').click();
    await dialog.locator('[data-odds-state="done"]').waitFor({ state: "attached", timeout: 120_000 });
    const drawn = await drawnOdds(gm);

    const download = gm.page.waitForEvent("download", { timeout: 30_000 });
    await dialog.locator('[data-action="turnwrightOddsExport"]').click();
    const file = join(folder, (await download).suggestedFilename());
    await (await download).saveAs(file);
    const scenario: unknown = JSON.parse(await readFile(file, "utf8"));
    expect(scenario).toMatchObject({ ruleset, seed: SEED });
    // The whole combat was studied: every actor the GM put in it, on two sides at least.
    const combatants: unknown = Reflect.get(Object(scenario), "combatants");
    expect(Array.isArray(combatants) ? combatants.map((combatant: unknown) => Reflect.get(Object(combatant), "name")).sort() : []).toEqual(
      Object.keys(imported).sort(),
    );
    expect(
      new Set(Array.isArray(combatants) ? combatants.map((combatant: unknown) => Reflect.get(Object(combatant), "side")) : []).size,
    ).toBeGreaterThanOrEqual(2);

    const { stdout } = await promisify(execFile)(process.execPath, [CLI, "odds", file, "--seed", String(SEED), "--trials", String(TRIALS), "--json"], {
      timeout: 120_000,
    });
    const cli: CliOdds = JSON.parse(stdout);
    expect(cli.trials).toBe(TRIALS);
    expect(drawn.sides).toEqual([...cli.sides.map((side) => side.wins), cli.noWinner.wins]);
    expect(drawn.rates.slice(0, -1)).toEqual(cli.sides.map((side) => `${(100 * side.rate).toFixed(1)}%`));
    expect(drawn.standing).toEqual(cli.combatants.map((combatant) => combatant.standing));
    expect(drawn.lengths).toEqual(cli.lengths.map((length) => [length.rounds, length.fights]));
    expect(drawn.sides.reduce((sum, wins) => sum + wins, 0)).toBe(TRIALS);
    expect(gm.turnwrightErrors()).toEqual([]);
    // The rule set's worker and its chunks among what the page fetched: every file found.
    expect(gm.notFound).toEqual([]);
  });
});
