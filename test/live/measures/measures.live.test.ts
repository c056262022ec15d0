import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { messageInLog } from "../table/CardButtons";
import { LiveTable, eventually, type LiveWindow } from "../table/LiveTable";
import { pressSheetButton } from "../table/SheetButtons";
import { showTab } from "../table/Sidebar";
import { ANNA, BEN, GM, ruleSetWorld } from "../table/worlds";
import { assignCharacters, importFromPack } from "../table/worldSetup";

/** Loads of each kind, taken in turn so that both meet the machine in the same state. */
const LOADS = 5;
/** Presses timed from Anna's click to Ben's window drawing the card. */
const PRESSES = 8;

interface Spread {
  readonly median: number;
  readonly least: number;
  readonly most: number;
}

function spread(values: readonly number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)] ?? 0, least: sorted[0] ?? 0, most: sorted.at(-1) ?? 0 };
}

const measured: Record<string, unknown> = {};

/**
 * What the live world measures, reported and never asserted on time (a loaded machine is slow,
 * not wrong): from page load to `ready` with Turnwright against the same world with the system's
 * entry module served empty, taken in turn; the GM window's JS heap after `ready` (after a
 * collection, by Chromium's own count) for both; and a press's latency, from Anna's click to the
 * card drawn in Ben's window. `npm run measure:live` repeats it; the figures go to
 * test-results/live/measures.json.
 */
describe("the live world, measured", () => {
  afterAll(async () => {
    const folder = join("test-results", "live");
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, "measures.json"), `${JSON.stringify(measured, null, 2)}\n`);
    console.log(`the live world, measured:\n${JSON.stringify(measured, null, 2)}`);
  });

  it("boots to ready, and holds a heap, with Turnwright and with its entry module empty", async () => {
    const times: Record<"turnwright" | "empty", number[]> = { turnwright: [], empty: [] };
    const heaps: Record<"turnwright" | "empty", number[]> = { turnwright: [], empty: [] };
    for (let load = 0; load < LOADS * 2; load++) {
      const kind = load % 2 === 0 ? "turnwright" : "empty";
      // A fresh browser for each load, as a person's first visit: no file of the last load cached.
      const table = await LiveTable.open(ruleSetWorld("d100-fate", { emptyBoot: kind === "empty" }), { fresh: true });
      try {
        const gm = await table.window(GM);
        times[kind].push(gm.readyAt - gm.loadedAt);
        heaps[kind].push(await heapAfterCollection(gm));
      } finally {
        await table.close();
      }
    }
    measured["load to ready, ms"] = {
      turnwright: spread(times.turnwright),
      empty: spread(times.empty),
      ratio: spread(times.turnwright).median / Math.max(1, spread(times.empty).median),
    };
    measured["GM window's JS heap after ready, MB"] = { turnwright: spread(heaps.turnwright.map(mb)), empty: spread(heaps.empty.map(mb)) };
    expect(times.turnwright).toHaveLength(LOADS);
  });

  it("draws a press in another player's window", async () => {
    const table = await LiveTable.open(ruleSetWorld("d100-fate"));
    try {
      const gm = await table.window(GM);
      const imported = await importFromPack(gm, "d100-fate-actors", {
        names: ["Guard Sergeant", "Cult Champion"],
        owners: { "Guard Sergeant": ANNA._id, "Cult Champion": BEN._id },
      });
      const sergeant = imported["Guard Sergeant"] ?? "";
      await assignCharacters(gm, { [ANNA._id]: sergeant, [BEN._id]: imported["Cult Champion"] ?? "" });
      const [anna, ben] = await table.people([ANNA, BEN]);
      if (anna === undefined || ben === undefined) throw new Error("the players' windows did not open");
      await showTab(ben, "chat");
      await watchCards(ben);
      const started: number[] = [];
      const rolled: number[] = [];
      for (let press = 0; press < PRESSES; press++) {
        const before = await cardsSeen(ben);
        const startAt = Date.now();
        // Shift-clicked: the roll takes the last choice and skips the modifiers dialog, so only the request is timed.
        await pressSheetButton(anna, sergeant, "rollTest", { characteristic: "willpower" }, { asksModifiers: true, quick: true });
        const card = await eventually(
          async () => (await cardsSeen(ben)).find((seen) => !before.some((old) => old.id === seen.id)),
          () => "Ben's window to draw the card",
        );
        started.push(card.at - startAt);
        const pressAt = Date.now();
        await (await messageInLog(anna, card.id)).locator('button[data-button="roll"]').click();
        const redrawn = await eventually(
          async () => (await cardsSeen(ben)).find((seen) => seen.id === card.id && seen.at > card.at && seen.rolled),
          () => "Ben's window to draw the rolled card",
        );
        rolled.push(redrawn.at - pressAt);
      }
      measured["a sheet button to the card in another player's window, ms"] = spread(started);
      measured["a card button to the card redrawn in another player's window, ms"] = spread(rolled);
      expect(started).toHaveLength(PRESSES);
    } finally {
      await table.close();
    }
  });
});

const mb = (bytes: number): number => Math.round((bytes / 1_048_576) * 10) / 10;

/** Chromium's count of the page's JS heap once it has collected what it can (the DevTools protocol's `HeapProfiler.collectGarbage`, `Runtime.getHeapUsage`). */
async function heapAfterCollection(window: LiveWindow): Promise<number> {
  await window.page.waitForTimeout(3_000);
  const session = await window.context.newCDPSession(window.page);
  await session.send("HeapProfiler.collectGarbage");
  const usage = await session.send("Runtime.getHeapUsage");
  await session.detach();
  return usage.usedSize;
}

/** From now on the window notes, by the page's own clock, when each card is drawn or drawn again in its chat log. */
async function watchCards(window: LiveWindow): Promise<void> {
  await window.page.evaluate(() => {
    const seen: { id: string; at: number; rolled: boolean }[] = [];
    Reflect.set(globalThis, "turnwrightLiveSeen", seen);
    const log = document.querySelector("#chat .chat-log");
    if (log === null) throw new Error("the chat log is not drawn");
    new MutationObserver((mutations) => {
      const at = Date.now();
      for (const mutation of mutations) {
        const nodes = [...mutation.addedNodes, mutation.target];
        for (const node of nodes) {
          const message = node instanceof Element ? node.closest(".chat-message[data-message-id]") : null;
          if (message === null) continue;
          seen.push({ id: message.getAttribute("data-message-id") ?? "", at, rolled: message.querySelector(".tw-roll") !== null });
        }
      }
    }).observe(log, { childList: true, subtree: true });
  });
}

async function cardsSeen(window: LiveWindow): Promise<{ readonly id: string; readonly at: number; readonly rolled: boolean }[]> {
  return window.page.evaluate(() => {
    const seen: unknown = Reflect.get(globalThis, "turnwrightLiveSeen");
    return Array.isArray(seen)
      ? seen.map((entry: unknown) => ({
          id: String(Reflect.get(Object(entry), "id")),
          at: Number(Reflect.get(Object(entry), "at")),
          rolled: Reflect.get(Object(entry), "rolled") === true,
        }))
      : [];
  });
}
