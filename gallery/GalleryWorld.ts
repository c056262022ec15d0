import type { ActorChange, ActorSnapshot, ItemSnapshot } from "../src/engine/play/ActorSnapshot";
import type { CardState } from "../src/engine/play/CardRules";
import type { RuleSetModule } from "../src/engine/play/RuleSetModule";
import type { MeasuredDistance } from "../src/engine/play/reachOnCard";
import { allow, refuse, type Outcome } from "../src/engine/Refusal";
import { plainData } from "../src/foundry/data/plainData";
import type { CardUser, CardWorld } from "../src/foundry/chat/CardWorld";
import { cardToAct, type StoredCard } from "../src/foundry/chat/cardMessage";
import { PUBLIC, type Visibility } from "../src/foundry/dice/messageVisibility";
import { isRecord } from "./packActors";
import type { RuleEffect } from "../src/engine/effects/RuleEffect";
import { underRuleEffects } from "../src/engine/play/underRuleEffects";
import { effectsAfter, type MarkedEffect } from "../src/engine/play/markedEffects";

export interface GalleryMessage extends Visibility {
  readonly id: string;
  /** The seat whose game wrote the message: the GM's for every card this version makes. */
  readonly author: string;
  readonly writtenByGM: boolean;
  /** The seat whose roll the card is. */
  readonly roller: string;
  card: CardState;
  /** The rolls its presses have thrown so far. */
  rolls: number;
  /** Made by a press of a card whose dice were thrown: seen as a roll is (src/foundry/chat/cardSight.ts). */
  readonly fromThrow: boolean;
}

/**
 * The gallery's table: actors, chat messages and each fighter's budget, held in memory. It is
 * the same narrow world the Foundry card flow writes to, so the gallery's buttons run the very
 * start and press code Foundry runs.
 */
export class GalleryWorld implements CardWorld {
  readonly messages: GalleryMessage[] = [];
  /** Who the cards made next are whispered to, as the GM's game takes it from the request. */
  audience: Visibility = PUBLIC;
  readonly #actors = new Map<string, ActorSnapshot>();
  readonly #budgets = new Map<string, unknown>();
  readonly #declarations = new Map<string, number>();
  readonly #tallies = new Map<string, number>();
  /** The effects the rules put on each actor, with the card step that put each on (`<message>:<tag>`); in force until taken off. */
  readonly #effects = new Map<string, readonly MarkedEffect[]>();
  #next = 1;
  /** How far apart the fighters' tokens stand on the scene, in the rule set's units; null: no scene, nothing measured. */
  apart: number | null = null;

