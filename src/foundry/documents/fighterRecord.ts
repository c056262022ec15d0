import { TurnwrightCombatData } from "../data/CombatData";
import { TurnwrightCombatantData } from "../data/CombatantData";
import { TurnwrightActor } from "./TurnwrightActor";
import { readClock, readLedger } from "../fight/clockRecord";
import type { FighterRecord, FightRecord } from "../fight/FightRecord";

/**
 * A Combat's and a Combatant's `system` as this system's data models. Foundry allows other
 * subtypes (a module's), whose `system` is not ours: those read as null.
 */
export function combatData(combat: Combat.Implementation | null): TurnwrightCombatData | null {
  const system: unknown = combat?.system;
  return system instanceof TurnwrightCombatData ? system : null;
}

export function combatantData(combatant: Combatant.Implementation): TurnwrightCombatantData | null {
  const system: unknown = combatant.system;
  return system instanceof TurnwrightCombatantData ? system : null;
}

/** What the fight itself stores of one combatant: its budget and whether it was caught unaware. */
interface HeldByFight {
  readonly budgets: Readonly<Record<string, unknown>>;
  readonly surprised: readonly string[];
}

const NOTHING_HELD: HeldByFight = { budgets: {}, surprised: [] };

export function fighterRecord(combatant: Combatant.Implementation, held: HeldByFight = heldBy(combatant.parent)): FighterRecord {
  const actor = combatant.actor;
  const data = combatantData(combatant);
  const id = combatant.id ?? "";
  return {
    id,
    name: combatant.name ?? "",
    // The one reading of an actor the rules get, as sheets and cards get it (a cleared field left out).
    actor: actor instanceof TurnwrightActor ? actor.snapshot() : null,
    initiative: combatant.initiative,
    tiebreak: data === null ? [] : [...data.tiebreak],
    rolledFor: data?.rolledFor ?? 0,
    surprised: held.surprised.includes(id),
    defeated: combatant.isDefeated,
    budget: held.budgets[id] ?? null,
  };
}

function heldBy(combat: Combat.Implementation | null): HeldByFight {
  const data = combatData(combat);
  if (data === null) return NOTHING_HELD;
  const budgets: unknown = data.budgets;
  return { budgets: typeof budgets === "object" && budgets !== null ? { ...budgets } : {}, surprised: [...data.surprised] };
}

/** The Combat as plain data, for the pure planners. */
export function fightRecord(combat: Combat.Implementation): FightRecord {
  const data = combatData(combat);
  const held = heldBy(combat);
  return {
    round: combat.round,
    turn: combat.turn,
    clock: readClock(data?.clock),
    ledger: readLedger(data?.ledger),
    fighters: combat.combatants.contents.map((combatant) => fighterRecord(combatant, held)),
  };
}
