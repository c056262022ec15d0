import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Locator } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REGISTERED } from "../../../src/rulesets/registry";
import type { DOC_PICTURES } from "../../../scripts/build/screenshots";
import { messageInLog } from "../table/CardButtons";
import { beginFromTracker, playOpening, rollInitiativeFromTracker, seatGalleryFight, type GalleryFight } from "../table/GalleryFight";
import { eventually, LiveTable, type LiveWindow } from "../table/LiveTable";
import { openActorSheet } from "../table/SheetButtons";
import { showTab } from "../table/Sidebar";
import { pressTracker, tracker } from "../table/TrackerButtons";
import { ruleSetWorld } from "../table/worlds";

/** Where the shots go, for `npm run screenshots:live` to copy into docs/screenshots/. */
export const SHOTS = join("test-results", "live-pictures");

/** A window the size the docs' pictures were drawn at: the sheets, the sidebar and the chat at their usual places. */
const VIEWPORT = { width: 1400, height: 1000 } as const;

type Scheme = "light" | "dark";

/**
 * The window's interface and applications in core's light or dark theme, as a person sets them in
 * core's appearance settings (client/applications/settings/menus/ui-config.mjs, the menu Configure
 * Settings opens; opened here directly, its form filled and saved as a person fills it).
 */
async function scheme(window: LiveWindow, colors: Scheme): Promise<void> {
  if ((await window.page.locator(`body.theme-${colors}`).count()) > 0) return;
  await window.page.evaluate(async () => {
    if (!game.ready) throw new Error("the game is not ready");
    await new foundry.applications.settings.menus.UIConfig().render({ force: true });
  });
  const form = window.page.locator("#ui-config");
  await form.locator('select[name="core.uiConfig.colorScheme.interface"]').selectOption(colors);
  await form.locator('select[name="core.uiConfig.colorScheme.applications"]').selectOption(colors);
  await form.locator('button[type="submit"]').click();
  await window.page.locator(`body.theme-${colors}`).waitFor({ state: "attached" });
}

async function shoot(element: Locator, picture: (typeof DOC_PICTURES)[number]): Promise<void> {
  await element.screenshot({ path: join(SHOTS, picture), animations: "disabled" });
}

/** An actor's sheet, on one of its tabs, drawn in the theme given. */
async function sheetShot(window: LiveWindow, actor: string, tab: string | null, colors: Scheme, picture: (typeof DOC_PICTURES)[number]): Promise<void> {
  await scheme(window, colors);
  const sheet = await openActorSheet(window, actor.replace(/^Actor\./, ""));
  if (tab !== null) await sheet.locator(`nav [data-tab="${tab}"]`).first().click();
  await shoot(sheet, picture);
}

/** The sidebar on a tab (the chat log, the tracker), drawn in the theme given. */
async function sidebarShot(window: LiveWindow, tab: string, colors: Scheme, picture: (typeof DOC_PICTURES)[number]): Promise<void> {
  await scheme(window, colors);
  await showTab(window, tab);
  await shoot(window.page.locator("#sidebar"), picture);
}

/** What each rule set's opening is shown by, once it is played: the picture, whose window, and what of it. */
const PICTURES: Readonly<Record<string, (fight: GalleryFight) => Promise<void>>> = {
  "d100-fate": async (fight) => {
    await sheetShot(fight.anna, fight.refs[0], null, "light", "sheet-light.png");
    await sheetShot(fight.anna, fight.refs[0], "actions", "dark", "actions-dark.png");
    await sidebarShot(fight.ben, "chat", "dark", "chat-dark.png");
  },
  "phases-3d6": async (fight) => {
    await sheetShot(fight.ben, fight.refs[1], null, "light", "phases-sheet-light.png");
    await sidebarShot(fight.gm, "chat", "dark", "phases-chat-dark.png");
  },
  "d6-pool": async (fight) => {
    await sheetShot(fight.anna, fight.refs[0], null, "light", "d6-sheet-light.png");
    await sidebarShot(fight.gm, "chat", "dark", "d6-chat-dark.png");
  },
  "d20-segments": async (fight) => {
    await sheetShot(fight.anna, fight.refs[0], null, "light", "d20-sheet-light.png");
    await sidebarShot(fight.gm, "chat", "dark", "d20-chat-dark.png");
    await sidebarShot(fight.gm, "combat", "light", "d20-tracker-light.png");
  },
  "action-points": async (fight) => {
    await sheetShot(fight.anna, fight.refs[0], "gear", "light", "ap-sheet-light.png");
    await scheme(fight.gm, "dark");
    const attack = fight.opening.made[0];
    if (attack === undefined) throw new Error("the opening made no card");
    await shoot(await messageInLog(fight.gm, attack), "ap-chat-dark.png");
    await sidebarShot(fight.gm, "combat", "light", "ap-tracker-light.png");
  },
};

