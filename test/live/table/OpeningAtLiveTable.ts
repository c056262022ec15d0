import { acting } from "../../../src/engine/clock/index";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import type { ActorChange, ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import type { CardState, CardTransition, PressInput, StartInput } from "../../../src/engine/play/CardRules";
import type { GalleryTable } from "../../../src/engine/play/GalleryPage";
import { readCardState } from "../../../src/engine/play/readCardState";
import { checkModifiers, usualChoice } from "../../../src/engine/play/RollModifiers";
import type { RuleSetModule } from "../../../src/engine/play/RuleSetModule";
import type { Outcome } from "../../../src/engine/Refusal";
import { planAdvance } from "../../../src/foundry/fight/advance";
import { planPass } from "../../../src/foundry/fight/pass";
import { facesFromTerms } from "../../../src/foundry/dice/facesFromTerms";
import { canonical } from "../../../src/foundry/quench/Check";
import { valueAt } from "../../../src/foundry/quench/valueAt";
import { withDotPaths } from "../../support/dotPaths";
import { pressCardButton } from "./CardButtons";
import { distancesIn, rollsOn, snapshotsIn } from "./GmReads";
import { eventually, type LiveTable, type LiveWindow } from "./LiveTable";
import { pressSheetButton, startThroughApi } from "./SheetButtons";
import { cardIds, storedCard, storedFight, storedReads, storedRecord, type Store, type StoredReads } from "./StoredFight";
import { declareActions, pressTracker, tracker } from "./TrackerButtons";

/** Who sits at the table: the GM's window, and the window of each actor's owner (the GM's for an actor no player owns). */
export interface Seats {
  readonly gm: LiveWindow;
  windowOf(actor: string): LiveWindow;
}

/** The world as one moment of the fight: what the server stores, every actor as the GM's game reads it, and the card flow's reads of both. */
interface Moment {
  readonly store: Store;
  readonly snapshots: Readonly<Record<string, ActorSnapshot>>;
  readonly reads: StoredReads;
}

/** A tracker that has not reached an actor's turn in this many steps never will. */
const MOST_STEPS_TO_A_TURN = 200;

function played<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`${what} was refused by the rules: ${outcome.refusal.message}`);
  return outcome.value;
}

const rollCount = (store: Store, messageId: string): number => {
  const rolls = storedRecord(store, "ChatMessage", messageId)?.["rolls"];
  return Array.isArray(rolls) ? rolls.length : 0;
};

function cardIn(store: Store, messageId: string): CardState {
  const card = readCardState(storedCard(store, messageId)?.card);
  if (card === null) throw new Error(`the store holds no card in message ${messageId}`);
  return card;
}

/**
 * A rule set's gallery opening (`GalleryPage.open`) played at the live table by its people: each
 * sheet button pressed by the actor's owner on their own sheet (an attack at a target through the
 * API, the macro's path, since with the canvas off nobody can target a token), each card button
 * by whoever the page names, each turn moved on by the GM's tracker, each declaration made by the
 * owner. After every step, what the server stores must be what the rules give: the rules are
 * asked what the step does with the world as it stood before it and the dice the card recorded
 * (read by Foundry's own Roll class in the GM's game), and the stored card, the cards it made,
 * each actor (read as the GM's game reads it), the budget spent and the world's tallies must come
 * to exactly that. Held as src/foundry/quench/openingAtTable.ts holds the GM's own presses.
 */
export class OpeningAtLiveTable {
  table: GalleryTable;
  readonly notPlayed: string[] = [];
  /** Every card the opening made, in order. */
  readonly made: string[] = [];
  /** The cards its starts made, in order: the rest of `made` are cards those cards spawned. */
  readonly started: string[] = [];
  presses = 0;
  fieldsHeld = 0;
  #acted = false;
  /** Whose card presses another window makes, and which: see `pressesFrom`. */
  readonly #pressers = new Map<string, LiveWindow>();

