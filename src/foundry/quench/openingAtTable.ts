import { acting } from "../../engine/clock/index";
import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { CardState, PressInput, StartInput } from "../../engine/play/CardRules";
import type { GalleryTable } from "../../engine/play/GalleryPage";
import type { Outcome } from "../../engine/Refusal";
import { canonical, sameData, type Check } from "./Check";
import { heldToRules, type RulesHeld } from "./heldToRules";
import type { CardReads, LiveTable } from "./LiveTable";

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

/** How far the opening has come, shared by its presses, its starts and the tracker's moves. */
interface OpeningSoFar {
  /** Cards started and buttons pressed. */
  presses: number;
  /** Whether anyone acted since the tracker last moved: then a turn that shows begun has been used. */
  acted: boolean;
  /** Every card the opening made, in order. */
  readonly made: string[];
  readonly notPlayed: string[];
}

/** The opening at its table: the live table and its combat, the checks, and what has been played. */
interface Opening {
  readonly live: LiveTable;
  readonly check: Check;
  readonly combat: string;
  readonly held: RulesHeld;
  readonly soFar: OpeningSoFar;
  readonly saw: () => void;
}

/** The card's actors as they stand, those still in the world. */
function actorsOf(reads: CardReads, card: CardState): Record<string, ActorSnapshot> {
  const actors: Record<string, ActorSnapshot> = {};
  for (const ref of card.actors) {
    const snapshot = reads.snapshot(ref);
    if (snapshot !== undefined) actors[ref] = snapshot;
  }
  return actors;
}

/** The input as the GM's game builds it for this press (executePress). */
function pressInput(reads: CardReads, card: CardState, button: string): PressInput {
  const allies: Record<string, readonly ActorSnapshot[]> = {};
  for (const ref of card.actors) allies[ref] = reads.allies(ref);
  return { card, button, actors: actorsOf(reads, card), tallies: reads.tallies(), allies };
}

/** The input as the GM's game builds it for this start (executeStart); none when the actor is not in the world. */
function startInput(
  reads: CardReads,
  actor: string,
  action: string,
  data: Readonly<Record<string, string>>,
  targets: readonly string[],
): StartInput | undefined {
  const snapshot = reads.snapshot(actor);
  if (snapshot === undefined) return undefined;
  const targeted: ActorSnapshot[] = [];
  const targetBudgets: Record<string, unknown> = {};
  for (const ref of targets) {
    const target = reads.snapshot(ref);
    if (target === undefined) continue;
    targeted.push(target);
    const budget = reads.budget(ref);
    if (budget !== undefined) targetBudgets[ref] = budget;
  }
  return { actor: snapshot, action, data, targets: targeted, unaware: reads.unaware(), budget: reads.budget(actor), targetBudgets };
}

/** A card's button pressed by the GM, held to what the rules make of the dice the card recorded; what it follows with, pressed too. */
async function press(opening: Opening, message: string, button: string): Promise<void> {
  const { live, check, held } = opening;
  const rules = live.module;
  const what = `${button} on ${message}`;
  const card = held.cardOf(message, what);
  const input = pressInput(live.cards, card, button);
  const asked = played(rules.cards.press.dice(input), what);
  const rollsBefore = live.rollsOn(message);
  const before = held.budgets(card.actors);
  opening.saw();
  const pressed = played(await live.pressCard(message, button), what);
  opening.saw();
  opening.soFar.presses += 1;
  opening.soFar.acted = true;
  // The dice the card recorded for this press, read as the rules read them.
  const outcomes = asked.length === 0 ? [] : live.diceOn(message, rollsBefore, asked);
  check.equal(live.rollsOn(message) - rollsBefore, asked.length, `${what}: one roll on the card for each throw the rules asked for`);
  const expected = played(rules.cards.press.resolve(input, outcomes), `${what}, as the rules read its dice`);
  sameData(check, held.cardOf(message, what), expected.card, `${what}: the card as the rules left it`);
  check.equal(canonical(pressed.spawned.map((id) => held.cardOf(id, what))), canonical(expected.spawn), `${what}: the cards it made, as the rules made them`);
  opening.soFar.made.push(...pressed.spawned);
  held.changes(expected.changes, what);
  held.spend(expected, before, input.actors, what);
  held.tallies(expected, what);
  if (pressed.follow !== undefined) await press(opening, message, pressed.follow);
}