/**
 * The pictures of the README and docs/, taken from the live world: each rule set's gallery fight
 * played by its people in Foundry v13's own client, and each picture shot in the window of the
 * person it shows the table as, with core's window chrome and sidebar around the system's
 * sheets, cards and tracker. `npm run screenshots:live` runs it and copies the shots.
 */
describe.each(REGISTERED.map((ruleset) => ({ id: ruleset.id, ruleset })))("the pictures of $id", ({ id, ruleset }) => {
  let table: LiveTable;
  let fight: GalleryFight;

  beforeAll(async () => {
    await mkdir(SHOTS, { recursive: true });
    table = await LiveTable.open(ruleSetWorld(id));
    fight = await seatGalleryFight(table, ruleset, { viewport: VIEWPORT });
    await rollInitiativeFromTracker(fight);
    await beginFromTracker(fight);
  });
  afterAll(async () => table.close());

  it("shows the opening as the page plays it", async () => {
    await playOpening(fight, { settle: false });
    await PICTURES[id]?.(fight);
    if (id === "d100-fate") {
      await oddsShot(fight);
      await effectDurationShot(fight);
    }
    for (const window of table.windows) expect(window.turnwrightErrors(), window.user.name).toEqual([]);
  });
});

/** The GM's Odds dialog from the tracker, after 10,000 fights, in the light theme. */
async function oddsShot(fight: GalleryFight): Promise<void> {
  await scheme(fight.gm, "light");
  await pressTracker(fight.gm, "turnwrightOdds");
  const dialog = fight.gm.page.locator(".application.turnwright-odds-dialog");
  await dialog.waitFor({ state: "visible" });
  await dialog.locator('select[name="trials"]').selectOption("10000");
  await dialog.locator('input[name="seed"]').fill("1");
  await dialog.locator('[data-action="turnwrightOddsRun"]').click();
  // While the study runs the dialog offers Cancel in Run's place; Run is back once every fight is fought.
  await dialog.locator('[data-action="turnwrightOddsCancel"]').waitFor({ state: "visible" });
  await dialog.locator('[data-action="turnwrightOddsRun"]').waitFor({ state: "visible", timeout: 240_000 });
  await shoot(dialog, "odds-dialog.png");
  await dialog.locator('[data-action="close"]').first().click();
}

/**
 * A Blessing on the first fighter for one of the rule set's rounds, made by the GM while the fight
 * runs (an effect's duration begins where the tracker stands), the tracker moved on until it has
 * ended, and its sheet's Duration tab shown, in the light theme.
 */
async function effectDurationShot(fight: GalleryFight): Promise<void> {
  const unit = fight.module.combat.durations[0]?.id ?? "";
  const effect = await fight.gm.page.evaluate(
    async ({ actor, unit }) => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      const bearer = foundry.utils.fromUuidSync<Actor.Implementation>(actor);
      if (!(bearer instanceof foundry.documents.Actor)) throw new Error(`no actor ${actor}`);
      const made = await bearer.createEmbeddedDocuments("ActiveEffect", [
        { name: "Blessing", img: "icons/svg/angel.svg", flags: { turnwright: { duration: { unit, count: 1, start: null } } } },
      ]);
      return made?.[0]?.id ?? "";
    },
    { actor: fight.refs[0], unit },
  );
  const round = async (): Promise<number> => fight.opening.moment().then((moment) => Number(moment.store["Combat"]?.[0]?.["round"] ?? 0));
  const from = await round();
  for (let steps = 0; steps < 20 && (await round()) < from + 2; steps++) await fight.opening.move();
  await scheme(fight.gm, "light");
  await fight.gm.page.evaluate(
    async ({ actor, effect }) => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      const bearer = foundry.utils.fromUuidSync<Actor.Implementation>(actor);
      if (!(bearer instanceof foundry.documents.Actor)) throw new Error(`no actor ${actor}`);
      // Opened as the token HUD's effect list or a module opens it: the canvas-off world has no HUD to click.
      await bearer.effects.get(effect)?.sheet?.render(true);
    },
    { actor: fight.refs[0], effect },
  );
  const sheet = fight.gm.page.locator(`.application.active-effect-config`);
  await sheet.waitFor({ state: "visible" });
  await sheet.locator('nav [data-tab="duration"]').first().click();
  await eventually(
    async () => ((await sheet.locator(".turnwright-duration, [class*='duration']").count()) > 0 ? true : undefined),
    () => "the effect's Duration tab to draw",
  );
  await tracker(fight.gm);
  await shoot(sheet, "effect-duration-light.png");
}
