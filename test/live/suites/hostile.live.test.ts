import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from "vitest";
import { REGISTERED } from "../../../src/rulesets/registry";
import { canonical } from "../../../src/foundry/quench/Check";
import { seatGalleryFight, type GalleryFight } from "../table/GalleryFight";
import { eventually, LiveTable, type LiveWindow } from "../table/LiveTable";
import type { Store } from "../table/StoredFight";
import { ANNA, ruleSetWorld } from "../table/worlds";

/** What a hostile player writes into her effect's change key: through `__proto__` to her own user id (v13 client/documents/active-effect.mjs `_applyLegacy`). */
const FORGED_KEY = `system.x.__proto__.${ANNA._id}`;
// Its mode is core's Override (common/constants.mjs `ACTIVE_EFFECT_MODES.OVERRIDE`), its value 3 (OWNER).

/** Whether a window's page holds `id` on `Object.prototype`, and whether its game counts Anna owner of Ben's actor (common/abstract/document.mjs `getUserLevel` reads `ownership[user.id]`). */
async function pollutionIn(window: LiveWindow, benActor: string): Promise<{ readonly onPrototype: boolean; readonly annaOwnsBen: boolean }> {
  return window.page.evaluate(
    ({ id, benActor }) => {
      if (!game.ready) throw new Error("the game is not ready");
      const anna = game.users.get(id);
      const ben = game.actors.get(benActor);
      return { onPrototype: Object.hasOwn(Object.prototype, id), annaOwnsBen: anna !== undefined && ben !== undefined && ben.testUserPermission(anna, "OWNER") };
    },
    { id: ANNA._id, benActor },
  );
}

/** The store without what only moves by itself: users' activity and the chat, compared by content. */
const worldOf = (store: Store): string => canonical({ Actor: store["Actor"], Combat: store["Combat"], ChatMessage: store["ChatMessage"], Setting: store["Setting"] });

/**
 * Suite 5, a hostile player: Anna, who owns one actor in a running fight, types into her
 * browser's console (`page.evaluate` in her window) what docs/holds.md says she cannot do. After
 * each, the server stores nothing the rules did not produce, she is told in words where the
 * design says so, and the GM's game still counts her owner of her own actor only.
 */
