import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

// The GM's side reaches the system's document classes, which extend Foundry's at import.
await vi.hoisted(async () => (await import("../../support/foundry/hooks")).standInDocumentGlobals());
import { cardHandlers } from "../../../src/foundry/chat/cardHandlers";
import { D6_POOL_MODULE } from "../../../src/rulesets/d6-pool/play/module";
import { kestrel, thug } from "../../rulesets/d6-pool/play/actors";
import { MemoryCardWorld, memoryTable, thrownFaces } from "./cardWorld";

const GM = { id: "gm", isGM: true };

/** The GM's game over a table with the kestrel and the thug; `measured` is the thug's distance on the scene, if any. */
function gmGame(measured?: number, units = "m") {
  const world = new MemoryCardWorld(D6_POOL_MODULE, new Map([kestrel, thug].map((actor) => [actor.ref, actor])));
  if (measured !== undefined) world.distancesOf.set(`${kestrel.ref} ${thug.ref}`, { distance: measured, units });
  const handlers = cardHandlers(
    async () => D6_POOL_MODULE,
    async () => undefined,
    memoryTable(world, thrownFaces([]), {}),
  );
  const start = () => handlers.startCard({ actor: kestrel.ref, action: "attack", data: { item: "blaster" }, targets: [thug.ref], mode: "public" }, GM);
  return { world, start };
}

const firstCard = (world: MemoryCardWorld) => [...world.cards.values()][0]?.card;

describe("an attack at a token on the scene, on the GM's side", () => {
  it("keeps the distance the GM's game measured on the card, and d6-pool's band in the difficulty", async () => {
    const { world, start } = gmGame(20);
    expect((await start()).ok).toBe(true);
    const card = firstCard(world);
    expect(card?.reach).toEqual([{ target: thug.ref, name: "Thug", distance: 20, units: "m", band: "TURNWRIGHT.D6Pool.Range.medium", modifier: 5 }]);
    expect(card?.data).toMatchObject({ target: { difficulty: 15 } });
  });

  it("refuses a target beyond the weapon's long range in words, and writes nothing", async () => {
    const { world, start } = gmGame(61);
    expect(await start()).toMatchObject({ ok: false, refusal: { code: "out-of-range" } });
    expect(world.writes).toEqual([]);
    expect(world.cards.size).toBe(0);
  });

  it("shows a distance in another unit than the rule's (a scene in feet) and leaves it to the GM", async () => {
    const { world, start } = gmGame(200, "ft");
    expect((await start()).ok).toBe(true);
    expect(firstCard(world)?.reach).toEqual([{ target: thug.ref, name: "Thug", distance: 200, units: "ft" }]);
    expect(firstCard(world)?.data).toMatchObject({ target: { difficulty: 10 } });
  });

  it("never takes a distance from the request: a player's page that sends one is measured by the GM's game all the same", async () => {
    const { world } = gmGame(61);
    // Alice targets the thug's token: her aim is good, only the distance she sends is forged.
    world.tokens.set("Scene.aaaaaaaaaaaaaaaa.Token.thugxxxxxxxxxxxx", thug.ref);
    world.targetsOf.set("alice", ["Scene.aaaaaaaaaaaaaaaa.Token.thugxxxxxxxxxxxx"]);
    const handlers = cardHandlers(
      async () => D6_POOL_MODULE,
      async () => undefined,
      memoryTable(world, thrownFaces([]), { alice: [kestrel.ref] }),
    );
    const forged = {
      actor: kestrel.ref,
      action: "attack",
      data: { item: "blaster" },
      targets: [thug.ref],
      mode: "public",
      distances: { [thug.ref]: { distance: 1, units: "m" } },
    };
    expect(await handlers.startCard(forged, { id: "alice", isGM: false })).toMatchObject({ ok: false, refusal: { code: "out-of-range" } });
    expect(world.cards.size).toBe(0);
  });

  it("is unchanged without a scene or a token: no distance, the passive 10, nothing on the card", async () => {
    const { world, start } = gmGame();
    expect((await start()).ok).toBe(true);
    expect(firstCard(world)?.reach).toBeUndefined();
    expect(firstCard(world)?.data).toMatchObject({ target: { difficulty: 10 } });
  });
});

describe("the distance between the attacker's token and a target's, as Foundry measures it", () => {
  /** Core's grids, told apart by class as v13 common/grid/*.mjs declares them. */
  class BaseGrid {
    readonly calls: unknown[] = [];
    constructor(
      readonly units: string,
      readonly size: number,
      readonly distance: number,
    ) {}
    /** As v13 common/grid/base.mjs `BaseGrid#measurePath` answers for two waypoints on a square grid: the straight count of spaces, in units. */
    measurePath(path: readonly { x: number; y: number }[]) {
      this.calls.push(path);
      const [a, b] = path;
      const spaces = a === undefined || b === undefined ? 0 : Math.max(Math.abs(a.x - b.x), Math.abs(a.y - b.y)) / this.size;
      return { distance: spaces * this.distance };
    }
  }
  class SquareGrid extends BaseGrid {}
  /** A token document as v13 common/documents/token.mjs has it: its actor, its scene, `getCenterPoint()`. */
  const token = (actor: string, x: number, y: number, scene: { grid: BaseGrid; tokens: unknown[] }) => ({
    actor: { uuid: actor },
    parent: scene,
    hidden: false,
    document: null,
    getCenterPoint: () => ({ x: x + 50, y: y + 50, elevation: 0 }),
  });
  let targeted: unknown[] = [];
  const grid = new SquareGrid("m", 100, 1);
  const scene = { grid, tokens: [] as ReturnType<typeof token>[] };

  beforeEach(() => {
    scene.tokens = [token(kestrel.ref, 0, 0, scene), token(kestrel.ref, 2000, 0, scene), token(thug.ref, 400, 300, scene)];
    targeted = [scene.tokens[2]];
    vi.stubGlobal("foundry", { grid: { SquareGrid, HexagonalGrid: class {}, GridlessGrid: class {} } });
    vi.doMock("../../../src/foundry/chat/targetedTokens", () => ({ targetedTokens: () => targeted }));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock("../../../src/foundry/chat/targetedTokens");
  });

  it("measures along the scene's grid from the attacker's nearest token, in the scene's units", async () => {
    vi.resetModules();
    const { targetDistances: measure } = await import("../../../src/foundry/chat/targetDistances");
    expect(measure(kestrel.ref, [thug.ref], "gm")).toEqual({ [thug.ref]: { distance: 4, units: "m" } });
  });

  it("measures nothing for a target not asked for, or an attacker with no token on the target's scene", async () => {
    vi.resetModules();
    const { targetDistances: measure } = await import("../../../src/foundry/chat/targetDistances");
    expect(measure(kestrel.ref, [], "gm")).toEqual({});
    expect(measure("Actor.nobody", [thug.ref], "gm")).toEqual({});
    targeted = [];
    expect(measure(kestrel.ref, [thug.ref], "gm")).toEqual({});
  });
});
