import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { expandedWrite } from "./expandedWrite";
import type { EffectDouble, FoundryGeneration } from "./foundryGenerations";

type Data = Record<string, unknown>;

function isRecord(value: unknown): value is Data {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A written object's own data, as the client sends it: its dotted keys expanded (expandedWrite.ts). */
function written(data: Readonly<Data>): Data {
  const expanded = expandedWrite(data);
  return isRecord(expanded) ? expanded : {};
}

/**
 * A chat message as the GM's game holds it once written: its `system` stored and updated as the
 * generation's database does (`FoundryGeneration#merge`), its rolls kept as the JSON each arrived
 * as (v13 common/documents/chat-message.mjs: `rolls` is an array of JSON strings, read back as
 * Rolls), its author the user whose id it names.
 */
export class MessageDouble {
  system: Data;
  rolls: { toJSON(): unknown }[] = [];

  constructor(
    readonly id: string,
    readonly type: string,
    system: Data,
    readonly author: { readonly id: string; readonly isGM: boolean },
    readonly whisper: readonly string[],
    readonly blind: boolean,
    readonly generation: FoundryGeneration,
  ) {
    this.system = {};
    generation.merge(this.system, system);
  }

  /** v13 client/documents/chat-message.mjs `isRoll`: it carries rolls. */
  get isRoll(): boolean {
    return this.rolls.length > 0;
  }

  async update(data: Readonly<Data>): Promise<this> {
    const change = written(data);
    if (isRecord(change["system"])) this.generation.merge(this.system, change["system"]);
    const rolls = change["rolls"];
    if (Array.isArray(rolls)) this.rolls = rolls.map((roll) => ({ toJSON: () => (typeof roll === "string" ? JSON.parse(roll) : roll) }));
    return this;
  }
}

/**
 * An actor as the GM's game holds it, for Turnwright's writes to it (gm/actorUpdate.ts,
 * gm/ruleEffects.ts): `update` of dotted paths (v13 common/abstract/document.mjs `Document#update`,
 * expanded and merged as the generation's database does), a status turned on or off
 * (client/documents/actor.mjs `toggleStatusEffect` with `active`), its items' updates, and its
 * embedded effects made from creation data as the generation takes it in
 * (`FoundryGeneration#effect`) and deleted by id.
 */
export class ActorDouble {
  readonly id: string;
  readonly name: string;
  readonly type: string;
  system: Data;
  readonly statuses = new Set<string>();
  readonly items: Map<string, { system: Data }>;
  readonly #effects: EffectDouble[] = [];
  /** Every effect made on the actor, in order, deleted since or not. */
  readonly made: EffectDouble[] = [];
  #next = 1;

  constructor(
    readonly uuid: string,
    actor: ActorSnapshot,
    readonly generation: FoundryGeneration,
  ) {
    this.id = uuid.split(".").at(-1) ?? uuid;
    this.name = actor.name;
    this.type = actor.type;
    this.system = isRecord(actor.system) ? structuredClone(actor.system) : {};
    this.items = new Map(actor.items.map((item) => [item.id, { system: isRecord(item.system) ? structuredClone(item.system) : {} }]));
  }

  get effects(): { readonly contents: readonly EffectDouble[] } {
    return { contents: [...this.#effects] };
  }

  async update(data: Readonly<Data>): Promise<this> {
    const change = written(data);
    if (isRecord(change["system"])) this.generation.merge(this.system, change["system"]);
    return this;
  }

  async toggleStatusEffect(id: string, options: { readonly active: boolean }): Promise<void> {
    if (options.active) this.statuses.add(id);
    else this.statuses.delete(id);
  }

  async updateEmbeddedDocuments(_name: "Item", updates: readonly Data[]): Promise<void> {
    for (const update of updates) {
      const change = written(update);
      const item = this.items.get(String(change["_id"]));
      if (item !== undefined && isRecord(change["system"])) this.generation.merge(item.system, change["system"]);
    }
  }

  async createEmbeddedDocuments(_name: "ActiveEffect", data: readonly Data[]): Promise<EffectDouble[]> {
    const made = data.map((one) => this.generation.effect({ _id: `effect${String(this.#next++)}`, ...written(one) }, this));
    this.#effects.push(...made);
    this.made.push(...made);
    return made;
  }

  async deleteEmbeddedDocuments(_name: "ActiveEffect", ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const at = this.#effects.findIndex((effect) => effect.id === id);
      if (at >= 0) this.#effects.splice(at, 1);
    }
  }
}

/**
 * The world's chat messages and actors as document doubles of one generation, for the card world's
 * own writes (src/foundry/chat/foundryCardWorld.ts) to run against: `game.messages`, the
 * `ChatMessage` class's `createDocuments` and `getSpeaker`, and the actors that
 * `foundry.utils.fromUuidSync` finds (`foundry.documents.Actor` is the actor double's class).
 */
export class WorldDocuments {
  readonly messages = new Map<string, MessageDouble>();
  readonly actors = new Map<string, ActorDouble>();
  #next = 1;

  constructor(
    readonly generation: FoundryGeneration,
    readonly gms: readonly string[] = ["gm"],
  ) {}

  /** An actor the world now holds, under its uuid. */
  addActor(actor: ActorSnapshot): ActorDouble {
    const made = new ActorDouble(actor.ref, actor, this.generation);
    this.actors.set(actor.ref, made);
    return made;
  }

  /** `ChatMessage.implementation` as the card world reaches it (v13 common/abstract/document.mjs `createDocuments`, client/documents/chat-message.mjs `getSpeaker`). */
  readonly chatMessage = {
    getSpeaker: (): Data => ({}),
    createDocuments: async (data: readonly Data[]): Promise<MessageDouble[]> =>
      data.map((one) => {
        const source = written(one);
        const author = String(source["author"] ?? "");
        const whisper = Array.isArray(source["whisper"]) ? source["whisper"].map(String) : [];
        const id = `message${String(this.#next++)}`;
        const made = new MessageDouble(
          id,
          String(source["type"] ?? "base"),
          isRecord(source["system"]) ? source["system"] : {},
          { id: author, isGM: this.gms.includes(author) },
          whisper,
          source["blind"] === true,
          this.generation,
        );
        this.messages.set(id, made);
        return made;
      }),
  };

  /** `foundry.utils.fromUuidSync` over the world's actors. */
  readonly fromUuidSync = (uuid: string): ActorDouble | undefined => this.actors.get(uuid);
}
