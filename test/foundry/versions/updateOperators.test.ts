import { afterEach, describe, expect, it, vi } from "vitest";
import { deleteKey, replaceWhole } from "../../../src/foundry/versions/updateOperators";
import { ForcedDeletion, ForcedReplacement } from "../../support/foundry/updatesV14";

afterEach(() => vi.unstubAllGlobals());

describe("an update that replaces a field whole or deletes a key", () => {
  it("on v13 writes the `==key` and `-=key` forms", () => {
    vi.stubGlobal("game", { release: { generation: 13 } });
    vi.stubGlobal("foundry", { data: {} });
    const system: Record<string, unknown> = {};
    replaceWhole(system, "clock", { round: 2 });
    deleteKey(system, "duration");
    expect(system).toEqual({ "==clock": { round: 2 }, "-=duration": null });
  });

  it("on v14 writes the plain key with v14's operators, and no old form that would warn", () => {
    vi.stubGlobal("game", { release: { generation: 14 } });
    vi.stubGlobal("foundry", { data: { operators: { ForcedReplacement, ForcedDeletion } } });
    const system: Record<string, unknown> = {};
    replaceWhole(system, "card", { step: 1 });
    deleteKey(system, "duration");
    expect(Object.keys(system)).toEqual(["card", "duration"]);
    expect(system["card"]).toBeInstanceOf(ForcedReplacement);
    expect(system["card"]).toMatchObject({ value: { step: 1 } });
    expect(system["duration"]).toBeInstanceOf(ForcedDeletion);
  });

  it("on a v14 without the operators, fails in words rather than writing a form that warns", () => {
    vi.stubGlobal("game", { release: { generation: 14 } });
    vi.stubGlobal("foundry", { data: {} });
    expect(() => replaceWhole({}, "clock", {})).toThrow(/no foundry\.data\.operators/);
  });
});
