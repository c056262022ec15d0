import type { ActorChange, ActorSnapshot } from "../../engine/play/ActorSnapshot";
import type { CardState, CardTransition } from "../../engine/play/CardRules";
import { sameData, type Check } from "./Check";
import type { LiveTable } from "./LiveTable";
import { valueAt } from "./valueAt";

/**
 * What the world must show once the GM has started a card or pressed a button: exactly what the
 * rules said the step would do, read back through the GM's own card world as the next step
 * reads it. Each failure names the step (`what`).
 */
export interface RulesHeld {
  /** The card a message holds, read back; one that cannot be read fails the check and stops the opening. */
  cardOf(message: string, what: string): CardState;
  /** Each field the rules changed holds the rules' value now. */
  changes(changes: readonly ActorChange[], what: string): void;
  /** The budget the transition spent from is the rules' spend of what it held before. */
  spend(transition: CardTransition, before: ReadonlyMap<string, unknown>, actors: Readonly<Record<string, ActorSnapshot>>, what: string): void;
  /** The world's tallies are those the transition set. */
  tallies(transition: CardTransition, what: string): void;
  /** The actors' budgets as they stand, for a spend to be held to later. */
  budgets(refs: readonly string[]): Map<string, unknown>;
  /** How many changed fields of actors were found holding the rules' values. */
  fieldsHeld(): number;
}

export function heldToRules(live: LiveTable, check: Check): RulesHeld {
  const reads = live.cards;
  const rules = live.module;
  let fieldsHeld = 0;
  return {
    cardOf(message, what) {
      const stored = reads.readCard(message);
      check.ok(stored.ok, `${what}: the card can be read back`);
      if (!stored.ok) throw new Error(`${what}: ${stored.refusal.message}`);
      return stored.value.card;
    },
    changes(changes, what) {
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
    },
    spend(transition, before, actors, what) {
      const spend = transition.spend;
      if (spend === undefined) return;
      const held = before.get(spend.actor);
      const actor = actors[spend.actor];
      // Out of a fight an action takes nothing from anyone.
      if (held === undefined || actor === undefined) return;
      const spent = rules.combat.spend(held, spend.action, actor);
      check.ok(spent.ok, `${what}: the rules let ${actor.name} take ${spend.action}`);
      if (spent.ok) sameData(check, reads.budget(spend.actor), spent.value, `${what}: ${actor.name}'s budget after ${spend.action}`);
    },
    tallies(transition, what) {
      const now = reads.tallies();
      for (const [name, value] of Object.entries(transition.tallies ?? {})) check.equal(now[name], value, `${what}: the world's ${name}`);
    },
    budgets: (refs) => new Map(refs.map((ref) => [ref, reads.budget(ref)])),
    fieldsHeld: () => fieldsHeld,
  };
}
