import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import type { RuleSetModule } from "../../../src/engine/play/RuleSetModule";
import { nearestAllies, type Placed } from "../../../src/foundry/chat/nearestAllies";
import { readClock, readLedger } from "../../../src/foundry/fight/clockRecord";
import { fighterOfActor, type FightRecord, type FighterRecord } from "../../../src/foundry/fight/FightRecord";
import { unawareNow } from "../../../src/foundry/fight/surprise";
import { talliesOf } from "../../../src/foundry/data/worldTallies";
import { isData, type Data } from "../standin/ServerCommon";

/** The stand-in's store, as `LiveTable#store` reads it: each document name's records. */
export type Store = Readonly<Record<string, readonly Data[]>>;

const list = (value: unknown): Data[] => (Array.isArray(value) ? value.filter(isData) : []);

/** A world document of the store by id. */
export function storedRecord(store: Store, documentName: string, id: string): Data | undefined {
  return (store[documentName] ?? []).find((record) => record["_id"] === id);
}

/** The ids of the card messages the store holds. */
export function cardIds(store: Store): Set<string> {
  return new Set(
    (store["ChatMessage"] ?? []).filter((record) => isData(record["system"]) && isData(record["system"]["card"])).map((record) => String(record["_id"])),
  );
}

/** A card message's stored state: its `system.card`, and the user whose roll it is. */
export function storedCard(store: Store, messageId: string): { readonly card: Data; readonly roller: unknown } | undefined {
  const system = storedRecord(store, "ChatMessage", messageId)?.["system"];
  return isData(system) && isData(system["card"]) ? { card: system["card"], roller: system["roller"] } : undefined;
}

/** The ref of a combatant's actor as the GM's game names it: the world actor of a linked token, else the token's own actor (v13 client/documents/token.mjs `TokenDocument#actor`). */
export function combatantActorRef(store: Store, combatant: Data, sceneId: unknown): string | null {
  const actorId = combatant["actorId"];
  if (typeof actorId !== "string") return null;
  const scene = typeof sceneId === "string" ? storedRecord(store, "Scene", sceneId) : undefined;
  const token = list(scene?.["tokens"]).find((candidate) => candidate["_id"] === combatant["tokenId"]);
  return token === undefined || token["actorLink"] === true ? `Actor.${actorId}` : `Scene.${String(sceneId)}.Token.${String(token["_id"])}.Actor.${actorId}`;
}

/**
 * A stored Combat read as the tracker plans with it (src/foundry/documents/fighterRecord.ts
 * `fightRecord`), from the records the server holds: the clock, the ledger, each combatant's
 * initiative, tiebreak, surprise and budget, and its actor as the GM's game reads it.
 */
export function storedFight(store: Store, combatId: string, snapshots: Readonly<Record<string, ActorSnapshot>>): FightRecord {
  const combat = storedRecord(store, "Combat", combatId);
  if (combat === undefined) throw new Error(`the store holds no combat ${combatId}`);
  const system = isData(combat["system"]) ? combat["system"] : {};
  const budgets = isData(system["budgets"]) ? system["budgets"] : {};
  const surprised = Array.isArray(system["surprised"]) ? system["surprised"] : [];
  const fighters = list(combat["combatants"]).map((combatant): FighterRecord => {
    const id = String(combatant["_id"]);
    const data = isData(combatant["system"]) ? combatant["system"] : {};
    const ref = combatantActorRef(store, combatant, combatant["sceneId"] ?? combat["scene"]);
    return {
      id,
      name: typeof combatant["name"] === "string" ? combatant["name"] : "",
      actor: ref === null ? null : (snapshots[ref] ?? null),
      initiative: typeof combatant["initiative"] === "number" ? combatant["initiative"] : null,
      tiebreak: Array.isArray(data["tiebreak"]) ? data["tiebreak"].filter((value): value is number => typeof value === "number") : [],
      rolledFor: typeof data["rolledFor"] === "number" ? data["rolledFor"] : 0,
      surprised: surprised.includes(id),
      defeated: combatant["defeated"] === true,
      budget: budgets[id] ?? null,
    };
  });
  return {
    round: Number(combat["round"]),
    turn: typeof combat["turn"] === "number" ? combat["turn"] : null,
    clock: readClock(system["clock"]),
    ledger: readLedger(system["ledger"]),
    fighters,
  };
}

/** What the card flow reads of the world (src/foundry/chat/foundryCardWorld.ts), read from the store and the GM's snapshots. */
export interface StoredReads {
  budget(ref: string): unknown;
  unaware(): readonly string[];
  tallies(): Record<string, number>;
  allies(ref: string): ActorSnapshot[];
}

export function storedReads(store: Store, module: RuleSetModule, combatId: string | null, snapshots: Readonly<Record<string, ActorSnapshot>>): StoredReads {
  const fight = combatId === null ? null : storedFight(store, combatId, snapshots);
  const setting = (store["Setting"] ?? []).find((record) => record["key"] === "turnwright.tallies");
  const tallies = setting === undefined ? {} : JSON.parse(String(setting["value"]));
  const combat = combatId === null ? undefined : storedRecord(store, "Combat", combatId);
  const placed: Placed[] = list(combat?.["combatants"]).flatMap((combatant) => {
    const sceneId = combatant["sceneId"] ?? combat?.["scene"];
    const ref = combatantActorRef(store, combatant, sceneId);
    const actor = ref === null ? undefined : snapshots[ref];
    const scene = typeof sceneId === "string" ? storedRecord(store, "Scene", sceneId) : undefined;
    const token = list(scene?.["tokens"]).find((candidate) => candidate["_id"] === combatant["tokenId"]);
    if (actor === undefined || token === undefined) return [];
    return [
      { actor, disposition: Number(token["disposition"]), scene: typeof sceneId === "string" ? sceneId : null, x: Number(token["x"]), y: Number(token["y"]) },
    ];
  });
  return {
    budget: (ref) => (fight === null ? undefined : (fighterOfActor(fight, ref)?.budget ?? undefined)),
    unaware: () => (fight === null ? [] : unawareNow(fight)),
    tallies: () => talliesOf(tallies, module),
    allies: (ref) => {
      const self = placed.find((fighter) => fighter.actor.ref === ref);
      return self === undefined ? [] : nearestAllies(self, placed, (actor) => module.combat.canAct(actor));
    },
  };
}
