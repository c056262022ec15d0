import { describe, expect, it } from "vitest";
import type { CardState } from "../../../../src/engine/play/CardRules";
import type { RuleSetModule } from "../../../../src/engine/play/RuleSetModule";
import { legsOfMove } from "../../../../src/foundry/canvas/map/legsOfMove";
import type { MapWorld } from "../../../../src/foundry/canvas/map/MapWorld";
import { moveInFight, type FigureInFight, type FightOnMap, type MovedToken } from "../../../../src/foundry/canvas/map/moveInFight";
import { onActionTaken } from "../../../../src/foundry/canvas/map/onActionTaken";
import { onTokenMoved } from "../../../../src/foundry/canvas/map/onTokenMoved";
import { D100_MODULE } from "../../../../src/rulesets/d100-fate/play/module";
import { hexToOffset } from "../../../../src/rulesets/phases-3d6/hex/offset";
import { PHASES_MODULE } from "../../../../src/rulesets/phases-3d6/play/module";
import { packActor } from "../../../rulesets/phases-3d6/play/packActors";

const space = (q: number, r: number) => hexToOffset({ q, r }, "even-q");

const brawler: FigureInFight = { tokenId: "t-brawler", actor: packActor("street-brawler", "Actor.brawler"), at: space(0, 0), side: 1, budget: null };
const raider: FigureInFight = { tokenId: "t-raider", actor: packActor("axe-raider", "Actor.raider"), at: space(1, 0), side: -1, budget: null };
const spear: FigureInFight = { tokenId: "t-spear", actor: packActor("watch-spearman", "Actor.spear"), at: space(-1, 4), side: -1, budget: null };
const fight: FightOnMap = { grid: "even-q", figures: [raider, brawler, spear] };

/** The brawler dragged from (0,0) two hexes away from the raider. */
const dragAway: MovedToken = {
  tokenId: "t-brawler",
  grid: "even-q",
  method: "dragging",
  origin: space(0, 0),
  passed: [{ space: space(-2, 0), teleport: false }],
};

/** A table in memory: it counts the batches of cards it is asked to post. */
class MapDouble implements MapWorld {
  readonly batches: (readonly CardState[])[] = [];
  constructor(
    readonly module: RuleSetModule | undefined,
    readonly isActiveGM: boolean,
    readonly fight: FightOnMap | null,
  ) {}
  fightOnMap(): FightOnMap | null {
    return this.fight;
  }
  sceneOf(actor: string): string | null {
    return this.fight?.figures.some((figure) => figure.actor.ref === actor) === true ? "scene" : null;
  }
  async postCards(cards: readonly CardState[]): Promise<void> {
    this.batches.push(cards);
  }
}

describe("the walked stretches of a token's move", () => {
  it("start at the origin and break at every jump", () => {
    const a = { i: 0, j: 0 };
    const b = { i: 0, j: 3 };
    const c = { i: 4, j: 3 };
    const d = { i: 4, j: 5 };
    expect(legsOfMove(a, [])).toEqual([[a]]);
    expect(
      legsOfMove(a, [
        { space: b, teleport: false },
        { space: c, teleport: false },
      ]),
    ).toEqual([[a, b, c]]);
    expect(
      legsOfMove(a, [
        { space: b, teleport: false },
        { space: c, teleport: true },
        { space: d, teleport: false },
      ]),
    ).toEqual([
      [a, b],
      [c, d],
    ]);
  });
});

describe("a move the fight has to judge", () => {
  it("is the mover from where it started, its stretches, and everyone else in the fight's order", () => {
    const move = moveInFight(dragAway, fight);
    expect(move?.mover).toEqual({ ...brawler, at: space(0, 0) });
    expect(move?.others.map((other) => other.actor.ref)).toEqual(["Actor.raider", "Actor.spear"]);
    expect(move?.legs).toEqual([[space(0, 0), space(-2, 0)]]);
  });

  it("is none without a fight on the scene, for a token not in it, or for a placement rather than a walk", () => {
    expect(moveInFight(dragAway, null)).toBeNull();
    expect(moveInFight({ ...dragAway, tokenId: "t-someone-else" }, fight)).toBeNull();
    for (const method of ["config", "paste", "undo"]) expect(moveInFight({ ...dragAway, method }, fight)).toBeNull();
    for (const method of ["dragging", "keyboard", "api"]) expect(moveInFight({ ...dragAway, method }, fight)).not.toBeNull();
  });
});

