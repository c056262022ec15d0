import { randomUUID } from "node:crypto";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";
import { CHROMIUM, FLAGS } from "../../browser/chromium";
import type { ServerLog } from "../standin/SocketProtocol";
import { startStandInProcess, type StandInProcess } from "./StandInProcess";
import type { Data } from "../standin/ServerCommon";
import type { WorldSpec, WorldUser } from "../standin/StandInWorld";

/** One person's window on the world: a browser context of its own (its own session cookie), what it logged, and the page. */
export class LiveWindow {
  /** Every error the page reported: uncaught exceptions, unhandled rejections and `console.error` lines, each with its stack where it had one. */
  readonly errors: string[] = [];
  /** Addresses the page fetched that the server answered with 404. */
  readonly notFound: string[] = [];
  /** When the page began loading, and when the game said it was ready. */
  loadedAt = 0;
  readyAt = 0;

  constructor(
    readonly user: WorldUser,
    readonly context: BrowserContext,
    readonly page: Page,
  ) {
    page.on("pageerror", (error) => this.errors.push(`${error.message}\n${error.stack ?? ""}`));
    page.on("console", (message) => {
      if (message.type() !== "error") return;
      const location = message.location();
      this.errors.push(`${message.text()}\n    at ${location.url}:${location.lineNumber}`);
    });
    page.on("response", (response) => {
      if (response.status() === 404) this.notFound.push(new URL(response.url()).pathname);
    });
  }

  /** The errors that name Turnwright in their words or their stack: ours to fix. */
  turnwrightErrors(): string[] {
    return this.errors.filter((error) => /turnwright/i.test(error));
  }
}

export interface WindowOptions {
  /** Draw the canvas (core's `core.noCanvas` client setting off). Off unless a suite needs the map. */
  readonly canvas?: boolean;
  /** The viewport, for pictures. */
  readonly viewport?: { readonly width: number; readonly height: number };
  /** The interface language (core's `core.language` client setting). */
  readonly language?: string;
}

/** How many steps core's welcome tour has (public/tours/welcome.json): a world its GM has opened before has seen them all. */
const WELCOME_STEPS = 3;

/**
 * The browsers the tables of one suite file open their windows in: one Chromium, and a browser
 * context for each person (and each way a window is set up), kept from one world to the next as
 * a person's browser keeps its cache, so a later world loads Foundry's files as a reload does
 * (revalidated, compiled code kept). A table asked to be `fresh` gets a Chromium of its own, for
 * a first visit's load.
 */
class Browsers {
  #browser: Promise<Browser> | undefined;
  readonly #contexts = new Map<string, Promise<BrowserContext>>();

  browser(): Promise<Browser> {
    this.#browser ??= launch();
    return this.#browser;
  }

  context(key: string, options: WindowOptions): Promise<BrowserContext> {
    let context = this.#contexts.get(key);
    if (context === undefined) {
      context = this.browser().then((browser) => newContext(browser, options));
      this.#contexts.set(key, context);
    }
    return context;
  }

  async close(): Promise<void> {
    const browser = this.#browser;
    this.#browser = undefined;
    this.#contexts.clear();
    if (browser !== undefined) await (await browser).close();
  }
}

const shared = new Browsers();

/**
 * The suite file's own stand-in server, started with its first table: each file plays on a
 * server of its own, so that files can run side by side, each with its one world at a time.
 */
let standIn: Promise<StandInProcess> | undefined;

function fileStandIn(): Promise<StandInProcess> {
  standIn ??= startStandInProcess(process.env);
  return standIn;
}

/** Closes the suite file's Chromium and stops its stand-in once its last table is done (test/live/afterFile.ts); answers what the stand-in said on stderr. */
export async function closeFileTables(): Promise<string> {
  await shared.close();
  const running = standIn;
  standIn = undefined;
  if (running === undefined) return "";
  const server = await running;
  await server.stop();
  return server.stderr.join("");
}

function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, headless: true, args: FLAGS });
}

async function newContext(browser: Browser, options: WindowOptions): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: options.viewport ?? { width: 1600, height: 1000 }, deviceScaleFactor: 1 });
  // A click or a wait that finds nothing fails in words well inside a test's time, rather than hanging it.
  context.setDefaultTimeout(45_000);
  return context;
}

/**
 * A table: the stand-in server's world reset to `spec`, and a window per person opened on it.
 * Every window loads the game page from scratch, as a person's browser does; a person's browser
 * starts each world with none of the last world's client settings, but with its cache.
 */
export class LiveTable {
  readonly windows: LiveWindow[] = [];
  /** Marks a browser's storage as this table's: a window finding another mark clears it first. */
  readonly #mark = randomUUID();