/** A sheet button pressed by the GM for the actor, held to the card the rules make; answers the card's message. */
async function start(opening: Opening, actor: string, action: string, data: Readonly<Record<string, string>>, targets: readonly string[]): Promise<string> {
  const { live, check, held } = opening;
  const what = `${action} started for ${actor}`;
  const read = startInput(live.cards, actor, action, data, targets);
  if (read === undefined) throw new Error(`${what}: no such actor`);
  // The GM starts it: the distances are those the GM's game measures to the tokens it targets.
  const input: StartInput = { ...read, distances: await live.cards.distancesForGM(actor, targets) };
  const before = held.budgets([actor, ...targets]);
  const expected = played(live.module.cards.start.resolve(input, []), `${what}, as the rules see it`);
  opening.saw();
  const started = played(await live.startCard(actor, action, data, targets), what);
  opening.saw();
  opening.soFar.presses += 1;
  opening.soFar.acted = true;
  sameData(check, held.cardOf(started.messageId, what), expected.card, `${what}: the card as the rules made it`);
  opening.soFar.made.push(started.messageId);
  held.changes(expected.changes, what);
  held.spend(expected, before, Object.fromEntries([input.actor, ...input.targets].map((one) => [one.ref, one])), what);
  if (started.follow !== undefined) await press(opening, started.messageId, started.follow);
  return started.messageId;
}

/** The actors whose turn the combat's clock shows now. */
function actingActors(live: LiveTable, combat: string): readonly string[] {
  const fight = live.fight(combat);
  if (fight.clock === null) return [];
  const ids = acting(fight.clock);
  return fight.fighters.flatMap((fighter) => (ids.includes(fighter.id) && fighter.actor !== null ? [fighter.actor.ref] : []));
}

function combatantOf(live: LiveTable, combat: string, actor: string): string {
  const fighter = live.fight(combat).fighters.find((candidate) => candidate.actor?.ref === actor);
  if (fighter === undefined) throw new Error(`${actor} is not in the batch's combat`);
  return fighter.id;
}

/** A turn that shows begun and is untouched is the one the page means; otherwise the tracker moves on to the actor's next. */
async function beginTurn(opening: Opening, actor: string): Promise<void> {
  const { live, combat } = opening;
  if (!opening.soFar.acted && actingActors(live, combat).includes(actor)) return;
  for (let steps = 0; steps < MOST_STEPS_TO_A_TURN; steps++) {
    opening.saw();
    await live.step(combat, "next");
    opening.saw();
    if (actingActors(live, combat).includes(actor)) break;
  }
  opening.check.ok(actingActors(live, combat).includes(actor), `the tracker reached ${live.cards.snapshot(actor)?.name ?? actor}'s turn`);
  opening.soFar.acted = false;
}

async function declare(opening: Opening, actor: string, count: number): Promise<void> {
  const { live, combat } = opening;
  opening.saw();
  played(
    await live.declare(combat, combatantOf(live, combat, actor), count),
    `${live.cards.snapshot(actor)?.name ?? actor} declaring ${String(count)} actions`,
  );
  opening.saw();
  opening.soFar.acted = true;
}

/** Presses every button of these verbs (or these whole ids) still open on the cards the opening made. */
async function settle(opening: Opening, verbs: readonly string[]): Promise<void> {
  const { live, held } = opening;
  for (const message of opening.soFar.made) {
    const card = held.cardOf(message, `the opening's card ${message}`);
    for (const button of live.module.cards.view(card, actorsOf(live.cards, card)).buttons)
      if (!button.used && (verbs.includes(button.id) || verbs.includes(button.id.split(":")[0] ?? ""))) await press(opening, message, button.id);
  }
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
  const opening: Opening = { live, check, combat, held: heldToRules(live, check), soFar: { presses: 0, acted: false, made: [], notPlayed: [] }, saw };
  const table: GalleryTable = {
    fighters,
    itemNamed: (actor, name) => live.cards.snapshot(actor)?.items.find((item) => item.name === name)?.id ?? "",
    start: (actor, action, data, targets) => start(opening, actor, action, data, targets),
    // The GM presses every button, whoever's it is: a GM may press them all.
    press: (_by, card, button) => press(opening, card, button),
    beginTurn: (actor) => beginTurn(opening, actor),
    declare: (actor, count) => declare(opening, actor, count),
    // The batch makes no scene: a walk on the map is the gallery's to show, and the batch says it left it out.
    async dragOnMap() {
      opening.soFar.notPlayed.push("the walk on the map (the batch makes no scene)");
    },
  };
  return {
    table,
    presses: () => opening.soFar.presses,
    changes: () => opening.held.fieldsHeld(),
    notPlayed: () => opening.soFar.notPlayed,
    settle: (verbs) => settle(opening, verbs),
  };
}
