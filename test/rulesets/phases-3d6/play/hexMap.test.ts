import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";
import type { FigureOnMap, TokenMove } from "../../../../src/engine/play/MapRules";
import { hexDistance } from "../../../../src/rulesets/phases-3d6/hex/distance";
import type { Hex } from "../../../../src/rulesets/phases-3d6/hex/Hex";
import { HEX_LAYOUTS, hexToOffset, type HexLayout } from "../../../../src/rulesets/phases-3d6/hex/offset";
import { pathThrough } from "../../../../src/rulesets/phases-3d6/hex/path";
import { PHASES_COMBAT } from "../../../../src/rulesets/phases-3d6/play/combat";
import { PHASES_MAP } from "../../../../src/rulesets/phases-3d6/play/hexMap";
import { opportunityActionId, readOpportunityAction } from "../../../../src/rulesets/phases-3d6/play/opportunityAction";
import { packActor } from "./packActors";
import { anyHex } from "../hex/arbitraries";

const brawler = packActor("street-brawler", "Actor.brawler"); // reach 1, knife
const spearman = packActor("watch-spearman", "Actor.spear"); // spear: reach 2
const raider = packActor("axe-raider", "Actor.raider"); // great axe: reach 1
const stunned = packActor("axe-raider", "Actor.dazed", (system) => {
  system["conditions"] = { stunned: true, prone: false, unaware: false };
});

const HOSTILE = -1;
const FRIENDLY = 1;

function figure(actor: ActorSnapshot, at: Hex, layout: HexLayout, side = HOSTILE, budget: unknown = null): FigureOnMap {
  return { actor, at: hexToOffset(at, layout), side, budget };
}

/** The brawler walking through the given hexes (axial), on a grid of the given layout. */
function walk(
  legs: readonly (readonly Hex[])[],
  others: readonly { actor: ActorSnapshot; at: Hex; side?: number; budget?: unknown }[],
  layout: HexLayout = "odd-r",
  moverBudget: unknown = null,
): TokenMove {
  return {
    grid: layout,
    mover: figure(brawler, legs[0]?.[0] ?? { q: 0, r: 0 }, layout, FRIENDLY, moverBudget),
    legs: legs.map((leg) => leg.map((at) => hexToOffset(at, layout))),
    others: others.map((other) => figure(other.actor, other.at, layout, other.side ?? HOSTILE, other.budget ?? null)),
  };
}

const threateners = (move: TokenMove) => PHASES_MAP.cardsForMove(move).map((card) => card.actors[0]);