  constructor(
    readonly module: RuleSetModule,
    actors: readonly ActorSnapshot[],
    /** Actors in the fight under way; the first is the one whose turn it is. */
    fighting: readonly string[],
  ) {
    for (const actor of actors) this.#actors.set(actor.ref, actor);
    fighting.forEach((ref, index) => {
      const fresh = module.combat.freshBudget(this.#actors.get(ref) ?? null);
      this.#budgets.set(ref, index === 0 ? module.combat.startTurn(fresh, { restricted: false }) : fresh);
    });
  }

  /**
   * The tracker moves on to a new step (a Phase) and this actor's turn in it: what lasted the
   * last step ends for everyone, and the actor's budget starts afresh.
   */
  beginTurn(ref: string): void {
    for (const [fighter, budget] of this.#budgets) this.#budgets.set(fighter, this.module.combat.startStep(budget));
    const budget = this.#budgets.get(ref);
    if (budget !== undefined) this.#budgets.set(ref, this.module.combat.startTurn(budget, { restricted: false }));
  }

  /** Every target stands `apart` from the attacker, measured in the unit a new scene of the rule set is laid out in. */
  async distances(_actor: string, targets: readonly string[]): Promise<Readonly<Record<string, MeasuredDistance>>> {
    return this.measured(targets);
  }

  /** The distances as the roller's own game measures them for its dialog: the same scene. */
  measured(targets: readonly string[]): Readonly<Record<string, MeasuredDistance>> {
    const apart = this.apart;
    return apart === null ? {} : Object.fromEntries(targets.map((target) => [target, { distance: apart, units: this.module.sceneGrid.units }]));
  }

  /** The actor declares its actions for the round, as the tracker takes a declaration. */
  declare(ref: string, count: number): Outcome<true> {
    const declared = this.module.combat.declared;
    if (declared === null) return refuse("unsupported-by-clock", "This rule set has no declared actions", {});
    const spent = declared.declare(this.#budgets.get(ref), count);
    if (!spent.ok) return spent;
    this.#budgets.set(ref, spent.value);
    this.#declarations.set(ref, count);
    return allow(true);
  }

  /** How many actions the actor declared on the page; undefined when it declared none. */
  declared(ref: string): number | undefined {
    return this.#declarations.get(ref);
  }

  snapshot(ref: string): ActorSnapshot | undefined {
    const stored = this.#actors.get(ref);
    return stored === undefined ? undefined : this.#underEffects(stored);
  }

  /** The effects the rules put on an actor, by name: what its token shows besides its conditions. */
  effectsOn(ref: string): readonly RuleEffect[] {
    return (this.#effects.get(ref) ?? []).map((one) => one.effect);
  }

  #underEffects(stored: ActorSnapshot): ActorSnapshot {
    const { conditions, customChange, schemas } = this.module.documents;
    return underRuleEffects(stored, this.effectsOn(stored.ref), conditions, customChange, schemas[stored.type]);
  }

  #stored(ref: string): ActorSnapshot {
    const actor = this.#actors.get(ref);
    if (actor === undefined) throw new Error(`The gallery has no actor ${ref}`);
    return actor;
  }

  /** The gallery shows no fight in its first round: nobody is caught unaware. */
  unaware(): readonly string[] {
    return [];
  }

  /** The actor as the rules and the page read it: under the effects the rules put on it. */
  actor(ref: string): ActorSnapshot {
    return this.#underEffects(this.#stored(ref));
  }

  budget(ref: string): unknown {
    return this.#budgets.get(ref);
  }

  readCard(messageId: string): Outcome<StoredCard> {
    const message = this.messages.find((candidate) => candidate.id === messageId);
    return cardToAct(message === undefined ? null : { ...message, thrown: message.rolls > 0 || message.fromThrow });
  }

  async spend(actor: string, action: string): Promise<Outcome<true>> {
    const budget = this.#budgets.get(actor);
    const snapshot = this.snapshot(actor);
    if (budget === undefined || snapshot === undefined) return allow(true);
    const spent = this.module.combat.spend(budget, action, snapshot);
    if (!spent.ok) return spent;
    this.#budgets.set(actor, spent.value);
    return allow(true);
  }

  async applyChanges(changes: readonly ActorChange[], origin: string): Promise<void> {
    for (const change of changes) {
      this.updateActor(change.actor, change.system);
      // An item's change names paths into its `system`, as Foundry's update of embedded items takes them.
      for (const [item, paths] of Object.entries(change.items ?? {}))
        this.updateItem(change.actor, item, Object.fromEntries(Object.entries(paths).map(([path, value]) => [`system.${path}`, value])));
      this.#effects.set(change.actor, effectsAfter(this.#effects.get(change.actor) ?? [], change, origin));
    }
  }

  /** The world's tallies, each at its session's start until a press spends from it. */
  tallies(): Readonly<Record<string, number>> {
    return Object.fromEntries((this.module.tallies ?? []).map((tally) => [tally.name, this.#tallies.get(tally.name) ?? tally.session]));
  }

  async setTallies(values: Readonly<Record<string, number>>): Promise<void> {
    for (const [name, value] of Object.entries(values)) this.#tallies.set(name, value);
  }

  /** The gallery's two fighters are on opposite sides: nobody has an ally at hand. */
  allies(): readonly ActorSnapshot[] {
    return [];
  }

  async updateCard(messageId: string, card: CardState, rolls: readonly unknown[]): Promise<void> {
    const message = this.messages.find((candidate) => candidate.id === messageId);
    if (message === undefined) return;
    message.card = card;
    message.rolls += rolls.length;
  }

  async createCards(cards: readonly CardState[], roller: string, thrown: boolean): Promise<readonly string[]> {
    return cards.map((card) => this.#post({ author: "gm", writtenByGM: true, roller, card, fromThrow: thrown, ...this.audience }));
  }

  /** A card as a version before this one posted it: written by the game of the player who pressed. */
  postOldCard(card: CardState, author: string): string {
    return this.#post({ author, writtenByGM: false, roller: author, card, fromThrow: false, ...PUBLIC });
  }

  #post(message: Omit<GalleryMessage, "id" | "rolls">): string {
    const id = `message-${this.#next++}`;
    this.messages.push({ id, rolls: 0, ...message });
    return id;
  }

  /** Writes dot paths (`system.agility`, or `agility` inside `system`) into an actor, as one update would. */
  updateActor(ref: string, changes: Readonly<Record<string, unknown>>): void {
    const actor = this.#stored(ref);
    const next = structuredClone({ name: actor.name, system: actor.system });
    for (const [path, value] of Object.entries(changes)) {
      const full = path === "name" || path.startsWith("system.") ? path : `system.${path}`;
      setPath(next, full.split("."), value);
    }
    // Foundry keeps a cleared optional field as null and the rules read it as left out, as here.
    this.#actors.set(ref, { ...actor, name: typeof next.name === "string" ? next.name : actor.name, system: plainData(next.system) });
  }

  updateItem(ref: string, itemId: string, changes: Readonly<Record<string, unknown>>): void {
    const actor = this.#stored(ref);
    const items = actor.items.map((item) => {
      if (item.id !== itemId) return item;
      const next = structuredClone({ name: item.name, system: item.system });
      for (const [path, value] of Object.entries(changes)) setPath(next, path.split("."), value);
      return { ...item, name: typeof next.name === "string" ? next.name : item.name, system: next.system };
    });
    this.#actors.set(ref, { ...actor, items });
  }

  addItem(ref: string, item: ItemSnapshot): void {
    const actor = this.#stored(ref);
    this.#actors.set(ref, { ...actor, items: [...actor.items, item] });
  }

  removeItem(ref: string, itemId: string): void {
    const actor = this.#stored(ref);
    this.#actors.set(ref, { ...actor, items: actor.items.filter((item) => item.id !== itemId) });
  }

  actorsOf(card: CardState): Record<string, ActorSnapshot> {
    const actors: Record<string, ActorSnapshot> = {};
    for (const ref of card.actors) {
      const actor = this.snapshot(ref);
      if (actor !== undefined) actors[ref] = actor;
    }
    return actors;
  }
}

function setPath(target: Record<string, unknown>, path: readonly string[], value: unknown): void {
  const [head, ...rest] = path;
  if (head === undefined) return;
  if (rest.length === 0) {
    target[head] = value;
    return;
  }
  const inner = target[head];
  const next: Record<string, unknown> = isRecord(inner) ? inner : {};
  target[head] = next;
  setPath(next, rest, value);
}

/** A player who owns some actors, or the GM: the viewer a card is drawn for, and who presses. */
export function galleryUser(id: string, owned: readonly string[], isGM = false): CardUser {
  // Foundry grants a GM every permission on every actor, ownership included.
  return { id, isGM, owns: (ref) => isGM || owned.includes(ref) };
}
