import { afterEach, describe, expect, it, vi } from "vitest";
import { changesData } from "../../../src/foundry/versions/effectShape";
import { effectChanges, readChanges } from "../../../src/foundry/versions/effectChanges";

/** v13's `CONST.ACTIVE_EFFECT_MODES` (common/constants.mjs). */
const V13_MODES = { CUSTOM: 0, MULTIPLY: 1, ADD: 2, DOWNGRADE: 3, UPGRADE: 4, OVERRIDE: 5 };

function onGeneration(generation: number): void {
  vi.stubGlobal("game", { release: { generation } });
  vi.stubGlobal("CONST", generation >= 14 ? {} : { ACTIVE_EFFECT_MODES: V13_MODES });
}
afterEach(() => vi.unstubAllGlobals());

const RULES = [
  { key: "system.dcv", mode: "add", value: "-2" },
  { key: "system.conditions.stunned", mode: "override", value: "true" },
  { key: "system.skill", mode: "custom", value: "+1D" },
] as const;

describe("an effect's changes, made in the running game's shape", () => {
  it("on v13: `changes` on the effect, each with v13's numbered mode", () => {
    onGeneration(13);
    expect(changesData(RULES)).toEqual({
      changes: [
        { key: "system.dcv", value: "-2", mode: 2 },
        { key: "system.conditions.stunned", value: "true", mode: 5 },
        { key: "system.skill", value: "+1D", mode: 0 },
      ],
    });
  });

  it("on v14: `system.changes`, each with a named type, the initial phase and the type's own priority (v14's ChangeData), and no v13 constant read", () => {
    onGeneration(14);
    expect(changesData(RULES)).toEqual({
      system: {
        changes: [
          { key: "system.dcv", value: "-2", type: "add", phase: "initial", priority: null },
          { key: "system.conditions.stunned", value: "true", type: "override", phase: "initial", priority: null },
          { key: "system.skill", value: "+1D", type: "custom", phase: "initial", priority: null },
        ],
      },
    });
  });
});

describe("an effect's changes, read the same from either shape", () => {
  it("reads what either generation made back as the same changes", () => {
    onGeneration(13);
    const old = changesData(RULES);
    onGeneration(14);
    const made = changesData(RULES);
    expect(readChanges(old)).toEqual(RULES);
    expect(readChanges(made)).toEqual(RULES);
  });

  it("takes v14's values cast out of their text (numbers, booleans) back as text, and leaves out kinds it does not know", () => {
    const data = {
      system: {
        changes: [
          { key: "system.dcv", value: -2, type: "add", phase: "initial", priority: null },
          { key: "system.flag", value: true, type: "override", phase: "final", priority: 50 },
          { key: "system.x", value: 1, type: "subtract", phase: "initial", priority: null },
          { key: "system.y", value: 1, type: "custom.7", phase: "initial", priority: null },
        ],
      },
    };
    expect(readChanges(data)).toEqual([
      { key: "system.dcv", mode: "add", value: "-2" },
      { key: "system.flag", mode: "override", value: "true" },
    ]);
  });

  it("on v14 reads a document's `system.changes` and never its deprecated `changes` getter; on v13 its own `changes`", () => {
    let deprecatedReads = 0;
    const v14Effect = {
      system: { changes: [{ key: "system.dcv", value: 1, type: "add", phase: "initial", priority: null }] },
      get changes() {
        deprecatedReads += 1;
        return [];
      },
    };
    onGeneration(14);
    expect(effectChanges(v14Effect)).toEqual([{ key: "system.dcv", mode: "add", value: "1" }]);
    expect(deprecatedReads).toBe(0);
    onGeneration(13);
    const v13Effect = { system: {}, changes: [{ key: "system.dcv", value: "1", mode: 2 }] };
    expect(effectChanges(v13Effect)).toEqual([{ key: "system.dcv", mode: "add", value: "1" }]);
  });
});