  constructor(
    private readonly live: LiveTable,
    private readonly seats: Seats,
    private readonly module: RuleSetModule,
    private readonly combatId: string,
    fighters: readonly [string, string],
  ) {
    this.table = {
      fighters,
      itemNamed: () => "",
      start: (actor, action, data, targets) => this.#start(actor, action, data, targets),
      press: (by, card, button) => this.#press(by, card, button),
      beginTurn: (actor) => this.#beginTurn(actor),
      declare: (actor, count) => this.#declare(actor, count),
      // With the canvas off there is no map to walk on; the canvas suite walks it.
      dragOnMap: async () => void this.notPlayed.push("the walk on the map (the canvas is off)"),
    };
  }

  /**
   * From now on the opening's card presses for `actor` are made from `window` (the GM's, where a
   * blind roll keeps the card, and its buttons, from the roller who started it); left out, by the
   * actor's owner again. Starts and declarations stay the owner's.
   */
  pressesFrom(actor: string, window?: LiveWindow): void {
    if (window === undefined) this.#pressers.delete(actor);
    else this.#pressers.set(actor, window);
  }

  /** The item ids the opening names, looked up once the world holds its fighters. */
  async prepare(): Promise<void> {
    const now = await this.moment();
    this.table = { ...this.table, itemNamed: (actor, name) => now.snapshots[actor]?.items.find((item) => item.name === name)?.id ?? "" };
  }

  async moment(): Promise<Moment> {
    const store = await this.live.store();
    const refs = (store["Actor"] ?? []).map((record) => `Actor.${String(record["_id"])}`);
    const snapshots = await snapshotsIn(this.seats.gm, refs);
    return { store, snapshots, reads: storedReads(store, this.module, this.combatId, snapshots) };
  }

