import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import type { Audience } from "../../../src/engine/play/CardView";
import { readCardState } from "../../../src/engine/play/readCardState";
import type { RuleSetModule } from "../../../src/engine/play/RuleSetModule";
import { REGISTERED } from "../../../src/rulesets/registry";
import { cardsOnScreen, privateCardLeaks, type CardOnScreen, type Seen } from "../table/CardSight";
import { beginFromTracker, playOpening, rollInitiativeFromTracker, seatGalleryFight, type GalleryFight } from "../table/GalleryFight";
import { snapshotsIn } from "../table/GmReads";
import { eventually, LiveTable, type LiveWindow } from "../table/LiveTable";
import { chooseRollMode, type RollMode } from "../table/SheetButtons";
import { cardIds, storedCard, storedRecord, type Store } from "../table/StoredFight";
import { CLEO, GM, ANNA, BEN, ruleSetWorld } from "../table/worlds";
import { restoreActors, sourcesOf } from "../table/worldSetup";
import { clickEverySidebarTab } from "../table/Sidebar";

/** The four seats of docs/holds.md's table: the GM, the player who rolled, another player, and the owner of the roll's target. */
type Seat = "gm" | "roller" | "other" | "target";

/** Who sees a card once its dice are thrown (docs/holds.md, "Who sees a card"), by the roller's roll mode. */
const ROLLED: Readonly<Record<RollMode, Readonly<Record<Seat, Seen>>>> = {
  public: { gm: "whole", roller: "whole", other: "whole", target: "whole" },
  gm: { gm: "whole", roller: "whole", other: "private", target: "private" },
  blind: { gm: "whole", roller: "private", other: "private", target: "private" },
  self: { gm: "private", roller: "whole", other: "private", target: "private" },
};

/** And before its first throw: a whispered card is listed only for the roller and its recipients, whole for them. */
const UNROLLED: Readonly<Record<RollMode, Readonly<Record<Seat, Seen>>>> = {
  public: { gm: "whole", roller: "whole", other: "whole", target: "whole" },
  gm: { gm: "whole", roller: "whole", other: "not listed", target: "not listed" },
  blind: { gm: "whole", roller: "whole", other: "not listed", target: "not listed" },
  self: { gm: "not listed", roller: "whole", other: "not listed", target: "not listed" },
};

const MODES: readonly RollMode[] = ["public", "gm", "blind", "self"];

/** What one seat must be shown of one card, and why. */
interface Expected extends CardOnScreen {
  readonly what: string;
}

/**
 * Suite 4, who sees what: in a fight of each rule set, Anna plays the rule set's opening against
 * Ben's character once in each roll mode, chosen as a person chooses it (the chat's privacy
 * buttons, before she presses her sheet's buttons), and each window's chat log is read for every
 * card the opening made, the cards those cards spawned (damage) among them: the GM's, Anna's as
 * the roller, Cleo's as another player, and Ben's as the target's owner. Each seat sees each card
 * as docs/holds.md's table says for its roll mode, a spawned card as its parent; and every seat
 * is offered exactly the buttons it may press, a private card's included, so that a defender
 * answers a private attack and the GM deals a private hit's damage. A card kept from a seat shows
 * nothing of itself: no title, names, faces or totals. In a blind roll the GM presses Anna's
 * buttons once her cards are kept from her. Between the modes the GM puts both fighters
 * back as they were imported, and the tracker moves on to Anna's next turn.
 *
 * Suite 1, boot, reads the same four windows: the GM's loaded on a world with no actor yet, the
 * players' on the world he has just given them their characters in, Cleo's with no character;
 * from page load to three seconds after the last one's `ready` none reports an error naming
 * Turnwright, every sidebar tab draws when clicked, and no file or template is missing.
 */
