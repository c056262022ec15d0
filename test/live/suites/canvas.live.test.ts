import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { isData, type Data } from "../standin/ServerCommon";
import { cardButtonsShown, pressCardButton } from "../table/CardButtons";
import { eventually, LiveTable, type LiveWindow } from "../table/LiveTable";
import { pressSheetButton } from "../table/SheetButtons";
import { storedCard, type Store } from "../table/StoredFight";
import { beginCombat, pressTracker } from "../table/TrackerButtons";
import { ANNA, BEN, GM, ruleSetWorld } from "../table/worlds";
import { assignCharacters, enterCombat, importFromPack, type Arena } from "../table/worldSetup";

/** Core's pointy-top hex grid, odd rows shoved right (common/constants.mjs `GRID_TYPES.HEXODDR`). */
const CONST_HEXODDR = 2;
const BRAWLER = "Street Brawler";
const RAIDER = "Axe Raider";

/** Where the tokens stand, as grid offsets of a pointy-top hex grid (`{i: row, j: column}`): side by side, then the brawler's walk three hexes away. */
const BRAWLER_AT = { i: 2, j: 5 };
const RAIDER_AT = { i: 2, j: 6 };
const WALKED_TO = { i: 2, j: 2 };
/** Anna's window on the map: the smallest screen v13 takes without a warning over the sheet (1366 by 768), since SwiftShader draws every pixel of every frame on a core. */
const CANVAS_VIEWPORT = { width: 1366, height: 768 };

/**
 * The GM lays a small hex scene (core's `CONST.GRID_TYPES.HEXODDR`), active so that every window
 * that draws the canvas views it, and puts a linked token of each actor where `at` says, at the
 * hex's top-left point as core's grid gives it (common/grid/hexagonal.mjs
 * `HexagonalGrid#getTopLeftPoint`).
 */
async function layHexArena(gm: LiveWindow, at: Readonly<Record<string, { readonly i: number; readonly j: number }>>): Promise<Arena> {
  return gm.page.evaluate(async (at) => {
    if (!game.ready) throw new Error("the GM's game is not ready");
    const scene = await Scene.implementation.create({
      name: "Hex arena",
      active: true,
      width: 1200,
      height: 800,
      padding: 0,
      grid: { type: CONST.GRID_TYPES.HEXODDR, size: 100 },
    });
    if (scene === undefined || scene.id === null) throw new Error("the hex arena was not made");
    const sources = [];
    for (const [id, offset] of Object.entries(at)) {
      const actor = game.actors.get(id);
      if (actor === undefined) throw new Error(`no actor ${id}`);
      const point = scene.grid.getTopLeftPoint(offset);
      sources.push((await actor.getTokenDocument({ x: point.x, y: point.y, actorLink: true })).toObject());
    }
    const made = await scene.createEmbeddedDocuments("Token", sources);
    const tokens: Record<string, string> = {};
    for (const token of made ?? []) if (token.actorId !== null && token.id !== null) tokens[token.actorId] = token.id;
    return { scene: scene.id, tokens };
  }, at);
}

/** The window's canvas drawn, with a token placeable for each of the arena's tokens. */
async function canvasShowsTokens(window: LiveWindow, arena: Arena): Promise<void> {
  await window.page.waitForFunction((ids) => canvas?.ready === true && ids.every((id) => canvas?.tokens?.get(id) !== undefined), Object.values(arena.tokens), {
    timeout: 120_000,
    polling: 250,
  });
}

function cardsOfKind(store: Store, kind: string): { readonly id: string; readonly card: Data }[] {
  return (store["ChatMessage"] ?? []).flatMap((message) => {
    const id = String(message["_id"]);
    const found = storedCard(store, id);
    return found !== undefined && found.card["kind"] === kind ? [{ id, card: found.card }] : [];
  });
}

/**
 * Suite 10, the canvas on: a phases-3d6 fight on a hex scene, drawn by core's canvas in Anna's
 * window (SwiftShader's WebGL). Anna's Street Brawler and Ben's Axe Raider stand in neighbouring
 * hexes; Anna, whose brawler acts first, targets the raider's token on the map as a person does
 * and attacks from her sheet, and the card names the token's actor; then her brawler walks away
 * out of the raider's reach, and Ben is offered the attack of opportunity, once.
 */
