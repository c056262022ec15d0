import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { acting } from "../../../src/engine/clock/index";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { REGISTERED } from "../../../src/rulesets/registry";
import { canonical } from "../../../src/foundry/quench/Check";
import { eventually, LiveTable, type LiveWindow } from "../table/LiveTable";
import type { OpeningAtLiveTable } from "../table/OpeningAtLiveTable";
import { storedFight, type Store } from "../table/StoredFight";
import { pressTracker, tracker } from "../table/TrackerButtons";
import { GmWindows } from "../table/GmWindows";
import type { GalleryTable } from "../../../src/engine/play/GalleryPage";
import { planAdvance } from "../../../src/foundry/fight/advance";
import { planPass } from "../../../src/foundry/fight/pass";
import type { FightRecord } from "../../../src/foundry/fight/FightRecord";
import {
  beginFromTracker,
  playedAsNew,
  playOpening,
  rollInitiativeFromTracker,
  seatGalleryFight,
  storedGalleryFight,
  type GalleryFight,
} from "../table/GalleryFight";
import { ruleSetWorld } from "../table/worlds";

/** A round of any rule set's time that has not ended in this many steps never will. */
const MOST_STEPS_IN_A_ROUND = 100;

/**
 * Suite 3, a fight as people play it: the GM puts the gallery's two fighters (Anna's and Ben's
 * characters) in a combat from their tokens, rolls initiative and begins it from the tracker;
 * Anna and Ben play the rule set's opening from their own sheets and cards, with the dice the
 * page's story needs; the GM applies the damage left waiting and takes it back once; Anna ends
 * her turn from her tracker; then the GM walks one whole round of the rule set's time, steps back
 * to its start and forward again. After every step the stored actors, combat and cards are what
 * the rules give for the dice the cards recorded.
 *
 * Suite 6 plays in the same fight: the GM has the world open in a second window throughout, so
 * every request of Anna's and Ben's reaches both, and each is applied once (`GmWindows`): a
 * request applied twice spends twice, posts two cards or moves the clock two steps, which the
 * rules' checks after each step would see, and asks the server the same write from both windows,
 * which the watch sees.
 */