describe.each(REGISTERED.map((ruleset) => ({ id: ruleset.id, ruleset })))("a hostile player at a fight of $id", ({ id, ruleset }) => {
  let table: LiveTable;
  let fight: GalleryFight;
  let benActor: string;
  let annaActor: string;

  beforeAll(async () => {
    table = await LiveTable.open(inject("standInUrl"), ruleSetWorld(id));
    fight = await seatGalleryFight(table, ruleset);
    annaActor = fight.refs[0].replace(/^Actor\./, "");
    benActor = fight.refs[1].replace(/^Actor\./, "");
  });
  afterEach(async (context) => {
    if (context.task.result?.state === "fail") await table.shoot(`hostile-${id}-${context.task.name}`);
  });
  afterAll(async () => table.close());

  it("an effect on her own actor whose change key walks into __proto__, made from her console, is refused in words and nothing is stored", async () => {
    const before = worldOf(await table.store());
    const made = await fight.anna.page.evaluate(
      async ({ actor, key }) => {
        if (!game.ready) throw new Error("Anna's game is not ready");
        const mine = game.actors.get(actor);
        if (mine === undefined) throw new Error("Anna sees no actor of hers");
        const created = await mine.createEmbeddedDocuments("ActiveEffect", [{ name: "Owner of all", changes: [{ key, mode: CONST.ACTIVE_EFFECT_MODES.OVERRIDE, value: "3" }] }]);
        return created?.length ?? 0;
      },
      { actor: annaActor, key: FORGED_KEY },
    );
    expect(made, "her game made no effect").toBe(0);
    await fight.anna.page.locator("#notifications .notification", { hasText: FORGED_KEY }).first().waitFor({ state: "attached" });
    expect(worldOf(await table.store())).toBe(before);
    expect(await pollutionIn(fight.gm, benActor)).toEqual({ onPrototype: false, annaOwnsBen: false });
  });

  it("forced past her own game's check (core's class in place of the system's), what the server stores leaves the GM's window clean: Object.prototype untouched, Anna owner of no one else's actor", async () => {
    const writesBefore = (await table.log()).writes.length;
    await fight.anna.page.evaluate(
      async ({ actor, key }) => {
        if (!game.ready) throw new Error("Anna's game is not ready");
        const mine = game.actors.get(actor);
        if (mine === undefined) throw new Error("Anna sees no actor of hers");
        // The console swaps the system's effect class for core's, so her game makes the change unchecked.
        CONFIG.ActiveEffect.documentClass = foundry.documents.ActiveEffect;
        await mine.createEmbeddedDocuments("ActiveEffect", [{ name: "Owner of all", changes: [{ key, mode: CONST.ACTIVE_EFFECT_MODES.OVERRIDE, value: "3" }] }]);
      },
      { actor: annaActor, key: FORGED_KEY },
    );
    // The server's validation lets her own effect through (a string key): it reaches the GM's game.
    const stored = await eventually(
      async () => {
        const log = await table.log();
        const write = log.writes.slice(writesBefore).find((one) => one.userId === ANNA._id && one.type === "ActiveEffect" && one.action === "create");
        return write;
      },
      () => "Anna's forced effect to reach the server",
    );
    if (stored.error === undefined) {
      await eventually(
        () => fight.gm.page.evaluate((actor) => (game.ready && (game.actors.get(actor)?.effects.size ?? 0) > 0 ? true : undefined), annaActor),
        () => "the GM's game to hear of the effect",
      );
    }
    expect(await pollutionIn(fight.gm, benActor), "the GM's window").toEqual({ onPrototype: false, annaOwnsBen: false });
    expect(await pollutionIn(fight.ben, benActor).then((found) => found.onPrototype), "Ben's window").toBe(false);
    // The GM's checks answer as before: a start as Ben's actor, sent straight to the GM, is refused.
    const answer = await fight.anna.page.evaluate(
      async ({ actor }) => {
        if (!game.ready) throw new Error("Anna's game is not ready");
        const gm = game.users.activeGM;
        if (gm === null) throw new Error("no GM");
        const desk: unknown = await gm.query("turnwright.desk", {});
        const named: unknown = Reflect.get(Object(Reflect.get(Object(desk), "value")), "desk") ?? Reflect.get(Object(desk), "value");
        return gm.query("turnwright.startCard", { turnwrightRequest: "forged-start-1", desk: named, body: { actor, action: "attack", data: {}, targets: [] } });
      },
      { actor: `Actor.${benActor}` },
    );
    expect(canonical(answer)).toMatch(/"ok":false/);
  });

  it("edits and deletes of a GM's message from her console are refused by the server, nothing changed", async () => {
    const message = await fight.gm.page.evaluate(async () => {
      const made = await ChatMessage.implementation.create({ content: "The GM's word" });
      return made?.id ?? "";
    });
    await eventually(() => fight.anna.page.evaluate((messageId) => (game.ready && game.messages.get(messageId) !== undefined ? true : undefined), message), () => "Anna's game to hear of the GM's message");
    const before = worldOf(await table.store());
    const writesBefore = (await table.log()).writes.length;
    await fight.anna.page.evaluate(async (messageId) => {
      if (!game.ready) throw new Error("Anna's game is not ready");
      const found = game.messages.get(messageId);
      if (found === undefined) throw new Error("no message");
      // Sent as they are: the client's own permission check would stop them before the server.
      await found.update({ content: "Anna's word" }).catch(() => undefined);
      await found.delete().catch(() => undefined);
      await ChatMessage.implementation.updateDocuments([{ _id: messageId, content: "Anna's word" }]).catch(() => undefined);
    }, message);
    const log = await table.log();
    const annas = log.writes.slice(writesBefore).filter((write) => write.userId === ANNA._id && write.type === "ChatMessage");
    for (const write of annas) expect(write.error ?? "", `${write.action} refused`).not.toBe("");
    expect(worldOf(await table.store())).toBe(before);
  });

  it("with no error naming Turnwright in any window but Anna's console", () => {
    for (const window of table.windows) if (window.user._id !== ANNA._id) expect(window.turnwrightErrors(), window.user.name).toEqual([]);
    for (const window of table.windows) expect(window.notFound, window.user.name).toEqual([]);
  });
});