describe("phases-3d6 on a hex map, the canvas drawn", () => {
  let table: LiveTable;
  let gm: LiveWindow;
  let anna: LiveWindow;
  let ben: LiveWindow;
  let arena: Arena;
  let brawler: string;
  let raider: string;

  beforeAll(async () => {
    table = await LiveTable.open(ruleSetWorld("phases-3d6"));
    gm = await table.window(GM);
    const imported = await importFromPack(gm, "phases-3d6-actors", { names: [BRAWLER, RAIDER], owners: { [BRAWLER]: ANNA._id, [RAIDER]: BEN._id } });
    brawler = imported[BRAWLER] ?? "";
    raider = imported[RAIDER] ?? "";
    await assignCharacters(gm, { [ANNA._id]: brawler, [BEN._id]: raider });
    arena = await layHexArena(gm, { [brawler]: BRAWLER_AT, [raider]: RAIDER_AT });
    // Only Anna's window draws the map: SwiftShader's WebGL takes a core's worth of time per canvas, and the GM's game judges a move from the documents alone.
    [anna, ben] = await Promise.all([table.window(ANNA, { canvas: true, viewport: CANVAS_VIEWPORT }), table.window(BEN)]);
    const combat = await enterCombat(gm, arena);
    await pressTracker(gm, "rollAll");
    await eventually(
      async () =>
        ((await table.store())["Combat"] ?? []).find(
          (record) =>
            record["_id"] === combat &&
            Array.isArray(record["combatants"]) &&
            record["combatants"].length === 2 &&
            record["combatants"].every((c: unknown) => isData(c) && typeof c["initiative"] === "number"),
        ),
      () => "both combatants' initiative to be stored",
    );
    await beginCombat(gm, []);
  });
  afterEach(async (context) => {
    if (context.task.result?.state === "fail") await table.shoot(`canvas-${context.task.name}`);
  });
  afterAll(async () => table.close());

  it("draws the hex scene and both tokens in Anna's window", async () => {
    await canvasShowsTokens(anna, arena);
    expect(await anna.page.evaluate(() => canvas?.grid?.type)).toBe(CONST_HEXODDR);
    const folder = join("test-results", "live");
    await mkdir(folder, { recursive: true });
    await anna.page.screenshot({ path: join(folder, "canvas-hex-arena-Anna.png") });
  });

  it("a token Anna targets on the map is the defender of the attack her sheet starts", async () => {
    // The brawler acts first: initiative is Combat Value plus Lightning Reflexes, 5 + 1 against the raider's 4 + 0 (src/rulesets/phases-3d6/initiative.ts).
    const seat = { window: anna, actor: brawler, target: raider };
    // As the T key over a token, or a double right-click, does (v13 client/canvas/placeables/token.mjs `Token#setTarget`).
    await seat.window.page.evaluate((tokenId) => {
      const token = canvas?.tokens?.get(tokenId);
      if (token === undefined) throw new Error(`no token ${tokenId} on the canvas`);
      token.setTarget(true, { releaseOthers: true });
    }, arena.tokens[seat.target] ?? "");
    const before = new Set(cardsOfKind(await table.store(), "attack").map((found) => found.id));
    await pressSheetButton(seat.window, seat.actor, "attack", { manoeuvre: "strike" }, { asksModifiers: true });
    const attack = await eventually(
      async () => cardsOfKind(await table.store(), "attack").find((found) => !before.has(found.id)),
      () => "the attack to post its card",
    );
    expect(attack.card["actors"]).toEqual([`Actor.${seat.actor}`, `Actor.${seat.target}`]);
    // The GM's game measured the neighbouring hexes on the scene with core's grid (BaseGrid#measurePath): 1 hex, within the brawler's reach.
    expect(attack.card["reach"]).toEqual([{ target: `Actor.${seat.target}`, name: RAIDER, distance: 1, units: "hex" }]);
    // She closes her sheet to see the map and the chat again (on her screen it covers the sidebar's tabs).
    await seat.window.page.locator(`.application[id$="-Actor-${seat.actor}"] header [data-action="close"]`).click();
  });

  it("the brawler walking out of the raider's reach offers Ben the attack of opportunity, once, and his answer is kept", async () => {
    // Dragging a token ends in this update of its position (v13 client/canvas/placeables/token.mjs `Token#_onDragLeftDrop` → `TokenDocument#move`), which fires `moveToken` in every window.
    await anna.page.evaluate(
      async ({ tokenId, to }) => {
        const token = canvas?.tokens?.get(tokenId);
        if (token === undefined || canvas?.grid === undefined || canvas.grid === null) throw new Error(`no token ${tokenId} on the canvas`);
        const point = canvas.grid.getTopLeftPoint(to);
        await token.document.update({ x: point.x, y: point.y });
      },
      { tokenId: arena.tokens[brawler] ?? "", to: WALKED_TO },
    );
    const offer = await eventually(
      async () => cardsOfKind(await table.store(), "opportunity")[0],
      () => "the move to post an attack of opportunity",
    );
    expect(offer.card["actors"]).toEqual([`Actor.${raider}`, `Actor.${brawler}`]);
    expect(await cardButtonsShown(ben, offer.id)).toEqual(expect.arrayContaining(["strike", "pass"]));
    expect(await cardButtonsShown(anna, offer.id)).not.toContain("strike");
    await pressCardButton(ben, offer.id, "pass");
    const answered = await eventually(
      async () => {
        const found = cardsOfKind(await table.store(), "opportunity").find((card) => card.id === offer.id);
        return isData(found?.card["data"]) && found.card["data"]["answer"] === "pass" ? found : undefined;
      },
      () => "Ben's answer to be kept on the card",
    );
    expect(answered.card["used"]).toContain("pass");
    // The GM's game posted every offer of the move in one batch, before the press was taken: a second would be stored by now.
    expect(cardsOfKind(await table.store(), "opportunity")).toHaveLength(1);
  });
});
