import type { DiceOutcome, DiceRequest } from "../../../src/engine/dice/DiceRequest";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import type { ActorChange, ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import type { CardState } from "../../../src/engine/play/CardRules";
import type { RuleSetModule } from "../../../src/engine/play/RuleSetModule";
import { allow, refuse, type Outcome } from "../../../src/engine/Refusal";
import type { CardUser, CardWorld } from "../../../src/foundry/chat/CardWorld";
import type { PressRequest } from "../../../src/foundry/chat/executePress";
import { withDotPaths } from "../../support/dotPaths";

/** Documents held in memory; every write is recorded so tests can count them. */
export class MemoryCardWorld implements CardWorld {
  readonly writes: { kind: "actor" | "card" | "create" | "spend"; detail: unknown }[] = [];
  readonly cards = new Map<string, { card: CardState; rolls: unknown[]; author: string }>();
  refuseSpend: string | null = null;
  unawareRefs: string[] = [];
  readonly budgets = new Map<string, unknown>();
  #next = 1;

  constructor(readonly module: RuleSetModule, readonly actors: Map<string, ActorSnapshot>) {}

  snapshot(ref: string): ActorSnapshot | undefined {
    return this.actors.get(ref);
  }

  unaware(): readonly string[] {
    return this.unawareRefs;
  }

  budget(actor: string): unknown {
    return this.budgets.get(actor);
  }

  readCard(messageId: string): CardState | null {
    return this.cards.get(messageId)?.card ?? null;
  }

  async spend(actor: string, action: string): Promise<Outcome<true>> {
    if (this.refuseSpend !== null) return refuse("turn-full", this.refuseSpend, {});
    this.writes.push({ kind: "spend", detail: { actor, action } });
    return allow(true);
  }

  async applyChanges(changes: readonly ActorChange[]): Promise<void> {
    for (const change of changes) {
      this.writes.push({ kind: "actor", detail: change });
      const actor = this.actors.get(change.actor);
      if (actor === undefined) continue;
      this.actors.set(change.actor, { ...actor, system: withDotPaths(actor.system, change.system) });
    }
  }

  async updateCard(messageId: string, card: CardState, rolls: readonly unknown[]): Promise<void> {
    this.writes.push({ kind: "card", detail: messageId });
    const stored = this.cards.get(messageId);
    if (stored !== undefined) this.cards.set(messageId, { ...stored, card, rolls: [...stored.rolls, ...rolls] });
  }

  async createCards(cards: readonly CardState[], author: string): Promise<readonly string[]> {
    this.writes.push({ kind: "create", detail: cards.length });
    return cards.map((card) => {
      const id = `msg${this.#next++}`;
      this.cards.set(id, { card, rolls: [], author });
      return id;
    });
  }

  count(kind: "actor" | "card" | "create" | "spend"): number {
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
  return thrown((asked) => asked.map((request, index) => outcomeFromFaces(request, Array.from({ length: request.count }, () => [faces[index] ?? otherwise]))));
}
