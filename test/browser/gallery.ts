import { mkdir } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Locator, Page } from "playwright-core";
import { inject } from "vitest";
import { launchChromium, type Browser } from "./chromium";

export type Theme = "light" | "dark";

/** Where screenshots go: test-results/gallery/, beside the other test output. */
export const SCREENSHOTS = fileURLToPath(new URL("../../test-results/gallery/", import.meta.url));

export interface Gallery {
  readonly page: Page;
  /** Messages the page logged as errors, and errors it threw: a clean page has none. */
  readonly errors: string[];
  panel(theme: Theme, panel: string): Locator;
  /** Draws the chat log through this person's eyes: "gm", "player-a" or "player-b". */
  viewAs(seat: string): Promise<void>;
  notifications(): Promise<string[]>;
  close(): Promise<void>;
}

/** The gallery freshly loaded in its own browser: its opening state, every time. */
export async function openGallery(query = ""): Promise<Gallery> {
  await mkdir(SCREENSHOTS, { recursive: true });
  const browser: Browser = await launchChromium();
  const page = await browser.context.newPage();
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto(`${inject("galleryUrl")}${query}`);
  await page.waitForSelector("body[data-ready]");
  const ready = await page.getAttribute("body", "data-ready");
  if (ready !== "true") throw new Error(`The gallery failed to start: ${await page.locator(".gallery-failure").textContent()}`);
  await page.evaluate(() => document.fonts.ready);
  return {
    page,
    errors,
    panel: (theme, panel) => page.locator(`[data-theme="${theme}"] [data-panel="${panel}"]`),
    viewAs: async (seat) => {
      await page.locator(`[data-theme="light"] [data-viewer="${seat}"]`).click();
    },
    notifications: () => page.locator("#notifications li").allTextContents(),
    close: () => browser.close(),
  };
}
