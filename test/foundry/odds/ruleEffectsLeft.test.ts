import { describe, expect, it, vi } from "vitest";

// Foundry's classes the system's documents extend at import (test/support/foundry/documentGlobals.ts).
await vi.hoisted(async () => {
  const { installDocumentGlobals } = await import("../../support/foundry/documentGlobals");
  await installDocumentGlobals();
});

import { createClock, next, segmentRounds, setInitiative } from "../../../src/engine/clock/index";
import { clockMark } from "../../../src/engine/effects/durationInForce";
import { ruleEffectsLeft } from "../../../src/foundry/odds/ruleEffectsLeft";
import { D20_CONDITIONS } from "../../../src/rulesets/d20-segments/conditions";
import { D20_DURATIONS } from "../../../src/rulesets/d20-segments/durations";
import { state } from "../../support/clockStates";

/** A d20-segments fight of two in its first round, at Marvok's turn. */
const ROUND_1 = state(
  next(
    segmentRounds,
    state(setInitiative(segmentRounds, state(createClock(segmentRounds, [{ id: "k1" }, { id: "k2" }])), { k1: { score: 9 }, k2: { score: 5 } })),
  ),
);

/**
 * An Active Effect as the study reads it (v13 client/documents/active-effect.mjs: `active` is
 * neither disabled nor suppressed; `changes` as core stores them, values as text; `statuses` a
 * Set; `getFlag` common/abstract/document.mjs).
 */
function effect(
  name: string,
  flags: Record<string, unknown>,
  more: { active?: boolean; changes?: { key: string; mode: number; value: string }[]; statuses?: string[] } = {},
) {
  return {
    name,
    active: more.active ?? true,
    changes: more.changes ?? [],
    statuses: new Set(more.statuses ?? []),
    getFlag: (scope: string, key: string) => (scope === "turnwright" ? flags[key] : undefined),
  };
}

function actorWith(effects: readonly ReturnType<typeof effect>[]): Actor.Implementation {
  const actor: unknown = { effects: { contents: effects } };
  return actor as Actor.Implementation;
}

const duration = (count: number) => ({ unit: "round-ends", count, start: { combat: "c1", bearer: "k2", mark: clockMark(segmentRounds, ROUND_1, "k2") } });

describe("the rules' effects in force, as the odds study carries them", () => {
  it("reads a botch's lost rounds back as its condition's change, with the round ends left after this round", () => {
    const lost = effect("Botch", { madeBy: "msg1:botch-a-lost", duration: duration(3) }, { statuses: ["lost"] });
    expect(ruleEffectsLeft(actorWith([lost]), "c1", ROUND_1, D20_DURATIONS, D20_CONDITIONS)).toEqual([
      { name: "Botch", changes: [{ key: "system.conditions.lost", mode: "override", value: "true" }], left: { unit: "round-ends", count: 2 } },
    ]);
  });

  it("leaves alone the GM's own effects, ones out of force, ones of another fight, and changes a scenario cannot hold", () => {
    const mine = effect("Blessing", { duration: duration(2) }, { statuses: ["stunned"] });
    const ended = effect("Botch", { madeBy: "m:t", duration: duration(3) }, { statuses: ["lost"], active: false });
    const elsewhere = effect("Botch", { madeBy: "m:t", duration: { ...duration(3), start: { ...duration(3).start, combat: "c9" } } }, { statuses: ["lost"] });
    const odd = effect(
      "Odd",
      { madeBy: "m:u", duration: duration(2) },
      {
        changes: [
          { key: "flags.other.x", mode: 2, value: "1" },
          { key: "system.wound", mode: 0, value: "stunned" },
        ],
      },
    );
    expect(ruleEffectsLeft(actorWith([mine, ended, elsewhere, odd]), "c1", ROUND_1, D20_DURATIONS, D20_CONDITIONS)).toEqual([
      { name: "Odd", changes: [{ key: "system.wound", mode: "custom", value: "stunned" }], left: { unit: "round-ends", count: 1 } },
    ]);
  });
});