describe("a token moved out of a threatened hex in a fight", () => {
  it("posts one batch of cards, one per threatener, on the active GM's side only", async () => {
    const gm = new MapDouble(PHASES_MODULE, true, fight);
    expect(await onTokenMoved(gm, "scene", dragAway)).toBe(1);
    expect(gm.batches).toHaveLength(1);
    expect(gm.batches[0]?.map((card) => [card.kind, card.actors])).toEqual([["opportunity", ["Actor.raider", "Actor.brawler"]]]);
    const player = new MapDouble(PHASES_MODULE, false, fight);
    expect(await onTokenMoved(player, "scene", dragAway)).toBe(0);
    expect(player.batches).toEqual([]);
  });

  it("writes nothing when the move provokes nothing, on a square grid, or under a rule set without a map", async () => {
    const quiet = new MapDouble(PHASES_MODULE, true, fight);
    await onTokenMoved(quiet, "scene", { ...dragAway, origin: space(-3, 0), passed: [{ space: space(-4, 0), teleport: false }] });
    await onTokenMoved(quiet, "scene", { ...dragAway, grid: "square" });
    await onTokenMoved(quiet, "scene", { ...dragAway, method: "undo" });
    expect(quiet.batches).toEqual([]);
    const d100 = new MapDouble(D100_MODULE, true, fight);
    expect(await onTokenMoved(d100, "scene", dragAway)).toBe(0);
    expect(d100.batches).toEqual([]);
    const unplayable = new MapDouble(undefined, true, fight);
    expect(await onTokenMoved(unplayable, "scene", dragAway)).toBe(0);
  });

  it("posts for both threateners when the walk leaves both their reaches", async () => {
    const gm = new MapDouble(PHASES_MODULE, true, fight);
    const past: MovedToken = {
      ...dragAway,
      passed: [
        { space: space(0, 1), teleport: false },
        { space: space(0, 4), teleport: false },
      ],
    };
    expect(await onTokenMoved(gm, "scene", past)).toBe(2);
    expect(gm.batches.map((batch) => batch.map((card) => card.actors[0]))).toEqual([["Actor.raider", "Actor.spear"]]);
  });
});

describe("an action taken from the sheet by a token standing in a threatened hex", () => {
  /** The brawler's budget once the sheet's action is in it: the first action of its Phase. */
  const spentOn = (action: string, kind: string): FigureInFight => ({ ...brawler, budget: { turn: [{ id: action, kind }], round: {} } });
  const standing = (figure: FigureInFight): FightOnMap => ({ grid: "even-q", figures: [raider, figure, spear] });

  it("offers the enemy in reach the attack when the table says it lets the guard down, the GM's way out on the card", async () => {
    const gm = new MapDouble(PHASES_MODULE, true, standing(spentOn("pickUp", "move")));
    expect(await onActionTaken(gm, "Actor.brawler", "pickUp")).toBe(1);
    expect(gm.batches[0]?.map((card) => [card.kind, card.actors, card.data["distraction"], card.data["skillNegates"]])).toEqual([
      ["opportunity", ["Actor.raider", "Actor.brawler"], { action: "pickUp", occasion: "pickUp-0", gmMayWaive: false }, false],
    ]);
    const skill = new MapDouble(PHASES_MODULE, true, standing(spentOn("reload", "move")));
    await onActionTaken(skill, "Actor.brawler", "reload");
    expect(skill.batches[0]?.[0]?.data).toMatchObject({ skillNegates: true, distraction: { gmMayWaive: false } });
    const usually = new MapDouble(PHASES_MODULE, true, standing(spentOn("moveSkill", "move")));
    await onActionTaken(usually, "Actor.brawler", "moveSkill");
    expect(usually.batches[0]?.[0]?.data).toMatchObject({ skillNegates: false, distraction: { gmMayWaive: true } });
  });

  it("posts nothing for an action that does not distract, out of reach, for a token in no fight, off the active GM, or without a map", async () => {
    const quiet = new MapDouble(PHASES_MODULE, true, standing(spentOn("analyse", "move")));
    expect(await onActionTaken(quiet, "Actor.brawler", "analyse")).toBe(0);
    const far = new MapDouble(PHASES_MODULE, true, standing({ ...spentOn("pickUp", "move"), at: space(-3, 0) }));
    expect(await onActionTaken(far, "Actor.brawler", "pickUp")).toBe(0);
    const elsewhere = new MapDouble(PHASES_MODULE, true, standing(spentOn("pickUp", "move")));
    expect(await onActionTaken(elsewhere, "Actor.nobody", "pickUp")).toBe(0);
    const player = new MapDouble(PHASES_MODULE, false, standing(spentOn("pickUp", "move")));
    expect(await onActionTaken(player, "Actor.brawler", "pickUp")).toBe(0);
    const square = new MapDouble(PHASES_MODULE, true, { ...standing(spentOn("pickUp", "move")), grid: "square" });
    expect(await onActionTaken(square, "Actor.brawler", "pickUp")).toBe(0);
    const d100 = new MapDouble(D100_MODULE, true, standing(spentOn("pickUp", "move")));
    expect(await onActionTaken(d100, "Actor.brawler", "pickUp")).toBe(0);
    for (const world of [quiet, far, elsewhere, player, square, d100]) expect(world.batches).toEqual([]);
  });
});