  /** Whatever differs between the world now and what the transition says a step did; empty when the world holds it. */
  #differences(after: Moment, before: Moment, messageId: string, transition: Steps, spawnedSince: ReadonlySet<string>): string[] {
    const found: string[] = [];
    const card = readCardState(storedCard(after.store, messageId)?.card);
    if (canonical(card) !== canonical(transition.card)) found.push(`the card is ${canonical(card)}, the rules say ${canonical(transition.card)}`);
    const spawned = [...cardIds(after.store)].filter((id) => !spawnedSince.has(id) && id !== messageId);
    const spawnedCards = spawned.map((id) => canonical(readCardState(storedCard(after.store, id)?.card))).sort();
    const expectedSpawn = transition.spawn.map((one) => canonical(one)).sort();
    if (canonical(spawnedCards) !== canonical(expectedSpawn))
      found.push(`the cards made are ${canonical(spawnedCards)}, the rules say ${canonical(expectedSpawn)}`);
    for (const change of transition.changes) {
      const actor = after.snapshots[change.actor];
      if (actor === undefined) {
        found.push(`${change.actor} is gone`);
        continue;
      }
      for (const [path, value] of Object.entries(change.system))
        if (canonical(valueAt(actor.system, path)) !== canonical(value))
          found.push(`${actor.name}'s ${path} is ${canonical(valueAt(actor.system, path))}, the rules say ${canonical(value)}`);
      // What the server stores, too: a condition is stored as a status effect (src/foundry/gm/actorUpdate.ts), every other field in `system` as the rules wrote it.
      const stored = storedRecord(after.store, "Actor", change.actor.replace(/^Actor\./, ""))?.["system"];
      for (const [path, value] of Object.entries(change.system))
        if (!path.startsWith("conditions.") && canonical(valueAt(stored, path)) !== canonical(value))
          found.push(`the server stores ${actor.name}'s ${path} as ${canonical(valueAt(stored, path))}, the rules say ${canonical(value)}`);
      for (const [item, paths] of Object.entries(change.items ?? {})) {
        const held = actor.items.find((candidate) => candidate.id === item);
        for (const [path, value] of Object.entries(paths))
          if (canonical(valueAt(held?.system, path)) !== canonical(value))
            found.push(`${actor.name}'s ${held?.name ?? item} ${path} is ${canonical(valueAt(held?.system, path))}, the rules say ${canonical(value)}`);
      }
    }
    // Each action a step took, charged in turn to what the actor's budget held before it.
    const budgets = new Map<string, unknown>();
    for (const spend of transition.spends) {
      const held = budgets.has(spend.actor) ? budgets.get(spend.actor) : before.reads.budget(spend.actor);
      const spender = before.snapshots[spend.actor];
      if (held === undefined || spender === undefined) continue;
      const spent = this.module.combat.spend(held, spend.action, spender);
      if (!spent.ok) found.push(`the rules do not let ${spender.name} take ${spend.action}: ${spent.refusal.message}`);
      else budgets.set(spend.actor, spent.value);
    }
    for (const [actor, budget] of budgets)
      if (canonical(after.reads.budget(actor)) !== canonical(budget))
        found.push(`${before.snapshots[actor]?.name ?? actor}'s budget is ${canonical(after.reads.budget(actor))}, the rules say ${canonical(budget)}`);
    for (const [name, value] of Object.entries(transition.tallies ?? {}))
      if (after.reads.tallies()[name] !== value) found.push(`the world's ${name} is ${String(after.reads.tallies()[name])}, the rules say ${String(value)}`);
    return found;
  }

  /** Waits until the world holds what the transition says, then counts what was held; fails with what still differs. */
  async #holds(what: string, before: Moment, messageId: string, transition: Steps, cardsBefore: ReadonlySet<string>): Promise<Moment> {
    let last: string[] = [];
    const after = await eventually(
      async () => {
        const now = await this.moment();
        last = this.#differences(now, before, messageId, transition, cardsBefore);
        return last.length === 0 ? now : undefined;
      },
      () => `${what} to come to what the rules say:\n  ${last.join("\n  ")}`,
    );
    for (const change of transition.changes) this.fieldsHeld += Object.keys(change.system).length;
    this.made.push(...[...cardIds(after.store)].filter((id) => !cardsBefore.has(id) && id !== messageId));
    return after;
  }

  async #start(actor: string, action: string, data: Readonly<Record<string, string>>, targets: readonly string[]): Promise<string> {
    const what = `${action} started for ${actor}`;
    const before = await this.moment();
    const snapshot = before.snapshots[actor];
    if (snapshot === undefined) throw new Error(`${what}: no such actor`);
    const targeted = targets.flatMap((ref) => (before.snapshots[ref] === undefined ? [] : [before.snapshots[ref]]));
    const targetBudgets: Record<string, unknown> = {};
    for (const target of targeted) {
      const budget = before.reads.budget(target.ref);
      if (budget !== undefined) targetBudgets[target.ref] = budget;
    }
    const rules = this.module.cards;
    const asksModifiers = rules.modifiers.rolls.includes(action);
    // The dialog, left as it opens, sends the rule set's usual step.
    const modifiers = played(checkModifiers(rules.modifiers, action, asksModifiers ? usualChoice(rules.modifiers) : undefined), `${what}'s modifiers`);
    const input: StartInput = {
      actor: snapshot,
      action,
      data,
      targets: targeted,
      unaware: before.reads.unaware(),
      budget: before.reads.budget(actor),
      targetBudgets,
      modifiers,
      // Aimed at tokens on the scene, the start is judged at the distance the GM's game measures there.
      distances: targets.length === 0 ? {} : await distancesIn(this.seats.gm, actor, targets),
    };
    const expected = played(rules.start.resolve(input, []), what);
    const cardsBefore = cardIds(before.store);
    const window = this.seats.windowOf(actor);
    if (targets.length === 0) await pressSheetButton(window, actor.replace(/^Actor\./, ""), action, data, { asksModifiers });
    else await startThroughApi(window, { actor, action, data, targets }, { asksModifiers });
    this.presses += 1;
    this.#acted = true;
    const messageId = await eventually(
      async () => {
        const store = await this.live.store();
        return [...cardIds(store)].find(
          (id) =>
            !cardsBefore.has(id) && canonical(cardIn(store, id).actors) === canonical(expected.card.actors) && cardIn(store, id).kind === expected.card.kind,
        );
      },
      () => `${what} to post its card`,
    );
    this.made.push(messageId);
    this.started.push(messageId);
    // The starter's game presses any follow-up at once (src/foundry/chat/cardClient.ts), on the card as the start made it.
    const steps = await this.#following(what, messageId, before, stepsOf(expected), 0);
    await this.#holds(what, before, messageId, steps, new Set([...cardsBefore, messageId]));
    return messageId;
  }

  async #press(by: string, messageId: string, button: string): Promise<void> {
    const before = await this.moment();
    await pressCardButton(this.#pressers.get(by) ?? this.seats.windowOf(by), messageId, button);
    this.presses += 1;
    this.#acted = true;
    await this.#pressed(`${by}'s press on ${messageId}`, messageId, button, before, cardIn(before.store, messageId), cardIds(before.store));
  }

  /**
   * A press, and the follow-ups the presser's game makes of itself at once, held to the rules
   * from the moment before it: each press's input is the world as the one before it left it,
   * each press's dice those the card recorded after the one before's; the world must come to
   * what they all did together (a follow-up lands too soon after its press to see between them).
   */
  async #pressed(what: string, messageId: string, button: string, before: Moment, card: CardState, cardsBefore: ReadonlySet<string>): Promise<void> {
    const first = await this.#resolvePress(what, messageId, button, card, before.snapshots, before, rollCount(before.store, messageId));
    const steps = await this.#following(what, messageId, before, first.steps, first.rolls);
    await this.#holds(what, before, messageId, steps, cardsBefore);
  }

  /** The follow-ups of the steps so far, resolved in turn, and everything they did. */
  async #following(what: string, messageId: string, before: Moment, steps: Steps, rolls: number): Promise<Steps> {
    let all = steps;
    let thrown = rolls;
    while (all.follow !== undefined) {
      const next = await this.#resolvePress(
        `${what}, then ${all.follow}`,
        messageId,
        all.follow,
        all.card,
        projected(before.snapshots, all.changes),
        before,
        thrown + rollCount(before.store, messageId),
      );
      all = joined(all, next.steps);
      thrown += next.rolls;
    }
    return all;
  }

  /** What the rules make of one press of `button` on `card`, with the actors as given and the dice the card recorded from roll `from` on. */
  async #resolvePress(
    what: string,
    messageId: string,
    button: string,
    card: CardState,
    snapshots: Readonly<Record<string, ActorSnapshot>>,
    before: Moment,
    from: number,
  ): Promise<{ readonly steps: Steps; readonly rolls: number }> {
    const actors: Record<string, ActorSnapshot> = {};
    for (const ref of this.module.cards.named(card)) if (snapshots[ref] !== undefined) actors[ref] = snapshots[ref];
    const allies: Record<string, readonly ActorSnapshot[]> = {};
    for (const ref of card.actors) allies[ref] = before.reads.allies(ref);
    const input: PressInput = { card, button, actors, tallies: before.reads.tallies(), allies, defenders: [] };
    const asked = played(this.module.cards.press.dice(input), `${button} on ${what}`);
    const terms = await eventually(
      async () => {
        const found = await rollsOn(this.seats.gm, messageId, from);
        return found.length >= asked.length ? found : undefined;
      },
      () => `${button} on ${what} to throw the ${String(asked.length)} dice the rules ask for`,
    );
    const outcomes = asked.map((request, index) => outcomeFromFaces(request, facesFromTerms(request, terms[index] ?? [])));
    const resolved = played(this.module.cards.press.resolve(input, outcomes), `${button} on ${what}, as the rules read its dice`);
    return { steps: stepsOf(resolved), rolls: asked.length };
  }

  /** The actors acting now, as the stored clock says. */
  #actingActors(moment: Moment): string[] {
    const fight = storedFight(moment.store, this.combatId, moment.snapshots);
    if (fight.clock === null) return [];
    const ids = acting(fight.clock);
    return fight.fighters.flatMap((fighter) => (ids.includes(fighter.id) && fighter.actor !== null ? [fighter.actor.ref] : []));
  }

  /**
   * One move of the tracker by the GM, held to the rules: the next turn, or, under a clock of
   * passes (where the round goes on while anyone will act), the acting combatant's Pass. The
   * stored clock and budgets after it are what the tracker's planner gives for the fight as
   * stored before it (src/foundry/fight/advance.ts `planAdvance`, pass.ts `planPass`). Where the
   * round waits for initiative (a rule set that rolls it every round), the GM's Next rolls it for
   * everyone who has not rolled and starts the round (src/foundry/fight/initiative.ts
   * `rollWaitingInitiative`): then the new round must have begun, on everyone's new roll.
   */
  async move(): Promise<Moment> {
    const before = await this.moment();
    const fight = storedFight(before.store, this.combatId, before.snapshots);
    const passes = this.module.combat.clock.round.kind === "passes";
    const passer = passes && fight.clock !== null ? acting(fight.clock)[0] : undefined;
    const planned = passer !== undefined ? planPass(this.module.combat, fight, passer) : planAdvance(this.module.combat, fight, "next");
    const rolling = !planned.ok && planned.refusal.code === "needs-initiative";
    const plan = rolling ? null : played(planned, "the tracker's move");
    if (passer !== undefined) await (await tracker(this.seats.gm)).locator(`[data-action="turnwrightPass"][data-combatant-id="${passer}"]`).click();
    else await pressTracker(this.seats.gm, "nextTurn");
    let last = "";
    return eventually(
      async () => {
        const now = await this.moment();
        const after = storedFight(now.store, this.combatId, now.snapshots);
        if (canonical(after.clock) === canonical(fight.clock)) return undefined;
        if (plan === null) {
          const round = after.clock?.round ?? 0;
          last = `round ${String(round)}, stage ${String(after.clock?.stage)}, rolled for ${canonical(after.fighters.map((fighter) => fighter.rolledFor))}`;
          return after.clock?.stage !== "awaiting-initiative" && after.fighters.every((fighter) => fighter.rolledFor === round) ? now : undefined;
        }
        const clockHeld = plan.update.clock === undefined || canonical(after.clock) === canonical(plan.update.clock);
        const budgetsHeld =
          plan.update.budgets === undefined ||
          after.fighters.every((fighter) => canonical(fighter.budget) === canonical(plan.update.budgets?.[fighter.id] ?? null));
        last = `the clock ${canonical(after.clock)} (the rules: ${canonical(plan.update.clock)}), budgets ${canonical(after.fighters.map((fighter) => fighter.budget))} (the rules: ${canonical(plan.update.budgets)})`;
        return clockHeld && budgetsHeld ? now : undefined;
      },
      () => `the tracker's move to come to what the rules say: ${last}`,
    );
  }

  async #beginTurn(actor: string): Promise<void> {
    let now = await this.moment();
    if (!this.#acted && this.#actingActors(now).includes(actor)) return;
    for (let steps = 0; steps < MOST_STEPS_TO_A_TURN && (steps === 0 || !this.#actingActors(now).includes(actor)); steps++) now = await this.move();
    if (!this.#actingActors(now).includes(actor)) throw new Error(`the tracker never reached ${actor}'s turn`);
    this.#acted = false;
  }

  async #declare(actor: string, count: number): Promise<void> {
    const before = await this.moment();
    const fight = storedFight(before.store, this.combatId, before.snapshots);
    const fighter = fight.fighters.find((candidate) => candidate.actor?.ref === actor);
    if (fighter === undefined) throw new Error(`${actor} is not in the fight`);
    await declareActions(this.seats.windowOf(actor), fighter.id, count);
    await eventually(
      async () => {
        const now = await this.moment();
        const clock = storedFight(now.store, this.combatId, now.snapshots).clock;
        return clock !== null && clock.declared[fighter.id] !== undefined ? now : undefined;
      },
      () => `${fighter.name}'s declaration of ${String(count)} actions to be stored`,
    );
    this.#acted = true;
  }

  /** Presses every button of these verbs (or whole ids) still open on the opening's cards, as the GM (GalleryPage.settle). */
  async settle(verbs: readonly string[]): Promise<void> {
    while (await this.settleOne(...verbs));
  }

  /** The GM presses the first button of these verbs (or whole ids) still open on the opening's cards, held to the rules; false when none is open. */
  async settleOne(...verbs: readonly string[]): Promise<boolean> {
    const before = await this.moment();
    for (const messageId of this.made) {
      const card = cardIn(before.store, messageId);
      const actors: Record<string, ActorSnapshot> = {};
      for (const ref of card.actors) if (before.snapshots[ref] !== undefined) actors[ref] = before.snapshots[ref];
      const button = this.module.cards
        .view(card, actors)
        .buttons.find((candidate) => !candidate.used && (verbs.includes(candidate.id) || verbs.includes(candidate.id.split(":")[0] ?? "")));
      if (button === undefined) continue;
      await pressCardButton(this.seats.gm, messageId, button.id);
      this.presses += 1;
      await this.#pressed(`the GM's ${button.id} on ${messageId}`, messageId, button.id, before, card, cardIds(before.store));
      return true;
    }
    return false;
  }
}

/** What one step or a run of them did: the card after them, the cards they made, the changes to actors (later ones over earlier), every action charged, the tallies set, and the follow-up still to come. */
interface Steps {
  readonly card: CardState;
  readonly spawn: readonly CardState[];
  readonly changes: readonly ActorChange[];
  readonly spends: readonly { readonly actor: string; readonly action: string }[];
  readonly tallies: Readonly<Record<string, number>>;
  readonly follow?: string;
}

function stepsOf(transition: CardTransition): Steps {
  return {
    card: transition.card,
    spawn: transition.spawn,
    changes: transition.changes,
    spends: transition.spend === undefined ? [] : [transition.spend],
    tallies: transition.tallies ?? {},
    ...(transition.follow === undefined ? {} : { follow: transition.follow }),
  };
}

function joined(earlier: Steps, later: Steps): Steps {
  const changes = new Map<string, ActorChange>();
  for (const change of [...earlier.changes, ...later.changes]) {
    const before = changes.get(change.actor);
    const items: Record<string, Readonly<Record<string, string | number | boolean>>> = { ...before?.items };
    for (const [item, paths] of Object.entries(change.items ?? {})) items[item] = { ...items[item], ...paths };
    changes.set(change.actor, { actor: change.actor, system: { ...before?.system, ...change.system }, ...(Object.keys(items).length > 0 ? { items } : {}) });
  }
  return {
    card: later.card,
    spawn: [...earlier.spawn, ...later.spawn],
    changes: [...changes.values()],
    spends: [...earlier.spends, ...later.spends],
    tallies: { ...earlier.tallies, ...later.tallies },
    ...(later.follow === undefined ? {} : { follow: later.follow }),
  };
}

/** The actors as the changes leave them: their fields and their items' fields set (what a follow-up's press reads). */
function projected(snapshots: Readonly<Record<string, ActorSnapshot>>, changes: readonly ActorChange[]): Record<string, ActorSnapshot> {
  const after: Record<string, ActorSnapshot> = { ...snapshots };
  for (const change of changes) {
    const actor = after[change.actor];
    if (actor === undefined) continue;
    const items = actor.items.map((item) => {
      const paths = change.items?.[item.id];
      return paths === undefined ? item : { ...item, system: withDotPaths(item.system, paths) };
    });
    after[change.actor] = { ...actor, system: withDotPaths(actor.system, change.system), items };
  }
  return after;
}
