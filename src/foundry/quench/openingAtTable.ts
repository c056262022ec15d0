import { acting } from "../../engine/clock/index";
import type { ActorChange, ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { CardTransition, PressInput, StartInput } from "../../engine/play/CardRules";
import type { GalleryTable } from "../../engine/play/GalleryPage";
import type { Outcome } from "../../engine/Refusal";
import { canonical, sameData, type Check } from "./Check";
import type { LiveTable } from "./LiveTable";
import { valueAt } from "./valueAt";

/** A tracker that has not reached an actor's turn in this many steps never will. */
const MOST_STEPS_TO_A_TURN = 200;

/** An opening is fixed: a refusal means the rules or the world changed under it, and the batch says which. */
function played<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`The opening was refused at ${what}: ${outcome.refusal.message}`);
  return outcome.value;
}

/** A rule set's opening played at a live table, and what playing it came to. */
export interface TableOpening {
  readonly table: GalleryTable;
  /** Cards started and buttons pressed, each held to the rules. */
  presses(): number;
  /** Changes to actors' fields the rules asked for and the world was found to hold. */
  changes(): number;
  /** What the table could not play, in words (a walk on a map, where the batch has no scene). */
  notPlayed(): readonly string[];
  /** Presses every button of these verbs (or these whole ids) still open on the cards the opening made (GalleryPage.settle). */
  settle(verbs: readonly string[]): Promise<void>;
}

/**
 * A rule set's gallery opening (`GalleryPage.open`) played at a live table by the GM, every start
 * and press held to the rules as it happens: the rules are asked what the step should do with the
 * world as it stood before it and the dice the card recorded, and the world after it must show
 * exactly that (the card's new state and the cards it made, each actor's changed fields, the
 * budget it spent, the tallies it set). `saw` is called before and after everything the table
 * does, so a step back can be held to a state the fight was seen in.
 */
