import { describe, expect, it } from "vitest";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { nearestAllies, type Placed } from "../../../src/foundry/chat/nearestAllies";

const actor = (ref: string): ActorSnapshot => ({ ref, name: ref, type: "d20-segments", system: {}, items: [] });
const placed = (ref: string, disposition: number, x: number, y: number, scene: string | null = "s1"): Placed => ({
  actor: actor(ref),
  disposition,
  scene,
  x,
  y,
});

describe("a botcher's nearest ally at the table", () => {
  it("is the closest token of the same disposition still able to act, by the map", () => {
    const self = placed("me", 1, 0, 0);
    const fighters = [
      self,
      placed("far", 1, 500, 0),
      placed("foe", -1, 10, 0),
      placed("near", 1, 100, 100),
      placed("down", 1, 5, 5),
      placed("elsewhere", 1, 1, 1, "s2"),
    ];
    const able = (who: ActorSnapshot) => who.ref !== "down";
    expect(nearestAllies(self, fighters, able).map((ally) => ally.ref)).toEqual(["near", "far", "elsewhere"]);
  });

  it("is nobody when the side has no one else", () => {
    const self = placed("me", -1, 0, 0);
    expect(nearestAllies(self, [self, placed("hero", 1, 1, 1)], () => true)).toEqual([]);
  });
});