describe.each(REGISTERED.map((ruleset) => ({ id: ruleset.id, ruleset })))("a fight of $id as people play it", ({ id, ruleset }) => {
  const module = playedAsNew(ruleset);
  let table: LiveTable;
  let gm: LiveWindow;
  let combat: string;
  let opening: OpeningAtLiveTable;
  let seated: GalleryFight;
  let gms: GmWindows;

  beforeAll(async () => {
    table = await LiveTable.open(ruleSetWorld(id));
    seated = await seatGalleryFight(table, ruleset);
    ({ gm, combat, opening } = seated);
    gms = await GmWindows.open(table, gm);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === "fail") await table.shoot(`fight-${id}-${context.task.name}`);
  });
  afterAll(async () => table.close());

  const fight = (): Promise<FightRecord> => storedGalleryFight(seated);

  it("the GM rolls initiative for everyone from the tracker", async () => {
    const rolled = await rollInitiativeFromTracker(seated);
    expect(rolled.fighters.map((fighter) => fighter.actor?.ref).sort()).toEqual([...opening.table.fighters].sort());
  });

  it("the GM begins the fight, nobody caught unaware, and someone acts in its first round with a budget for each", async () => {
    const begun = await beginFromTracker(seated);
    expect(begun.fighters.every((fighter) => !fighter.surprised)).toBe(true);
  });

  it("Anna and Ben play the opening from their sheets and cards, and the GM settles what it leaves waiting, every step as the rules say, each applied once with the GM in two windows", async () => {
    const played = opening.table;
    // Each start and press is one request; the tracker's moves are the GM's own.
    const watched: GalleryTable = {
      ...played,
      start: (actor, action, data, targets) => gms.watched(`${action} for ${actor}`, () => played.start(actor, action, data, targets)),
      press: (by, card, button) => gms.watched(`${button} by ${by}`, () => played.press(by, card, button)),
    };
    opening.table = watched;
    let left: Awaited<ReturnType<typeof playOpening>>;
    try {
      left = await playOpening(seated, { settle: true });
    } finally {
      opening.table = played;
    }
    expect(opening.presses).toBeGreaterThan(0);
    expect(opening.fieldsHeld, "the opening changed an actor as the rules say").toBeGreaterThan(0);
    expect(left).toEqual({ faces: 0, strays: 0 });
    expect(gms.steps, "the players took steps").toBeGreaterThan(0);
    expect(gms.doubled).toEqual([]);
  });

  it("the GM takes the damage back once, as the rules say", async () => {
    const undone = await opening.settleOne("undo");
    expect(undone, "a card offers to take its damage back").toBe(true);
  });

  it("Anna ends her turn from her tracker: the clock moves on one step, written once with the GM in two windows", async () => {
    const anna = seated.refs[0];
    // Her next turn, the opening's acts behind her: the GM's tracker moves there.
    await opening.table.beginTurn(anna);
    const before = await fight();
    const fighter = before.fighters.find((candidate) => candidate.actor?.ref === anna);
    if (fighter === undefined || before.clock === null || !acting(before.clock).includes(fighter.id)) throw new Error("it is not Anna's turn");
    const passes = module.combat.clock.round.kind === "passes";
    const plan = passes ? planPass(module.combat, before, fighter.id) : planAdvance(module.combat, before, "next");
    if (!plan.ok) throw new Error(`the rules do not move on from her turn: ${plan.refusal.message}`);
    const button = (await tracker(seated.anna)).locator(
      `[data-action="${passes ? "turnwrightPass" : "turnwrightEndTurn"}"][data-combatant-id="${fighter.id}"]`,
    );
    await gms.watched("her end of turn", async () => {
      await button.click();
      await eventually(
        async () => {
          const now = await fight();
          return canonical(now.clock) !== canonical(before.clock) ? now : undefined;
        },
        () => "the clock to move on",
      );
    });
    const after = await fight();
    expect(canonical(after.clock), "one step of the clock, not two").toBe(canonical(plan.value.update.clock ?? before.clock));
    expect(gms.doubled).toEqual([]);
  });

  it("the GM walks one whole round of the rule set's time, steps back to where it began and forward again, each state as it was", async () => {
    const roundOf = async (): Promise<number> => (await fight()).clock?.round ?? 0;
    // To the start of the next round, where a whole round begins.
    const opened = await roundOf();
    for (let steps = 0; (await roundOf()) === opened; steps++) {
      expect(steps, `the round ends within ${String(MOST_STEPS_IN_A_ROUND)} steps`).toBeLessThan(MOST_STEPS_IN_A_ROUND);
      await opening.move();
    }
    const begun = await opening.moment();
    const start = storedFight(begun.store, combat, begun.snapshots);
    const round = start.clock?.round ?? 0;
    const states: string[] = [canonical(stateOf({ moment: begun, fight: start }))];
    const seenActing = new Set<string>(start.clock === null ? [] : acting(start.clock));
    // Every step of the round, up to the one that ends it.
    for (let steps = 0; ; steps++) {
      expect(steps, `the round ends within ${String(MOST_STEPS_IN_A_ROUND)} steps`).toBeLessThan(MOST_STEPS_IN_A_ROUND);
      const moment = await opening.move();
      const now = storedFight(moment.store, combat, moment.snapshots);
      states.push(canonical(stateOf({ moment, fight: now })));
      if ((now.clock?.round ?? 0) > round) break;
      if (now.clock !== null) for (const fighter of acting(now.clock)) seenActing.add(fighter);
    }
    for (const fighter of start.fighters)
      if (fighter.actor !== null && module.combat.canAct(fighter.actor)) expect(seenActing.has(fighter.id), `${fighter.name} acted in the round`).toBe(true);
    // Stepped back to the round's start, each step lands where the walk stood before it.
    for (let index = states.length - 2; index >= 0; index--) {
      await pressTracker(gm, "previousTurn");
      const expected = states[index];
      let last = "";
      await eventually(
        async () => {
          const moment = await opening.moment();
          last = canonical(stateOf({ moment, fight: storedFight(moment.store, combat, moment.snapshots) }));
          return last === expected ? true : undefined;
        },
        () => `step ${String(index + 1)} taken back: ${last}, where it stood: ${expected ?? ""}`,
      );
    }
    // And forward again through the round, the same walk (the step past its end would roll new initiative where the rules roll it every round).
    for (let index = 1; index < states.length - 1; index++) {
      const moment = await opening.move();
      expect(canonical(stateOf({ moment, fight: storedFight(moment.store, combat, moment.snapshots) })), `step ${String(index)} taken again`).toBe(
        states[index],
      );
    }
    await opening.move();
    expect(await roundOf(), "the round ends again").toBeGreaterThan(round);
  });

  it("the GM's Next hands the turn on to every fighter who can act, the one who struck included", async () => {
    // A trial saw an action-points fight where, after a hit, every Next began a new round at the defender's turn.
    const fighters = (await fight()).fighters;
    const able = fighters.filter((fighter) => fighter.actor !== null && module.combat.canAct(fighter.actor)).map((fighter) => fighter.id);
    const seen = new Set<string>();
    for (let nexts = 0; nexts < able.length * 3 && !able.every((id) => seen.has(id)); nexts++) {
      const before = canonical((await fight()).clock);
      await pressTracker(gm, "nextTurn");
      const now = await eventually(
        async () => {
          const read = await fight();
          return canonical(read.clock) !== before ? read : undefined;
        },
        () => "the tracker to move on",
      );
      if (now.clock !== null) for (const id of acting(now.clock)) seen.add(id);
    }
    expect([...seen].sort(), "every fighter who can act had a turn").toEqual(expect.arrayContaining(able));
  });

  it("with no error naming Turnwright in any window", () => {
    for (const window of table.windows) expect(window.turnwrightErrors(), window.user.name).toEqual([]);
    for (const window of table.windows) expect(window.notFound, window.user.name).toEqual([]);
  });
});

/** What a step of the tracker must give back when it is taken back: the clock, every budget, every actor's stored data. */
function stateOf({
  moment,
  fight,
}: {
  readonly moment: { readonly store: Store; readonly snapshots: Readonly<Record<string, ActorSnapshot>> };
  readonly fight: ReturnType<typeof storedFight>;
}): unknown {
  return {
    round: fight.round,
    turn: fight.turn,
    clock: fight.clock,
    fighters: fight.fighters.map((fighter) => ({
      id: fighter.id,
      budget: fighter.budget,
      actor: fighter.actor === null ? null : (moment.snapshots[fighter.actor.ref]?.system ?? null),
    })),
  };
}
