import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";
import { launchChromium, type Browser } from "./chromium";

export type Theme = "light" | "dark";

/** Where screenshots go: test-results/gallery/, beside the other test output. */
export const SCREENSHOTS = fileURLToPath(new URL("../../test-results/gallery/", import.meta.url));

/** What the page's address asks for; left out, the gallery's default (d100-fate, both themes). */
export interface GalleryAddress {
  readonly rules?: string;
  readonly theme?: Theme | "both";
  readonly page?: "odds";
  /** The example module of examples/module, loaded on the table page. */
  readonly module?: "action-panel";
  /** A language system.json declares ("de", "fr"); English when left out. */
  readonly lang?: string;
  /** How far apart the fighters' tokens stand on the scene, in the rule set's units, once the opening is played; no scene when left out. */
  readonly distance?: number;
}

export interface Gallery {
  readonly page: Page;
  /** Messages the page logged as errors, and errors it threw: a clean page has none. */
  readonly errors: string[];
  panel(theme: Theme, panel: string): Locator;
  /** The actor a sheet panel shows, by its reference ("Actor.…"). */
  actorOf(panel: string): Promise<string>;
  /** Draws the chat log through this person's eyes: "gm", "player-a" or "player-b". */
  viewAs(seat: string): Promise<void>;
  notifications(): Promise<string[]>;
  /** Words on the page, in text or attributes, still showing a translation key: a clean page has none. */
  untranslated(): Promise<string[]>;
  /** The keys the page's tooltips hold, which Foundry localizes as it shows them. */
  tooltipKeys(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The GM deals the page's waiting damage card to its target (the openings of the rule sets whose
 * defenders roll as they take damage leave it waiting), then the chat is drawn for `seat`.
 */
export async function dealWaitingDamage(gallery: Gallery, seat: string): Promise<void> {
  const damage = gallery.panel("light", "chat").locator('.chat-message[data-card-kind="damage"]').first();
  await gallery.viewAs("gm");
  await damage.locator('[data-button="deal:target"]').click();
  await damage.locator('[data-button="undo:0"]').waitFor();
  await gallery.viewAs(seat);
}

/** The gallery freshly loaded in its own browser: its opening state, every time. */
export async function openGallery(address: GalleryAddress = {}): Promise<Gallery> {
  const loaded = await loadPage(address);
  return galleryOn(() => loaded);
}

/**
 * The gallery for the tests of one describe block, fresh before its first test and closed after
 * its last. The block fails if the page logged an error meanwhile: a click can break the page
 * without any test's own assertion noticing.
 */
export function galleryForSuite(address: GalleryAddress = {}): Gallery {
  let loaded: LoadedPage | undefined;
  beforeAll(async () => {
    loaded = await loadPage(address);
  });
  afterAll(async () => {
    if (loaded === undefined) return;
    try {
      expect(loaded.errors).toEqual([]);
    } finally {
      await loaded.browser.close();
    }
  });
  // The block's tests are declared before the page opens, so they hold a gallery that finds it when they run.
  return galleryOn(() => {
    if (loaded === undefined) throw new Error("The gallery opens in beforeAll: use it inside a test or a later hook");
    return loaded;
  });
}

/** A page that has loaded the gallery, with the browser it runs in and the errors it has logged so far. */
interface LoadedPage {
  readonly browser: Browser;
  readonly page: Page;
  readonly errors: string[];
}

async function loadPage(address: GalleryAddress): Promise<LoadedPage> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const browser: Browser = await launchChromium();
  try {
    return await loadGallery(browser, address);
  } catch (error) {
    // A page that failed to start is handed to nobody, so its browser is closed here.
    await browser.close();
    throw error;
  }
}

async function loadGallery(browser: Browser, address: GalleryAddress): Promise<LoadedPage> {
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  const query = new URLSearchParams();
  if (address.rules !== undefined) query.set("rules", address.rules);
  if (address.theme !== undefined) query.set("theme", address.theme);
  if (address.page !== undefined) query.set("page", address.page);
  if (address.module !== undefined) query.set("module", address.module);
  if (address.lang !== undefined) query.set("lang", address.lang);
  if (address.distance !== undefined) query.set("distance", String(address.distance));
  await page.goto(`${inject("galleryUrl")}?${query.toString()}`);
  await page.waitForSelector("body[data-ready]");
  const ready = await page.getAttribute("body", "data-ready");
  if (ready !== "true") throw new Error(`The gallery failed to start: ${await page.locator(".gallery-failure").textContent()}`);
  await page.evaluate(() => document.fonts.ready);
  return { browser, page, errors };
}

/** Looks the page up on each use, because a suite's gallery is handed out before its page has loaded. */
function galleryOn(loaded: () => LoadedPage): Gallery {
  const page = (): Page => loaded().page;
  const panel = (theme: Theme, name: string): Locator => page().locator(`[data-theme="${theme}"] [data-panel="${name}"]`);
  return {
    get page() {
      return page();
    },
    get errors() {
      return loaded().errors;
    },
    panel,
    actorOf: async (name) => (await panel("light", name).locator("form").getAttribute("data-ref")) ?? "",
    viewAs: async (seat) => {
      await page().locator(`[data-theme="light"] [data-viewer="${seat}"]`).click();
    },
    notifications: () => page().locator("#notifications li").allTextContents(),
    untranslated: () => page().locator("body").evaluate(keysShown),
    tooltipKeys: () => page().locator("body").evaluate(tooltipKeys),
    close: () => loaded().browser.close(),
  };
}

/** Types a value into a field and leaves it with Tab, as a person does: the sheet hears the change. */
export async function enterInField(field: Locator, value: string): Promise<void> {
  await field.fill(value);
  await field.press("Tab");
}

/**
 * Empties a number field and lets the sheet hear the change. Letters cannot be typed into a number
 * field; what the sheet receives instead is an empty one, so this is how a test types letters.
 */
export async function emptyNumberField(field: Locator): Promise<void> {
  await field.evaluate((input: HTMLInputElement) => {
    input.value = "";
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/**
 * Runs in the page: every text and attribute under the root that looks like a translation key left
 * as it is, the system's (`TURNWRIGHT.…`) or core's (`COMBAT.RollAll`): capitals, a dot, a name. A
 * `data-tooltip` may hold a key: Foundry localizes it when it shows the tooltip (v13
 * client/helpers/interaction/tooltip-manager.mjs, `TooltipManager#activate`), as core's own
 * tracker buttons rely on; `tooltipKeys` lists those, for a test to hold to the dictionaries.
 */
function keysShown(root: Element): string[] {
  const key = /\b[A-Z][A-Z0-9_]*\.[A-Za-z][\w.]*\b/g;
  const found: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node !== null; node = walker.nextNode())
    found.push(...Array.from((node.textContent ?? "").matchAll(key), (match) => match[0]));
  for (const element of Array.from(root.querySelectorAll("*"))) {
    for (const attribute of Array.from(element.attributes))
      if (attribute.name !== "data-tooltip") found.push(...Array.from(attribute.value.matchAll(key), (match) => `${attribute.name}: ${match[0]}`));
  }
  return found;
}

/** Runs in the page: every `data-tooltip` under the root that holds a key for Foundry to localize. */
function tooltipKeys(root: Element): string[] {
  return Array.from(root.querySelectorAll("[data-tooltip]"), (element) => element.getAttribute("data-tooltip") ?? "").filter((tooltip) =>
    /^[A-Z][A-Z0-9_]*\.[A-Za-z][\w.]*$/.test(tooltip),
  );
}
