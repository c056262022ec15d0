import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { acting } from "../../../src/engine/clock/index";
import type { GalleryTable } from "../../../src/engine/play/GalleryPage";
import { planAdvance } from "../../../src/foundry/combat/advance";
import { planPass } from "../../../src/foundry/combat/pass";
import { canonical } from "../../../src/foundry/quench/Check";
import { REGISTERED } from "../../../src/rulesets/registry";
import { beginFromTracker, playOpening, rollInitiativeFromTracker, seatGalleryFight, storedGalleryFight, type GalleryFight } from "../table/GalleryFight";
import { eventually, LiveTable, type LiveWindow } from "../table/LiveTable";
import { tracker } from "../table/TrackerButtons";
import { GM, ruleSetWorld } from "../table/worlds";

/** Each window's socket, as the server names the window a write came from (socket.io gives both ends one id). */
async function socketOf(window: LiveWindow): Promise<string> {
  const id = await window.page.evaluate(() => (game.ready ? (game.socket?.id ?? "") : ""));
  if (id === "") throw new Error(`${window.user.name}'s window has no socket`);
  return id;
}

/**
 * Suite 6, two GM windows: the GM has the world open twice (two tabs of his browser, each a game
 * of its own, both the active GM's), and the server delivers every query a player sends to both
 * (v13's `userQuery` goes to every socket of its recipient). Anna and Ben play the rule set's
 * opening from their sheets and cards, and Anna ends her turn from her tracker: each of their
 * requests is applied once. The world comes to what the rules give for the dice the cards
 * recorded after every step (a request applied twice spends twice, posts two cards, or moves the
 * clock two steps), and no write a step asks of the server is asked from both windows.
 */
describe.each(REGISTERED.map((ruleset) => ({ id: ruleset.id, ruleset })))("a player's requests with the GM in two windows, in $id", ({ id, ruleset }) => {
  let table: LiveTable;
  let fight: GalleryFight;
  let gmSockets: readonly string[];
  /** Steps whose GM writes show one write made from both windows, or nothing written. */
  const doubled: string[] = [];
  let steps = 0;

  /**
   * Runs a player's step (a start with the follow-up its game presses at once, or a press), then
   * holds its GM writes to one application each: every request draws the window that applies it,
   * so a step's requests may be applied in either window, but no write is made from both (a
   * request applied twice asks the same write of the server twice).
   */
  async function attributed<T>(what: string, step: () => Promise<T>): Promise<T> {
    const from = (await table.log()).writes.length;
    const answer = await step();
    const writes = (await table.log()).writes.slice(from).filter((write) => write.userId === GM._id);
    steps += 1;
    const windowsOf = new Map<string, Set<string>>();
    for (const write of writes) {
      const key = `${write.action} ${write.type} ${write.digest}`;
      windowsOf.set(key, (windowsOf.get(key) ?? new Set()).add(write.socket));
    }
    const twice = [...windowsOf].filter(([, windows]) => windows.size > 1);
    if (writes.length === 0 || writes.some((write) => !gmSockets.includes(write.socket)) || twice.length > 0)
      doubled.push(
        `${what}: ${writes.map((write) => `window ${String(gmSockets.indexOf(write.socket) + 1)} ${write.action} ${write.type} ${(write.ids ?? []).join(" ")}`).join("; ")}`,
      );
    return answer;
  }

  beforeAll(async () => {
    table = await LiveTable.open(ruleSetWorld(id));
    fight = await seatGalleryFight(table, ruleset);
    const second = await table.window(GM);
    gmSockets = [await socketOf(fight.gm), await socketOf(second)];
    await rollInitiativeFromTracker(fight);
    await beginFromTracker(fight);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === "fail") await table.shoot(`two-gms-${id}-${context.task.name}`);
  });
  afterAll(async () => table.close());

  it("Anna and Ben play the opening from their sheets and cards: every step as the rules say, each applied once", async () => {
    const played = fight.opening.table;
    // Each start and press of the players is one request; the tracker's moves are the GM's own.
    const watched: GalleryTable = {
      ...played,
      start: (actor, action, data, targets) => attributed(`${action} for ${actor}`, () => played.start(actor, action, data, targets)),
      press: (by, card, button) => attributed(`${button} by ${by}`, () => played.press(by, card, button)),
    };
    fight.opening.table = watched;
    try {
      await playOpening(fight, { settle: false });
    } finally {
      fight.opening.table = played;
    }
    expect(steps, "the players took steps").toBeGreaterThan(0);
    expect(doubled).toEqual([]);
  });

  it("Anna ends her turn from her tracker: the clock moves on one step, written once", async () => {
    const anna = fight.refs[0];
    // Her next turn, the opening's acts behind her: the GM's tracker moves there.
    await fight.opening.table.beginTurn(anna);
    const before = await storedGalleryFight(fight);
    const fighter = before.fighters.find((candidate) => candidate.actor?.ref === anna);
    if (fighter === undefined || before.clock === null || !acting(before.clock).includes(fighter.id)) throw new Error("it is not Anna's turn");
    const passes = fight.module.combat.clock.round.kind === "passes";
    const plan = passes ? planPass(fight.module.combat, before, fighter.id) : planAdvance(fight.module.combat, before, "next");
    if (!plan.ok) throw new Error(`the rules do not move on from her turn: ${plan.refusal.message}`);
    const button = (await tracker(fight.anna)).locator(`[data-action="${passes ? "turnwrightPass" : "turnwrightEndTurn"}"][data-combatant-id="${fighter.id}"]`);
    await attributed("her end of turn", async () => {
      await button.click();
      await eventually(
        async () => {
          const now = await storedGalleryFight(fight);
          return canonical(now.clock) !== canonical(before.clock) ? now : undefined;
        },
        () => "the clock to move on",
      );
    });
    const after = await storedGalleryFight(fight);
    expect(canonical(after.clock), "one step of the clock, not two").toBe(canonical(plan.value.update.clock ?? before.clock));
    expect(doubled).toEqual([]);
  });

  it("with no error naming Turnwright in any window", () => {
    for (const window of table.windows) expect(window.turnwrightErrors(), window.user.name).toEqual([]);
    for (const window of table.windows) expect(window.notFound, window.user.name).toEqual([]);
  });
});