  private constructor(
    readonly url: string,
    readonly spec: WorldSpec,
    private readonly browsers: Browsers,
  ) {}

  static async open(spec: WorldSpec, options: { readonly fresh?: boolean } = {}): Promise<LiveTable> {
    const { url } = await fileStandIn();
    await post(url, "/__standin/world", spec);
    return new LiveTable(url, spec, options.fresh === true ? new Browsers() : shared);
  }

  /** A person's window: a new session for the user, the game page loaded in a tab of their browser, and the game ready. */
  async window(user: WorldUser, options: WindowOptions = {}): Promise<LiveWindow> {
    const session: unknown = await post(this.url, "/__standin/session", { userId: user._id });
    const sessionId: unknown = Reflect.get(Object(session), "sessionId");
    if (typeof sessionId !== "string") throw new Error(`the stand-in gave no session for ${user.name}`);
    const context = await this.browsers.context(`${user._id} ${JSON.stringify(options.viewport ?? null)}`, options);
    await context.addCookies([{ name: "session", value: sessionId, url: this.url }]);
    // Client settings live in the browser's storage (client/helpers/client-settings.mjs), each as JSON.
    const clientSettings = {
      "core.noCanvas": options.canvas !== true,
      "core.tourProgress": { core: { welcome: WELCOME_STEPS } },
      // A canvas drawn by SwiftShader on a CPU takes the page's time from everything else: set as a player on a slow machine sets it (client/game.mjs `performanceMode`, `maxFPS`: low, 10 frames a second).
      ...(options.canvas === true ? { "core.performanceMode": 0, "core.maxFPS": 10 } : {}),
      ...(options.language === undefined ? {} : { "core.language": options.language }),
    };
    const page = await context.newPage();
    await page.addInitScript(
      ({ settings, mark }: { settings: Record<string, unknown>; mark: string }) => {
        if (localStorage.getItem("turnwright-live-table") !== mark) {
          localStorage.clear();
          localStorage.setItem("turnwright-live-table", mark);
        }
        for (const [key, value] of Object.entries(settings)) localStorage.setItem(key, JSON.stringify(value));
      },
      { settings: clientSettings, mark: this.#mark },
    );
    const window = new LiveWindow(user, context, page);
    this.windows.push(window);
    window.loadedAt = Date.now();
    await page.goto(`${this.url}/game`);
    await page.waitForFunction(() => game instanceof foundry.Game && game.ready, undefined, { timeout: 120_000, polling: 100 });
    window.readyAt = Date.now();
    return window;
  }

  /** Windows for several people, loading side by side as their browsers would. */
  async people(users: readonly WorldUser[], options: WindowOptions = {}): Promise<LiveWindow[]> {
    return Promise.all(users.map((user) => this.window(user, options)));
  }

  /** Every document the server has stored, by document name. */
  async store(): Promise<Record<string, Data[]>> {
    const found: unknown = await (await fetch(`${this.url}/__standin/store`)).json();
    return Object(found);
  }

  /** What the server logged since the world began: files it could not find, the writes it answered, the queries it relayed. */
  async log(): Promise<ServerLog> {
    const found: unknown = await (await fetch(`${this.url}/__standin/log`)).json();
    return Object(found);
  }

  /** A picture of every window, for a test that failed: `test-results/live/<label>-<user>.png`. */
  async shoot(label: string): Promise<void> {
    const folder = join("test-results", "live");
    await mkdir(folder, { recursive: true });
    const slug = label.replace(/[^\w-]+/g, "-").slice(0, 80);
    for (const window of this.windows)
      if (!window.page.isClosed()) await window.page.screenshot({ path: join(folder, `${slug}-${window.user.name}.png`) }).catch(() => undefined);
  }

  /** Closes the table's windows; the browsers stay for the suite's next world, but a fresh table's own go. */
  async close(): Promise<void> {
    for (const window of this.windows) if (!window.page.isClosed()) await window.page.close();
    if (this.browsers !== shared) await this.browsers.close();
  }
}

async function post(url: string, path: string, data: unknown): Promise<unknown> {
  const response = await fetch(`${url}${path}`, { method: "POST", body: JSON.stringify(data) });
  if (!response.ok) throw new Error(`the stand-in answered ${path} with ${response.status}: ${await response.text()}`);
  return response.json();
}

/**
 * Asks `probe` again and again until it answers something other than undefined, or fails after
 * `timeoutMs` with what it last saw: the world's writes arrive over the socket in their own
 * time, so a test waits for the state it expects, never for a fixed while.
 */
export async function eventually<T>(probe: () => Promise<T | undefined>, what: () => string, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > until) throw new Error(`waited ${String(timeoutMs / 1000)} s for ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
}