describe("a token leaving threatened hexes on a hex map", () => {
  it.each(HEX_LAYOUTS)("offers the attack to an adjacent enemy on a %s grid, and only one card for the whole walk", (layout) => {
    const cards = PHASES_MAP.cardsForMove(
      walk(
        [
          [
            { q: 0, r: 0 },
            { q: -1, r: 0 },
            { q: -2, r: 0 },
            { q: -3, r: 0 },
          ],
        ],
        [{ actor: raider, at: { q: 1, r: 0 } }],
        layout,
      ),
    );
    expect(cards).toHaveLength(1);
    expect(cards[0]).toEqual({
      kind: "opportunity",
      actors: ["Actor.raider", "Actor.brawler"],
      data: { threatener: "Actor.raider", mover: "Actor.brawler", at: { q: 0, r: 0 }, skillNegates: true, answer: null },
      used: [],
    });
  });

  it("fills in the hexes between waypoints: a drag straight past a spear's reach provokes", () => {
    // Only the two ends are given; the straight line between them passes within 2 of the spearman.
    const move = walk(
      [
        [
          { q: -3, r: 1 },
          { q: 3, r: 1 },
        ],
      ],
      [{ actor: spearman, at: { q: 0, r: -1 } }],
    );
    expect(threateners(move)).toEqual(["Actor.spear"]);
  });

  it("posts nothing for walking up to an enemy and stopping, nor for a walk far from anyone", () => {
    expect(
      threateners(
        walk(
          [
            [
              { q: -3, r: 0 },
              { q: -2, r: 0 },
              { q: -1, r: 0 },
            ],
          ],
          [{ actor: raider, at: { q: 0, r: 0 } }],
        ),
      ),
    ).toEqual([]);
    expect(
      threateners(
        walk(
          [
            [
              { q: 5, r: 5 },
              { q: 6, r: 5 },
            ],
          ],
          [{ actor: raider, at: { q: 0, r: 0 } }],
        ),
      ),
    ).toEqual([]);
  });

  it("asks nothing of friends, of the Stunned, or of a square or gridless map", () => {
    const away = [
      [
        { q: 0, r: 0 },
        { q: -1, r: 0 },
        { q: -2, r: 0 },
      ],
    ];
    expect(threateners(walk(away, [{ actor: raider, at: { q: 1, r: 0 }, side: FRIENDLY }]))).toEqual([]);
    expect(threateners(walk(away, [{ actor: stunned, at: { q: 1, r: 0 } }]))).toEqual([]);
    expect(PHASES_MAP.cardsForMove({ ...walk(away, [{ actor: raider, at: { q: 1, r: 0 } }]), grid: "square" })).toEqual([]);
    expect(PHASES_MAP.cardsForMove({ ...walk(away, [{ actor: raider, at: { q: 1, r: 0 } }]), grid: "gridless" })).toEqual([]);
  });

  it("offers each threatener in the fight's order, each at the hex the mover leaves first", () => {
    const move = walk(
      [
        [
          { q: 0, r: 0 },
          { q: 0, r: 1 },
          { q: 0, r: 2 },
          { q: 0, r: 3 },
        ],
      ],
      [
        { actor: spearman, at: { q: 2, r: 1 } },
        { actor: raider, at: { q: -1, r: 0 } },
      ],
    );
    const cards = PHASES_MAP.cardsForMove(move);
    expect(cards.map((card) => [card.actors[0], card.data["at"]])).toEqual([
      ["Actor.raider", { q: 0, r: 0 }],
      ["Actor.spear", { q: 0, r: 1 }],
    ]);
  });

  it("lets the 1-hex step and the withdraw action through, when they were taken first", () => {
    const phase = (...actions: string[]) => {
      let budget: unknown = PHASES_COMBAT.startTurn(PHASES_COMBAT.freshBudget(null), { restricted: false });
      for (const action of actions) {
        const spent = PHASES_COMBAT.spend(budget, action, brawler);
        if (!spent.ok) throw new Error(spent.refusal.message);
        budget = spent.value;
      }
      return budget;
    };
    const near = [{ actor: raider, at: { q: 1, r: 0 } }];
    const oneHex = [
      [
        { q: 0, r: 0 },
        { q: -1, r: 0 },
      ],
    ];
    const threeHexes = [
      [
        { q: 0, r: 0 },
        { q: -1, r: 0 },
        { q: -2, r: 0 },
        { q: -3, r: 0 },
      ],
    ];
    expect(threateners(walk(oneHex, near, "odd-r", phase("step")))).toEqual([]);
    // Three hexes are no step, whatever was taken: they are combat movement and provoke.
    expect(threateners(walk(threeHexes, near, "odd-r", phase("step")))).toEqual(["Actor.raider"]);
    expect(threateners(walk(threeHexes, near, "odd-r", phase("withdraw")))).toEqual([]);
    expect(threateners(walk(oneHex, near, "odd-r", phase()))).toEqual(["Actor.raider"]);
    // Non-combat speed provokes with no skill roll to spoil the attack.
    const running = PHASES_MAP.cardsForMove(walk(threeHexes, near, "odd-r", phase("noncombatMove")));
    expect(running.map((card) => card.data["skillNegates"])).toEqual([false]);
  });

  it("does not offer the same threatener again once this mover's leaving came up for it this Phase", () => {
    const answered = PHASES_COMBAT.spend(PHASES_COMBAT.freshBudget(null), opportunityActionId({ answer: "pass", mover: "Actor.brawler" }), raider);
    if (!answered.ok) throw new Error(answered.refusal.message);
    const again = walk(
      [
        [
          { q: 0, r: 0 },
          { q: -1, r: 0 },
        ],
      ],
      [{ actor: raider, at: { q: 1, r: 0 }, budget: answered.value }],
    );
    expect(threateners(again)).toEqual([]);
    // A new Phase brings the opportunity back.
    const nextPhase = walk(
      [
        [
          { q: 0, r: 0 },
          { q: -1, r: 0 },
        ],
      ],
      [{ actor: raider, at: { q: 1, r: 0 }, budget: PHASES_COMBAT.startStep(answered.value) }],
    );
    expect(threateners(nextPhase)).toEqual(["Actor.raider"]);
  });

  it("treats a jump as two walks: nothing between them is crossed, and each threatener is offered once", () => {
    // The first leg leaves the raider's reach; the jump lands beside it again and walks off.
    const legs = [
      [
        { q: 0, r: 0 },
        { q: -1, r: 0 },
      ],
      [
        { q: 2, r: 0 },
        { q: 3, r: 0 },
      ],
    ];
    expect(threateners(walk(legs, [{ actor: raider, at: { q: 1, r: 0 } }]))).toEqual(["Actor.raider"]);
    // Jumping past the spearman's hex crosses nothing near it.
    expect(
      threateners(
        walk(
          [
            [{ q: -5, r: 0 }],
            [
              { q: 5, r: 0 },
              { q: 6, r: 0 },
            ],
          ],
          [{ actor: spearman, at: { q: 0, r: 0 } }],
        ),
      ),
    ).toEqual([]);
  });

  it("offers exactly the enemies within whose reach the walk leaves some hex (any layout, any walk)", () => {
    const step = fc.constantFrom<Hex>({ q: 1, r: 0 }, { q: -1, r: 0 }, { q: 0, r: 1 }, { q: 0, r: -1 }, { q: 1, r: -1 }, { q: -1, r: 1 });
    fc.assert(
      fc.property(
        fc.constantFrom(...HEX_LAYOUTS),
        anyHex,
        fc.array(step, { minLength: 1, maxLength: 8 }),
        fc.array(fc.record({ q: fc.integer({ min: -6, max: 6 }), r: fc.integer({ min: -6, max: 6 }) }), { maxLength: 4 }),
        (layout, start, steps, offsets) => {
          const path: Hex[] = [start];
          for (const s of steps) {
            const last = path[path.length - 1] ?? start;
            path.push({ q: last.q + s.q, r: last.r + s.r });
          }
          const enemies = offsets.map((offset, index) => ({
            actor: packActor(index % 2 === 0 ? "axe-raider" : "watch-spearman", `Actor.e${index}`),
            at: { q: start.q + offset.q, r: start.r + offset.r },
          }));
          const reachOf = (index: number) => (index % 2 === 0 ? 1 : 2);
          const expected = enemies
            .filter((enemy, index) => path.slice(0, -1).some((left) => hexDistance(left, enemy.at) <= reachOf(index)))
            .map((enemy) => enemy.actor.ref);
          const offered = threateners(walk([pathThrough(path)], enemies, layout));
          expect([...offered].sort()).toEqual([...expected].sort());
          expect(new Set(offered).size).toBe(offered.length);
        },
      ),
      { seed: 4, numRuns: 200 },
    );
  });
});

