import { acting, type ClockState } from "../../engine/clock/index";
import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { GalleryPage } from "../../engine/play/GalleryPage";
import { planRewind } from "../fight/advance";
import type { FightRecord } from "../fight/FightRecord";
import type { Batch, BatchStep } from "./Batch";
import { canonical, sameData, type Check } from "./Check";
import type { LiveTable } from "./LiveTable";
import { openingAtTable } from "./openingAtTable";

/** A round of any rule set's time that has not ended in this many steps never will. */
const MOST_STEPS_IN_A_ROUND = 500;

/** What a step of the tracker must give back when it is taken back: the clock, every budget, every actor. */
function fightState(fight: FightRecord): unknown {
  return {
    round: fight.round,
    turn: fight.turn,
    clock: fight.clock,
    fighters: fight.fighters.map((fighter) => ({ id: fighter.id, budget: fighter.budget, actor: fighter.actor?.system ?? null })),
  };
}

function clockOf(fight: FightRecord, check: Check): ClockState {
  check.ok(fight.clock !== null, "the combat has a clock");
  if (fight.clock === null) throw new Error("The batch's combat has no clock");
  return fight.clock;
}

/** The rule set's batch as its steps play it: what it plays with, and what the steps before made. */
interface RuleSetRun {
  readonly live: LiveTable;
  readonly check: Check;
  readonly page: GalleryPage;
  folder: string;
  actors: readonly ActorSnapshot[];
  combat: string;
  /** Every state of the fight the batch has seen: a step back must land on one of them. */
  readonly seen: Set<string>;
}

/** The fight as it stands, its clock remembered as one the fight was seen in. */
function see(batch: RuleSetRun): FightRecord {
  const fight = batch.live.fight(batch.combat);
  batch.seen.add(canonical(fight.clock));
  return fight;
}

function refOf(batch: RuleSetRun, name: string): string {
  const actor = batch.actors.find((candidate) => candidate.name === name);
  if (actor === undefined) throw new Error(`The pack ${batch.live.module.id}-actors has no actor named ${name}`);
  return actor.ref;
}

/** One move of the tracker: the next turn, or, under a clock of passes, the acting combatant passing. */
async function move(batch: RuleSetRun): Promise<void> {
  const { live, check } = batch;
  const fight = see(batch);
  if (live.module.combat.clock.round.kind !== "passes") return live.step(batch.combat, "next");
  const first = acting(clockOf(fight, check))[0];
  check.ok(first !== undefined, "someone acts in the passes");
  if (first === undefined) return;
  const passed = await live.pass(batch.combat, first);
  check.ok(passed.ok, `the acting combatant passes${passed.ok ? "" : `: ${passed.refusal.message}`}`);
}

function makesThePackActors(batch: RuleSetRun): BatchStep {
  const { live, check, page } = batch;
  const rules = live.module;
  return {
    name: `makes the actors of ${rules.id}-actors in a folder of their own`,
    async run() {
      batch.folder = await live.createFolder(`Turnwright batch: ${rules.id}`);
      batch.actors = await live.createPackActors(`${rules.id}-actors`, batch.folder);
      const actors = batch.actors;
      check.ok(actors.length >= 2, `the pack holds at least two actors (${String(actors.length)})`);
      for (const actor of actors) check.equal(actor.type, rules.documents.actorType, `${actor.name} is an actor of ${rules.id}`);
      check.equal(
        canonical([...live.actorsIn(batch.folder)].sort()),
        canonical(actors.map((actor) => actor.ref).sort()),
        "the folder holds the actors made, and nothing else",
      );
      for (const name of page.fighters)
        check.ok(
          actors.some((actor) => actor.name === name),
          `${name} came with the pack`,
        );
    },
  };
}

function opensEverySheet(batch: RuleSetRun): BatchStep {
  const { live, check } = batch;
  return {
    name: "opens every actor sheet and every item sheet, draws it and closes it",
    async run() {
      for (const actor of batch.actors) {
        const shown = await live.showActorSheet(actor.ref);
        check.equal(shown.name, actor.name, `${actor.name}'s sheet drew its name`);
        check.ok(shown.text.length > 0, `${actor.name}'s sheet drew its fields`);
        check.ok(shown.closed, `${actor.name}'s sheet closed`);
        for (const item of actor.items) {
          const drawn = await live.showItemSheet(actor.ref, item.id);
          check.equal(drawn.name, item.name, `${actor.name}'s ${item.name} drew its name`);
          check.ok(drawn.text.length > 0, `${actor.name}'s ${item.name} drew its fields`);
          check.ok(drawn.closed, `${actor.name}'s ${item.name} closed`);
        }
      }
    },
  };
}

function beginsTheCombat(batch: RuleSetRun): BatchStep {
  const { live, check } = batch;
  return {
    name: "begins a combat of them once each has rolled initiative, with a budget for everyone",
    async run() {
      batch.combat = await live.createCombat(batch.actors.map((actor) => actor.ref));
      const combat = batch.combat;
      check.equal(live.fight(combat).fighters.length, batch.actors.length, "one combatant for each actor");
      await live.rollAll(combat);
      for (const fighter of live.fight(combat).fighters) check.ok(fighter.initiative !== null, `${fighter.name} rolled initiative`);
      const begun = await live.beginCombat(combat);
      check.ok(begun.ok, `the fight begins${begun.ok ? "" : `: ${begun.refusal.message}`}`);
      const fight = see(batch);
      check.equal(clockOf(fight, check).round, 1, "the clock stands in its first round");
      check.ok(acting(clockOf(fight, check)).length > 0, "someone acts");
      for (const fighter of fight.fighters) check.ok(fighter.budget !== null, `${fighter.name} has a budget`);
    },
  };
}

