import type { DiceOutcome, DiceRequest } from "../../../src/engine/dice/DiceRequest";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import type { ActorChange, ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import type { CardState } from "../../../src/engine/play/CardRules";
import type { MeasuredDistance } from "../../../src/engine/play/reachOnCard";
import type { RuleSetModule } from "../../../src/engine/play/RuleSetModule";
import { allow, refuse, type Outcome } from "../../../src/engine/Refusal";
import { cardToAct, type StoredCard } from "../../../src/foundry/chat/cardMessage";
import { readCardState } from "../../../src/engine/play/readCardState";
import { expandedWrite } from "../../support/foundry/expandedWrite";
import type { CardUser, CardWorld } from "../../../src/foundry/chat/CardWorld";
import type { PointedDefenders, PressRequest } from "../../../src/foundry/chat/executePress";
import type { AimedTargets } from "../../../src/foundry/chat/executeStart";
import type { CardTable } from "../../../src/foundry/chat/CardTable";
import type { DamageMoved } from "../../../src/engine/play/damageRecord";
import { PUBLIC } from "../../../src/foundry/dice/messageVisibility";
import { withDotPaths } from "../../support/dotPaths";
import { effectsAfter, type MarkedEffect } from "../../../src/engine/play/markedEffects";
import { underRuleEffects } from "../../../src/engine/play/underRuleEffects";
import { statusesInSystem, withStatuses } from "../../../src/engine/conditions/conditionState";

/** Documents held in memory; every write is recorded so tests can count them. */
export class MemoryCardWorld implements CardWorld {
  readonly writes: { kind: "actor" | "items" | "effects" | "end-effects" | "card" | "create" | "spend" | "tally"; detail: unknown }[] = [];
  /**
   * The effects the rules put on each actor, by ref, each with the mark of the card step that put
   * it on (`<message id>:<tag>`, as gm/ruleEffects.ts marks them). A card world has no clock, so
   * every one is in force until a step takes it off.
   */
  readonly effects = new Map<string, readonly MarkedEffect[]>();
  /** Card messages by id: what each holds, and who wrote it (a GM's game, or a player's). */
  readonly cards = new Map<string, { card: CardState; rolls: unknown[]; roller: string; writtenByGM: boolean; fromThrow?: boolean }>();
  refuseSpend: string | null = null;
  unawareRefs: string[] = [];
  readonly budgets = new Map<string, unknown>();
  /** The world's tallies as stored; a tally not here reads as its session's start, as the setting does. */
  readonly stored = new Map<string, number>();
  /** Tokens on the scene by uuid, each with its actor's ref. */
  readonly tokens = new Map<string, string>();
  /** Tokens the GM has hidden from the players, by uuid. */
  readonly hidden = new Set<string>();
  /** What the table told modules of damage moved, by card, in order. */
  readonly damageMoved: { readonly messageId: string; readonly moved: DamageMoved }[] = [];
  /** Each user's targets as the GM's game sees them, by token uuid. */
  readonly targetsOf = new Map<string, readonly string[]>();
  /** Each target's distance from each attacker on the scene, by `<attacker ref> <target ref>`; none without a scene. */
  readonly distancesOf = new Map<string, MeasuredDistance>();
  /** Each actor's allies in the fight, nearest first. */
  readonly alliesOf = new Map<string, readonly string[]>();
  #next = 1;

  constructor(
    readonly module: RuleSetModule,
    readonly actors: Map<string, ActorSnapshot>,
  ) {}

  /** A world holding what this one holds now, its writes forgotten: what a test builds once and plays many times from. */
  copy(): MemoryCardWorld {
    const copied = new MemoryCardWorld(this.module, new Map(this.actors));
    for (const [id, stored] of this.cards) copied.cards.set(id, { ...stored, rolls: [...stored.rolls] });
    for (const [ref, effects] of this.effects) copied.effects.set(ref, effects);
    for (const [token, actor] of this.tokens) copied.tokens.set(token, actor);
    for (const token of this.hidden) copied.hidden.add(token);
    for (const [id, targets] of this.targetsOf) copied.targetsOf.set(id, targets);
    for (const [ref, allies] of this.alliesOf) copied.alliesOf.set(ref, allies);
    for (const [pair, measured] of this.distancesOf) copied.distancesOf.set(pair, measured);
    for (const [ref, budget] of this.budgets) copied.budgets.set(ref, budget);
    for (const [name, value] of this.stored) copied.stored.set(name, value);
    copied.unawareRefs = [...this.unawareRefs];
    copied.refuseSpend = this.refuseSpend;
    copied.#next = this.#next;
    return copied;
  }

  tallies(): Readonly<Record<string, number>> {
    return Object.fromEntries((this.module.tallies ?? []).map((tally) => [tally.name, this.stored.get(tally.name) ?? tally.session]));
  }

  async setTallies(values: Readonly<Record<string, number>>): Promise<void> {
    this.writes.push({ kind: "tally", detail: values });
    for (const [name, value] of Object.entries(values)) this.stored.set(name, value);
  }

  /** Stands in for foundryCardWorld's `targetDistances`, which measures as v13's `BaseGrid#measurePath` (common/grid/base.mjs) does between the tokens' centres. */
  async distances(actor: string, targets: readonly string[]): Promise<Readonly<Record<string, MeasuredDistance>>> {
    return Object.fromEntries(
      targets.flatMap((target) => {
        const measured = this.distancesOf.get(`${actor} ${target}`);
        return measured === undefined ? [] : [[target, measured]];
      }),
    );
  }

  allies(ref: string): readonly ActorSnapshot[] {
    return (this.alliesOf.get(ref) ?? []).flatMap((ally) => {
      const found = this.snapshot(ally);
      return found === undefined ? [] : [found];
    });
  }

  /** The actor as the rules read it: its stored data under the effects on it (underRuleEffects). */
  snapshot(ref: string): ActorSnapshot | undefined {
    const actor = this.actors.get(ref);
    const effects = this.effects.get(ref) ?? [];
    if (actor === undefined) return undefined;
    // As TurnwrightActor#snapshot reads one (actorSnapshot.ts): every condition's path set, on or off, whatever the effects.
    const { conditions } = this.module.documents;
    const read = underRuleEffects(
      actor,
      effects.map((one) => one.effect),
      this.module.documents.conditions,
      this.module.documents.customChange,
      this.module.documents.schemas[actor.type],
    );
    return read === actor ? { ...actor, system: withStatuses(actor.system, statusesInSystem(actor.system, conditions), conditions) } : read;
  }

  unaware(): readonly string[] {
    return this.unawareRefs;
  }

  budget(actor: string): unknown {
    return this.budgets.get(actor);
  }

  readCard(messageId: string): Outcome<StoredCard> {
    const stored = this.cards.get(messageId);
    return cardToAct(stored === undefined ? null : { ...stored, thrown: stored.rolls.length > 0 || stored.fromThrow === true });
  }

  /** The state a message holds now, whoever wrote it. */
  card(messageId: string): CardState | null {
    return this.cards.get(messageId)?.card ?? null;
  }

  /** A card message a player's game wrote, with whatever state it chose. */
  forgeCard(card: CardState, author: string): string {
    const id = `msg${this.#next++}`;
    this.cards.set(id, { card, rolls: [], roller: author, writtenByGM: false, fromThrow: false });
    return id;
  }

  async spend(actor: string, action: string): Promise<Outcome<true>> {
    if (this.refuseSpend !== null) return refuse("turn-full", this.refuseSpend, {});
    this.writes.push({ kind: "spend", detail: { actor, action } });
    return allow(true);
  }

  async applyChanges(changes: readonly ActorChange[], origin: string): Promise<void> {
    for (const change of changes) {
      const actor = this.actors.get(change.actor);
      if (Object.keys(change.system).length > 0) this.writes.push({ kind: "actor", detail: change });
      if (change.items !== undefined) this.writes.push({ kind: "items", detail: change.items });
      const held = this.effects.get(change.actor) ?? [];
      const after = effectsAfter(held, change, origin);
      const ended = held.filter((one) => !after.includes(one)).map((one) => one.mark);
      if (ended.length > 0) this.writes.push({ kind: "end-effects", detail: { actor: change.actor, marks: ended } });
      const placed = after.filter((one) => !held.includes(one));
      if (placed.length > 0) this.writes.push({ kind: "effects", detail: { actor: change.actor, placed } });
      if (actor !== undefined) this.effects.set(change.actor, after);
      if (actor === undefined) continue;
      const itemChanges = change.items ?? {};
      const items = actor.items.map((item) => {
        const paths = itemChanges[item.id];
        return paths === undefined ? item : { ...item, system: withDotPaths(item.system, paths) };
      });
      this.actors.set(change.actor, { ...actor, system: withDotPaths(actor.system, change.system), items });
    }
  }

  async updateCard(messageId: string, card: CardState, rolls: readonly unknown[]): Promise<void> {
    this.writes.push({ kind: "card", detail: messageId });
    const stored = this.cards.get(messageId);
    if (stored !== undefined) this.cards.set(messageId, { ...stored, card: asWritten(card), rolls: [...stored.rolls, ...rolls] });
  }

  async createCards(cards: readonly CardState[], roller: string, thrown: boolean): Promise<readonly string[]> {
    this.writes.push({ kind: "create", detail: cards.length });
    return cards.map((card) => {
      const id = `msg${this.#next++}`;
      this.cards.set(id, { card: asWritten(card), rolls: [], roller, writtenByGM: true, fromThrow: thrown });
      return id;
    });
  }

  count(kind: MemoryCardWorld["writes"][number]["kind"]): number {
    return this.writes.filter((w) => w.kind === kind).length;
  }
}

export function user(id: string, owned: string[], isGM = false): CardUser {
  return { id, isGM, owns: (ref) => owned.includes(ref) };
}

/**
 * The GM's throw of a press's dice, with the faces a test chooses (null: dice that do not fit
 * what was asked), and the Roll data to keep on the card.
 */
export function thrown(outcomes: (asked: readonly DiceRequest[]) => readonly DiceOutcome[] | null, rolls: readonly unknown[] = []): PressRequest["throwDice"] {
  return async (asked) => ({ outcomes: outcomes(asked) ?? [], rolls });
}

/**
 * The GM's throw with chosen faces: every die of the request at position i shows `faces[i]`
 * (`otherwise` past the end of the list).
 */
export function thrownFaces(faces: readonly number[], otherwise = 1): PressRequest["throwDice"] {
  return thrown((asked) =>
    asked.map((request, index) =>
      outcomeFromFaces(
        request,
        Array.from({ length: request.count }, () => [faces[index] ?? otherwise]),
      ),
    ),
  );
}

/** The GM's throw with every die chosen: the request at position i shows the faces `dice[i]`, one per die. */
export function thrownDice(dice: readonly (readonly number[])[]): PressRequest["throwDice"] {
  return thrown((asked) =>
    asked.map((request, index) =>
      outcomeFromFaces(
        request,
        (dice[index] ?? []).map((face) => [face]),
      ),
    ),
  );
}

/**
 * The tokens a damage control points at, as the GM's game checks them (pointedDefenders.ts): a
 * GM's are taken at their word once found; a player's only among her targets as the GM's game
 * sees them (v13 client/documents/user.mjs, `User#targets`, kept from her activity by
 * `Users.#handleUserActivity` in client/documents/collections/users.mjs), never a hidden one
 * (common/documents/token.mjs, `hidden`), and never a selection.
 */
export function memoryPointed(world: MemoryCardWorld): PointedDefenders {
  return (tokens, to, presser) => {
    if (to === "selected" && !presser.isGM) return refuse("gm-only", "Only the GM can do that.");
    const seen = world.targetsOf.get(presser.id) ?? [];
    const defenders: ActorSnapshot[] = [];
    for (const token of tokens) {
      const actor = world.actors.get(world.tokens.get(token) ?? "");
      if (!world.tokens.has(token)) return refuse("token-missing", "One of those tokens is not on its scene any more", {});
      if (!presser.isGM && (!seen.includes(token) || world.hidden.has(token)))
        return refuse("not-your-targets", "Those are not your targets as the GM's game sees them", {});
      if (actor === undefined) return refuse("not-a-fighter", "That token's actor is not a character of this rule set", { name: token });
      defenders.push(actor);
    }
    return allow(defenders);
  };
}

/**
 * A start's targets as the GM's game checks them (aimedTargets.ts): a GM's at their word; a
 * player's each the actor of a token she targets as the GM's game knows it, never a hidden one.
 */
export function memoryAimed(world: MemoryCardWorld): AimedTargets {
  return (targets, presser) => {
    if (presser.isGM) return allow(true);
    const open = (world.targetsOf.get(presser.id) ?? []).filter((token) => !world.hidden.has(token)).map((token) => world.tokens.get(token));
    return targets.every((ref) => open.includes(ref)) ? allow(true) : refuse("not-your-targets", "Those are not your targets as the GM's game knows them", {});
  };
}

/**
 * The card requests' table over one memory world: every audience writes into it (the test reads
 * who a card went to from the cards, not from here), the GM is "gm", and the GM's throw is `dice`.
 */
export function memoryTable(world: MemoryCardWorld, dice: PressRequest["throwDice"], owners: Readonly<Record<string, readonly string[]>>): CardTable {
  return {
    world: () => world,
    seenOf: () => PUBLIC,
    gms: () => ["gm"],
    user: (requester) => user(requester.id, [...(owners[requester.id] ?? [])], requester.isGM),
    throwDice: () => dice,
    pointed: memoryPointed(world),
    aimed: memoryAimed(world),
    damageMoved: (messageId, moved) => void world.damageMoved.push({ messageId, moved }),
  };
}

/** A database round trip: Foundry's document writes resolve on a later turn of the event loop. */
const roundTrip = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 1));

/**
 * The card world with every write taking a round trip before it lands, as a real one does: two
 * presses at once then overlap as they would at a table.
 */
export class SlowCardWorld extends MemoryCardWorld {
  override async applyChanges(changes: readonly ActorChange[], origin: string): Promise<void> {
    await roundTrip();
    await super.applyChanges(changes, origin);
  }
  override async updateCard(messageId: string, card: CardState, rolls: readonly unknown[]): Promise<void> {
    await roundTrip();
    await super.updateCard(messageId, card, rolls);
  }
  override async spend(actor: string, action: string): Promise<Outcome<true>> {
    await roundTrip();
    return super.spend(actor, action);
  }
}

/** A card as the message stores it once Foundry's client has sent the write (expandedWrite): what every later press reads. */
function asWritten(card: CardState): CardState {
  const written = readCardState(expandedWrite(card));
  if (written === null) throw new Error(`Foundry would store the ${card.kind} card as no card at all`);
  return written;
}