describe("the Phase's attacks of opportunity in the tracker's budget", () => {
  const strikeAt = (mover: string) => opportunityActionId({ answer: "strike", mover });
  const duellist = packActor("duellist", "Actor.duellist"); // Combat Reflexes

  it("are answered out of turn, once a Phase without Combat Reflexes, and come back with the next Phase", () => {
    expect(PHASES_COMBAT.outOfTurn(strikeAt("Actor.brawler"))).toBe(true);
    expect(PHASES_COMBAT.outOfTurn("strike")).toBe(false);
    const first = PHASES_COMBAT.spend(PHASES_COMBAT.freshBudget(null), strikeAt("Actor.brawler"), raider);
    if (!first.ok) throw new Error(first.refusal.message);
    const second = PHASES_COMBAT.spend(first.value, strikeAt("Actor.spear"), raider);
    expect(second.ok ? "allowed" : second.refusal.code).toBe("aoo-phase-used");
    expect(PHASES_COMBAT.spend(first.value, strikeAt("Actor.brawler"), raider)).toMatchObject({ ok: false, refusal: { code: "aoo-same-opportunity" } });
    // Its own turn within the Phase keeps the Phase's answers; the next Phase clears them.
    const ownTurn = PHASES_COMBAT.startTurn(first.value, { restricted: false });
    expect(PHASES_COMBAT.spend(ownTurn, strikeAt("Actor.spear"), raider)).toMatchObject({ ok: false, refusal: { code: "aoo-phase-used" } });
    expect(PHASES_COMBAT.spend(PHASES_COMBAT.startStep(ownTurn), strikeAt("Actor.spear"), raider).ok).toBe(true);
  });

  it("allow one per opportunity with Combat Reflexes, none after a Dodge, and none from the Stunned", () => {
    const first = PHASES_COMBAT.spend(PHASES_COMBAT.freshBudget(null), strikeAt("Actor.brawler"), duellist);
    if (!first.ok) throw new Error(first.refusal.message);
    expect(PHASES_COMBAT.spend(first.value, strikeAt("Actor.spear"), duellist).ok).toBe(true);
    const dodged = PHASES_COMBAT.spend(PHASES_COMBAT.startTurn(PHASES_COMBAT.freshBudget(null), { restricted: false }), "dodge", duellist);
    if (!dodged.ok) throw new Error(dodged.refusal.message);
    expect(PHASES_COMBAT.spend(dodged.value, strikeAt("Actor.brawler"), duellist)).toMatchObject({ ok: false, refusal: { code: "aoo-after-dodge" } });
    expect(PHASES_COMBAT.spend(PHASES_COMBAT.freshBudget(null), strikeAt("Actor.brawler"), stunned)).toMatchObject({
      ok: false,
      refusal: { code: "cannot-strike-now" },
    });
  });

  it("keep the slots of the threatener's own Phase untouched", () => {
    const answered = PHASES_COMBAT.spend(PHASES_COMBAT.freshBudget(null), strikeAt("Actor.brawler"), raider);
    if (!answered.ok) throw new Error(answered.refusal.message);
    expect(PHASES_COMBAT.pips(answered.value).map((pip) => pip.spent)).toEqual([false, false, false]);
    expect(PHASES_COMBAT.spend(answered.value, "strike", raider).ok).toBe(true);
  });

  it("count each distracting action as an opportunity of its own, apart from the same mover's leaving", () => {
    const duellistStrike = (occasion?: string) =>
      opportunityActionId(occasion === undefined ? { answer: "strike", mover: "Actor.brawler" } : { answer: "strike", mover: "Actor.brawler", occasion });
    const pickUp = PHASES_COMBAT.spend(PHASES_COMBAT.freshBudget(null), duellistStrike("pickUp-0"), duellist);
    if (!pickUp.ok) throw new Error(pickUp.refusal.message);
    expect(PHASES_COMBAT.spend(pickUp.value, duellistStrike("pickUp-0"), duellist)).toMatchObject({ ok: false, refusal: { code: "aoo-same-opportunity" } });
    const heavy = PHASES_COMBAT.spend(pickUp.value, duellistStrike("moveHeavy-1"), duellist);
    if (!heavy.ok) throw new Error(heavy.refusal.message);
    expect(PHASES_COMBAT.spend(heavy.value, duellistStrike(), duellist).ok).toBe(true);
    expect(readOpportunityAction("opportunity:pass:Actor.brawler@pickUp-0")).toEqual({ answer: "pass", mover: "Actor.brawler", occasion: "pickUp-0" });
    expect(readOpportunityAction("opportunity:pass:Actor.brawler@")).toBeUndefined();
  });
});
