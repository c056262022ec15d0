import { describe, expect, it } from "vitest";
import { actorItemKey, actorKey, itemKey, StoredSources, versionStamp } from "../../../src/foundry/data/storedSources";

const oldActor = () => ({
  _id: "varro00000000000",
  name: "Sergeant Varro",
  type: "d100-fate",
  system: { ws: 45, bs: 42 },
  flags: { turnwright: { schemaVersion: 1 } },
  items: [
    { _id: "chainsword000000", type: "d100-fate-weapon", system: { pen: 2 }, flags: {} },
    { _id: "lasgun0000000000", type: "d100-fate-weapon", system: { penetration: 0 }, flags: { turnwright: { schemaVersion: 2 } } },
  ],
});

describe("StoredSources", () => {
  it("keeps a copy of an old actor's data and its old items' before Foundry cleans them", () => {
    const sources = new StoredSources();
    const data = oldActor();
    sources.rememberActor(data, 2);
    data.system.ws = 0;
    delete data.items[0]?.system.pen;
    expect(sources.recall(actorKey("varro00000000000"))).toEqual({ system: { ws: 45, bs: 42 }, version: 1 });
    expect(sources.recall(actorItemKey("varro00000000000", "chainsword000000"))).toEqual({ system: { pen: 2 }, version: undefined });
    expect(sources.recall(actorItemKey("varro00000000000", "lasgun0000000000"))).toBeUndefined();
    expect(sources.size).toBe(2);
  });

  it("keeps nothing for documents already at the current version", () => {
    const sources = new StoredSources();
    sources.rememberActor({ ...oldActor(), flags: { turnwright: { schemaVersion: 2 } }, items: [] }, 2);
    sources.rememberItem({ _id: "flak000000000000", system: { body: 4 }, flags: { turnwright: { schemaVersion: 3 } } }, 2);
    expect(sources.size).toBe(0);
  });

  it("keeps world items, ignores what is not a document's data, and lets go of everything at once", () => {
    const sources = new StoredSources();
    sources.rememberItem({ _id: "flak000000000000", system: { body: 4 } }, 2);
    sources.rememberItem({ system: { body: 4 } }, 2);
    sources.rememberItem({ _id: "x", system: [1] }, 2);
    sources.rememberActor(null, 2);
    expect(sources.size).toBe(1);
    expect(sources.recall(itemKey("flak000000000000"))).toEqual({ system: { body: 4 }, version: undefined });
    sources.clear();
    expect(sources.size).toBe(0);
  });
});

describe("versionStamp", () => {
  it("reads flags.turnwright.schemaVersion when it is a whole number", () => {
    expect(versionStamp({ flags: { turnwright: { schemaVersion: 3 } } })).toBe(3);
    expect(versionStamp({ flags: { turnwright: { schemaVersion: "3" } } })).toBeUndefined();
    expect(versionStamp({ flags: { core: {} } })).toBeUndefined();
    expect(versionStamp(undefined)).toBeUndefined();
  });
});