describe.each(REGISTERED.map((ruleset) => ({ id: ruleset.id, ruleset })))("who sees the cards of $id", ({ id, ruleset }) => {
  let table: LiveTable;
  let fight: GalleryFight;
  let seats: Record<Seat, LiveWindow>;
  let imported: Awaited<ReturnType<typeof sourcesOf>>;
  /** What each window had reported three seconds after the last of them was ready. */
  let booted: readonly { readonly name: string; readonly errors: readonly string[] }[];

  beforeAll(async () => {
    table = await LiveTable.open(ruleSetWorld(id, { users: [GM, ANNA, BEN, CLEO] }));
    fight = await seatGalleryFight(table, ruleset);
    seats = { gm: fight.gm, roller: fight.anna, other: await table.window(CLEO), target: fight.ben };
    // Suite 1 reads these windows as they loaded: three seconds past the last one's `ready`.
    await seats.other.page.waitForTimeout(3_000);
    booted = table.windows.map((window) => ({ name: window.user.name, errors: window.turnwrightErrors() }));
    imported = await sourcesOf(fight.gm, fight.refs);
    await rollInitiativeFromTracker(fight);
    await beginFromTracker(fight);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === "fail") await table.shoot(`sight-${id}-${context.task.name}`);
  });
  afterAll(async () => table.close());

  it("every window loads with no error naming Turnwright, from page load to three seconds after ready", () => {
    expect(booted.map((window) => window.name).sort()).toEqual([ANNA, BEN, CLEO, GM].map((user) => user.name).sort());
    for (const window of booted) expect(window.errors, window.name).toEqual([]);
  });

  it("every window draws every sidebar tab its user has, the combat tracker included, when it is clicked", async () => {
    // Each person clicks through their own sidebar at the same time, as people at a table do.
    await Promise.all(table.windows.map((window) => clickEverySidebarTab(window)));
  });

  it.each(MODES)("in a %s roll, every card and every card it spawns, as each seat's chat log draws it", async (mode) => {
    await restoreActors(fight.gm, imported);
    await chooseRollMode(seats.roller, mode);
    const before = cardIds(await table.store());
    const startedBefore = fight.opening.started.length;
    // A blind roll keeps its cards, and their buttons, from Anna once thrown: the GM presses hers.
    if (mode === "blind") fight.opening.pressesFrom(fight.refs[0], fight.gm);
    try {
      await playOpening(fight, { settle: false });
    } finally {
      fight.opening.pressesFrom(fight.refs[0]);
    }
    const store = await table.store();
    const made = [...cardIds(store)].filter((card) => !before.has(card));
    const starts = fight.opening.started.slice(startedBefore);
    const spawned = made.filter((card) => !starts.includes(card));
    const snapshots = await snapshotsIn(seats.gm, fight.refs);
    const expected = expectations(store, fight.module, snapshots, fight.refs, mode, starts, spawned);
    let last = "";
    await eventually(
      async () => {
        const shown = await Promise.all((Object.keys(seats) as Seat[]).map(async (seat) => [seat, await cardsOnScreen(seats[seat], made)] as const));
        const wrong: string[] = [];
        for (const [seat, cards] of shown)
          for (const card of made) {
            const want = expected[seat][card];
            const got = cards[card];
            if (want !== undefined && (got?.seen !== want.seen || got.buttons.join() !== want.buttons.join()))
              wrong.push(
                `${seats[seat].user.name} (${seat}) sees ${want.what} ${card} ${got?.seen ?? "?"} with [${got?.buttons.join(", ") ?? ""}], where the table says ${want.seen} with [${want.buttons.join(", ")}]`,
              );
          }
        last = wrong.join("\n  ");
        return wrong.length === 0 ? true : undefined;
      },
      () => `every seat to see every card as the table says:\n  ${last}`,
      20_000,
    );
    for (const seat of Object.keys(seats) as Seat[])
      for (const card of made)
        if (expected[seat][card]?.seen === "private") expect(await privateCardLeaks(seats[seat], card), `${seats[seat].user.name} on ${card}`).toEqual([]);
    // Each rule set's opening leaves a hit's damage for the GM to deal: a card its attack spawned.
    expect(spawned.length, "the opening's cards spawned a card").toBeGreaterThan(0);
  });

  it("with no error naming Turnwright in any window, and every file and template asked for found", async () => {
    for (const window of table.windows) expect(window.turnwrightErrors(), window.user.name).toEqual([]);
    for (const window of table.windows) expect(window.notFound, window.user.name).toEqual([]);
    expect((await table.log()).missing).toEqual([]);
  });
});

/**
 * What each seat must be shown of each card: as the table says for the roller's mode (a started
 * card by whether it holds rolls yet, a spawned card as its rolled parent), and the open buttons
 * the rules' view gives that seat (a GM's to the GM, an owner's to the owner); a seat with a
 * button to press is never left without the card. A seat the card is kept from is given fewer
 * (docs/holds.md, "Who sees a card"): the blind roller none, which would tell her the result; the
 * GM only those a GM may press as a GM (a GM kept from a card gets the GM's buttons, an owner's
 * or a GM's, and those of actors no player owns, never a player's own: both fighters are
 * players'); the defender hers, to answer it.
 */
function expectations(
  store: Store,
  module: RuleSetModule,
  snapshots: Readonly<Record<string, ActorSnapshot>>,
  refs: readonly [string, string],
  mode: RollMode,
  started: readonly string[],
  spawned: readonly string[],
): Record<Seat, Record<string, Expected>> {
  const owns: Readonly<Record<Seat, (audience: Audience) => boolean>> = {
    // A GM owns every actor (common/abstract/document.mjs `getUserLevel`), so is offered the owners' buttons too.
    gm: () => true,
    roller: (audience) => audience.kind !== "gm" && audience.actor === refs[0],
    target: (audience) => audience.kind !== "gm" && audience.actor === refs[1],
    other: () => false,
  };
  const keptFrom: Readonly<Record<Seat, (audience: Audience) => boolean>> = {
    gm: (audience) => audience.kind !== "owner",
    roller: () => false,
    target: owns.target,
    other: () => false,
  };
  const found: Record<Seat, Record<string, Expected>> = { gm: {}, roller: {}, other: {}, target: {} };
  for (const card of [...started, ...spawned]) {
    const state = readCardState(storedCard(store, card)?.card);
    if (state === null) continue;
    const rolls = storedRecord(store, "ChatMessage", card)?.["rolls"];
    const rolled = spawned.includes(card) || (Array.isArray(rolls) && rolls.length > 0);
    const actors: Record<string, ActorSnapshot> = {};
    for (const ref of state.actors) if (snapshots[ref] !== undefined) actors[ref] = snapshots[ref];
    const open = module.cards.view(state, actors).buttons.filter((button) => !button.used);
    for (const seat of Object.keys(found) as Seat[]) {
      const seen = (rolled ? ROLLED : UNROLLED)[mode][seat];
      const buttons = open
        .filter((button) => (seen === "whole" ? owns : keptFrom)[seat](button.audience))
        .map((button) => button.id)
        .sort();
      found[seat][card] = {
        seen: seen === "not listed" && buttons.length > 0 ? "private" : seen,
        buttons,
        what: `the ${spawned.includes(card) ? "spawned " : ""}${state.kind} card`,
      };
    }
  }
  return found;
}