export function openingAtTable(live: LiveTable, check: Check, combat: string, fighters: readonly [string, string], saw: () => void): TableOpening {
  const reads = live.cards;
  const rules = live.module;
  let presses = 0;
  let fieldsHeld = 0;
  /** Every card the opening made, in order. */
  const made: string[] = [];
  /** Whether anyone acted since the tracker last moved: then a turn that shows begun has been used. */
  let acted = false;
  const notPlayed: string[] = [];

  const actingActors = (): readonly string[] => {
    const fight = live.fight(combat);
    if (fight.clock === null) return [];
    const ids = acting(fight.clock);
    return fight.fighters.flatMap((fighter) => (ids.includes(fighter.id) && fighter.actor !== null ? [fighter.actor.ref] : []));
  };

  const combatantOf = (actor: string): string => {
    const fighter = live.fight(combat).fighters.find((candidate) => candidate.actor?.ref === actor);
    if (fighter === undefined) throw new Error(`${actor} is not in the batch's combat`);
    return fighter.id;
  };

  const budgets = (refs: readonly string[]): Map<string, unknown> => new Map(refs.map((ref) => [ref, reads.budget(ref)]));

  /** Each field the rules changed holds the rules' value now. */
  const holdsChanges = (changes: readonly ActorChange[], what: string): void => {
    for (const change of changes) {
      const actor = reads.snapshot(change.actor);
      check.ok(actor !== undefined, `${what}: ${change.actor} is still in the world`);
      for (const [path, value] of Object.entries(change.system)) {
        check.equal(valueAt(actor?.system, path), value, `${what}: ${actor?.name ?? change.actor}'s ${path}`);
        fieldsHeld += 1;
      }
      for (const [item, paths] of Object.entries(change.items ?? {})) {
        const held = actor?.items.find((candidate) => candidate.id === item);
        for (const [path, value] of Object.entries(paths)) check.equal(valueAt(held?.system, path), value, `${what}: ${held?.name ?? item}'s ${path}`);
      }
    }
  };

  /** The budget the transition spent from is the rules' spend of what it held before. */
  const holdsSpend = (
    transition: CardTransition,
    before: ReadonlyMap<string, unknown>,
    actors: Readonly<Record<string, ActorSnapshot>>,
    what: string,
  ): void => {
    const spend = transition.spend;
    if (spend === undefined) return;
    const held = before.get(spend.actor);
    const actor = actors[spend.actor];
    // Out of a fight an action takes nothing from anyone.
    if (held === undefined || actor === undefined) return;
    const spent = rules.combat.spend(held, spend.action, actor);
    check.ok(spent.ok, `${what}: the rules let ${actor.name} take ${spend.action}`);
    if (spent.ok) sameData(check, reads.budget(spend.actor), spent.value, `${what}: ${actor.name}'s budget after ${spend.action}`);
  };

  const holdsTallies = (transition: CardTransition, what: string): void => {
    const now = reads.tallies();
    for (const [name, value] of Object.entries(transition.tallies ?? {})) check.equal(now[name], value, `${what}: the world's ${name}`);
  };

  const cardOf = (message: string, what: string): PressInput["card"] => {
    const stored = reads.readCard(message);
    check.ok(stored.ok, `${what}: the card can be read back`);
    if (!stored.ok) throw new Error(`${what}: ${stored.refusal.message}`);
    return stored.value.card;
  };

  async function press(message: string, button: string): Promise<void> {
    const what = `${button} on ${message}`;
    const card = cardOf(message, what);
    // The input as the GM's game builds it for this press (executePress).
    const actors: Record<string, ActorSnapshot> = {};
    const allies: Record<string, readonly ActorSnapshot[]> = {};
    for (const ref of card.actors) {
      const snapshot = reads.snapshot(ref);
      if (snapshot !== undefined) actors[ref] = snapshot;
      allies[ref] = reads.allies(ref);
    }
    const input: PressInput = { card, button, actors, tallies: reads.tallies(), allies };
    const asked = played(rules.cards.press.dice(input), what);
    const rollsBefore = live.rollsOn(message);
    const before = budgets(card.actors);
    saw();
    const pressed = played(await live.pressCard(message, button), what);
    saw();
    presses += 1;
    acted = true;
    // The dice the card recorded for this press, read as the rules read them.
    const outcomes = asked.length === 0 ? [] : live.diceOn(message, rollsBefore, asked);
    check.equal(live.rollsOn(message) - rollsBefore, asked.length, `${what}: one roll on the card for each throw the rules asked for`);
    const expected = played(rules.cards.press.resolve(input, outcomes), `${what}, as the rules read its dice`);
    sameData(check, cardOf(message, what), expected.card, `${what}: the card as the rules left it`);
    check.equal(canonical(pressed.spawned.map((id) => cardOf(id, what))), canonical(expected.spawn), `${what}: the cards it made, as the rules made them`);
    made.push(...pressed.spawned);
    holdsChanges(expected.changes, what);
    holdsSpend(expected, before, actors, what);
    holdsTallies(expected, what);
    if (pressed.follow !== undefined) await press(message, pressed.follow);
  }

  async function start(actor: string, action: string, data: Readonly<Record<string, string>>, targets: readonly string[]): Promise<string> {
    const what = `${action} started for ${actor}`;
    const snapshot = reads.snapshot(actor);
    if (snapshot === undefined) throw new Error(`${what}: no such actor`);
    // The input as the GM's game builds it for this start (executeStart).
    const targeted: ActorSnapshot[] = [];
    const targetBudgets: Record<string, unknown> = {};
    for (const ref of targets) {
      const target = reads.snapshot(ref);
      if (target === undefined) continue;
      targeted.push(target);
      const budget = reads.budget(ref);
      if (budget !== undefined) targetBudgets[ref] = budget;
    }
    const input: StartInput = { actor: snapshot, action, data, targets: targeted, unaware: reads.unaware(), budget: reads.budget(actor), targetBudgets };
    const before = budgets([actor, ...targets]);
    const expected = played(rules.cards.start.resolve(input, []), `${what}, as the rules see it`);
    saw();
    const started = played(await live.startCard(actor, action, data, targets), what);
    saw();
    presses += 1;
    acted = true;
    sameData(check, cardOf(started.messageId, what), expected.card, `${what}: the card as the rules made it`);
    made.push(started.messageId);
    holdsChanges(expected.changes, what);
    holdsSpend(expected, before, Object.fromEntries([snapshot, ...targeted].map((one) => [one.ref, one])), what);
    if (started.follow !== undefined) await press(started.messageId, started.follow);
    return started.messageId;
  }

  const table: GalleryTable = {
    fighters,
    itemNamed: (actor, name) => reads.snapshot(actor)?.items.find((item) => item.name === name)?.id ?? "",
    start,
    // The GM presses every button, whoever's it is: a GM may press them all.
    press: (_by, card, button) => press(card, button),
    // A turn that shows begun and is untouched is the one the page means; otherwise the tracker moves on to the actor's next.
    async beginTurn(actor) {
      if (!acted && actingActors().includes(actor)) return;
      for (let steps = 0; steps < MOST_STEPS_TO_A_TURN; steps++) {
        saw();
        await live.step(combat, "next");
        saw();
        if (actingActors().includes(actor)) break;
      }
      check.ok(actingActors().includes(actor), `the tracker reached ${reads.snapshot(actor)?.name ?? actor}'s turn`);
      acted = false;
    },
    async declare(actor, count) {
      saw();
      played(await live.declare(combat, combatantOf(actor), count), `${reads.snapshot(actor)?.name ?? actor} declaring ${String(count)} actions`);
      saw();
      acted = true;
    },
    // The batch makes no scene: a walk on the map is the gallery's to show, and the batch says it left it out.
    async dragOnMap() {
      notPlayed.push("the walk on the map (the batch makes no scene)");
    },
  };
  async function settle(verbs: readonly string[]): Promise<void> {
    for (const message of made) {
      const card = cardOf(message, `the opening's card ${message}`);
      const actors: Record<string, ActorSnapshot> = {};
      for (const ref of card.actors) {
        const snapshot = reads.snapshot(ref);
        if (snapshot !== undefined) actors[ref] = snapshot;
      }
      for (const button of rules.cards.view(card, actors).buttons)
        if (!button.used && (verbs.includes(button.id) || verbs.includes(button.id.split(":")[0] ?? ""))) await press(message, button.id);
    }
  }

  return { table, presses: () => presses, changes: () => fieldsHeld, notPlayed: () => notPlayed, settle };
}
