import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext } from "playwright-core";

/** Debian's chromium, never a downloaded browser; the flags keep it off the network and quiet. */
export const CHROMIUM = "/usr/bin/chromium";
export const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export interface Browser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** A fresh profile in a temporary folder, removed on close. */
export async function launchChromium(): Promise<Browser> {
  const profile = await mkdtemp(join(tmpdir(), "turnwright-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
    viewport: { width: 1720, height: 1200 },
    deviceScaleFactor: 1,
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
