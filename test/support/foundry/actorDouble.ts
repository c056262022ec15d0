import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";

/**
 * A world actor as `fromUuidSync` answers it and a drop's document reaches it (v13
 * common/documents/actor.mjs and item.mjs), as far as the API and the hotbar read it: its ref, name
 * and type, and its items each with a name, an image and its actor as parent.
 */
export class ActorDouble {
  readonly items: Map<string, ItemDouble> & { contents: ItemDouble[] };
  constructor(readonly snap: ActorSnapshot) {
    const items = new Map(snap.items.map((item) => [item.id, new ItemDouble(item.id, item.name, this)]));
    this.items = Object.assign(items, { contents: [...items.values()] });
  }
  get uuid(): string {
    return this.snap.ref;
  }
  get name(): string {
    return this.snap.name;
  }
  get type(): string {
    return this.snap.type;
  }
}

export class ItemDouble {
  readonly img = "icons/weapon.webp";
  constructor(
    readonly id: string,
    readonly name: string,
    readonly parent: ActorDouble,
  ) {}
}