function walksAWholeRound(batch: RuleSetRun): BatchStep {
  const { live, check } = batch;
  return {
    name: "walks a whole round of the rule set's time, each step taken back and taken again",
    async run() {
      const first = clockOf(see(batch), check).round;
      for (let steps = 0; ; steps++) {
        check.ok(steps < MOST_STEPS_IN_A_ROUND, `the round ends within ${String(MOST_STEPS_IN_A_ROUND)} steps`);
        if (steps >= MOST_STEPS_IN_A_ROUND) return;
        const before = see(batch);
        await move(batch);
        const after = see(batch);
        check.ok(canonical(after.clock) !== canonical(before.clock), `step ${String(steps + 1)} moved the clock`);
        // Taken back: the clock, every budget and every actor as they were before the step.
        await live.step(batch.combat, "previous");
        sameData(check, fightState(live.fight(batch.combat)), fightState(before), `step ${String(steps + 1)} taken back`);
        await move(batch);
        const again = see(batch);
        check.equal(clockOf(again, check).round, clockOf(after, check).round, `step ${String(steps + 1)} taken again reaches the same round`);
        if (clockOf(again, check).round > first) return;
      }
    },
  };
}

function playsTheOpening(batch: RuleSetRun): BatchStep {
  const { live, check, page } = batch;
  return {
    name: "plays the gallery's opening as the GM with the page's dice, and what it leaves waiting, every press as the rules say",
    async run() {
      const fighters: [string, string] = [refOf(batch, page.fighters[0]), refOf(batch, page.fighters[1])];
      const opening = openingAtTable(live, check, batch.combat, fighters, () => {
        see(batch);
      });
      // The page begins on its first fighter's turn.
      await opening.table.beginTurn(fighters[0]);
      const forced = live.forceDice(page.faces);
      try {
        await page.open(opening.table);
        // What the page leaves waiting that changes an actor (damage to apply), pressed too,
        // with the page's dice: a defender's own roll in taking the damage is among them.
        await opening.settle(page.settle ?? []);
      } finally {
        forced.release();
      }
      see(batch);
      // What a live table cannot play (a walk needs a scene) is said, not silently passed over.
      for (const left of opening.notPlayed()) console.info(`Turnwright batch | ${live.module.id}: the opening left out ${left}`);
      check.ok(opening.presses() > 0, "the opening pressed something");
      check.ok(opening.changes() > 0, "the opening changed an actor's data, as the rules say");
      check.equal(forced.left(), 0, "every face of the page was thrown");
      check.equal(forced.strays(), 0, "no die was thrown beyond the page's faces");
    },
  };
}

function stepsBack(batch: RuleSetRun): BatchStep {
  const { live, check } = batch;
  return {
    name: "steps back with the tracker's previous turn, to a clock the fight held before, budgets as the rules restore them",
    async run() {
      const before = see(batch);
      const planned = planRewind(live.module.combat, before, "previous");
      check.ok(planned.ok, `the rules can step back${planned.ok ? "" : `: ${planned.refusal.message}`}`);
      await live.step(batch.combat, "previous");
      const after = live.fight(batch.combat);
      check.ok(batch.seen.has(canonical(after.clock)), "the clock is one the fight held before");
      if (!planned.ok) return;
      sameData(check, after.clock, planned.value.update.clock, "the clock as the rules step it back");
      // A step back that restores no budget writes none, and every budget stays as it was.
      const budgets = planned.value.update.budgets;
      for (const fighter of after.fighters) {
        const was = before.fighters.find((candidate) => candidate.id === fighter.id)?.budget ?? null;
        sameData(check, fighter.budget, budgets === undefined ? was : (budgets[fighter.id] ?? null), `${fighter.name}'s budget as the rules restore it`);
      }
    },
  };
}

/**
 * One rule set's batch, for a GM in a scratch world of that rule set: the compendium's actors
 * made in a folder of their own, every sheet shown, a combat of them begun and walked through a
 * whole round of the rule set's time (each step taken back and taken again), the gallery's opening
 * played by the GM with the page's own dice, every press held to the rules, the tracker stepped
 * back, and everything it made cleared away.
 */
export function ruleSetBatch(live: LiveTable, check: Check, page: GalleryPage): Batch {
  const batch: RuleSetRun = { live, check, page, folder: "", actors: [], combat: "", seen: new Set() };
  return {
    steps: [makesThePackActors(batch), opensEverySheet(batch), beginsTheCombat(batch), walksAWholeRound(batch), playsTheOpening(batch), stepsBack(batch)],
    clearAway: {
      name: "clears away the folder, actors, combat and chat messages it made",
      async run() {
        const left = await live.clearAway();
        sameData(check, left, { messages: 0, combats: 0, actors: 0, folders: 0 }, "nothing the batch made is left");
      },
    },
  };
}
