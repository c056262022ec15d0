import { describe, expect, it } from "vitest";
import { idRecord, idRecordOf, ownEntry } from "../../src/engine/idRecord";
import { withEntry, without } from "../../src/engine/clock/draft";

const NAMES = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf", "guard-1"];

describe("records keyed by names a scenario gives", () => {
  it("have no prototype, so a name finds only what was put under it", () => {
    const record = idRecord<number>();
    expect(Object.getPrototypeOf(record)).toBeNull();
    for (const name of NAMES) expect(record[name]).toBeUndefined();
  });

  it("keep every name as an own key, __proto__ too, in the order set, through a copy and JSON", () => {
    const record = idRecordOf(NAMES.map((name, index) => [name, index] as const));
    expect(Object.keys(record)).toEqual(NAMES);
    expect(Object.getPrototypeOf(record)).toBeNull();
    for (const [index, name] of NAMES.entries()) expect(ownEntry(record, name)).toBe(index);
    const copied = withEntry(record, "__proto__", 99);
    expect(Object.getPrototypeOf(copied)).toBeNull();
    expect(ownEntry(copied, "__proto__")).toBe(99);
    expect(ownEntry(record, "__proto__")).toBe(0);
    expect(Object.keys(without(copied, "constructor"))).toEqual(NAMES.filter((name) => name !== "constructor"));
    expect(JSON.stringify(copied)).toBe('{"__proto__":99,"constructor":1,"toString":2,"hasOwnProperty":3,"valueOf":4,"guard-1":5}');
  });
});
