import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { REGISTERED } from "../../../src/rulesets/registry";
import { canonical } from "../../../src/foundry/quench/Check";
import { seatGalleryFight, type GalleryFight } from "../table/GalleryFight";
import { cardButtonsShown, messageInLog, pressCardButton } from "../table/CardButtons";
import { tracker } from "../table/TrackerButtons";
import { answerModifiers } from "../table/SheetButtons";
import { eventually, LiveTable, type LiveWindow } from "../table/LiveTable";
import { isData } from "../standin/ServerCommon";
import type { Store } from "../table/StoredFight";
import { ANNA, ruleSetWorld } from "../table/worlds";
import { askGm, cardShown, gmPlaysOn, openSteps, targetActors } from "../table/HostileConsole";
import { forceDice } from "../table/ForcedDice";
import { beginFromTracker, playedAsNew, rollInitiativeFromTracker, storedGalleryFight } from "../table/GalleryFight";
import { acting } from "../../../src/engine/clock/index";
import { valueAt } from "../../../src/foundry/quench/valueAt";
import { trackFloors } from "../../../src/engine/schema/trackMark";
import { snapshotsIn } from "../table/GmReads";

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
      return {
        onPrototype: Object.hasOwn(Object.prototype, id),
        annaOwnsBen: anna !== undefined && ben !== undefined && ben.testUserPermission(anna, "OWNER"),
      };
    },
    { id: ANNA._id, benActor },
  );
}

/** The store without what only moves by itself: users' activity and the chat, compared by content. */
const worldOf = (store: Store): string =>
  canonical({ Actor: store["Actor"], Combat: store["Combat"], ChatMessage: store["ChatMessage"], Setting: store["Setting"] });

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
    table = await LiveTable.open(ruleSetWorld(id));
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
        const created = await mine.createEmbeddedDocuments("ActiveEffect", [
          { name: "Owner of all", changes: [{ key, mode: CONST.ACTIVE_EFFECT_MODES.OVERRIDE, value: "3" }] },
        ]);
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
        await mine.createEmbeddedDocuments("ActiveEffect", [
          { name: "Owner of all", changes: [{ key, mode: CONST.ACTIVE_EFFECT_MODES.OVERRIDE, value: "3" }] },
        ]);
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
    await eventually(
      () => fight.anna.page.evaluate((messageId) => (game.ready && game.messages.get(messageId) !== undefined ? true : undefined), message),
      () => "Anna's game to hear of the GM's message",
    );
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

  it("a forged card, a press forced on it and raw queries with forged payloads change nothing; an honest press afterwards is applied once", async () => {
    const cardsOf = async (): Promise<Record<string, string>> => {
      const store = await table.store();
      return Object.fromEntries(
        (store["ChatMessage"] ?? [])
          .filter((record) => isData(record["system"]) && isData(record["system"]["card"]))
          .map((record) => [String(record["_id"]), canonical(record)]),
      );
    };
    // The request her sheet's attack (else its first open button) sends, straight to the GM: what the rules produce, at the token she targets.
    const cardsBefore = await cardsOf();
    await targetActors(fight.anna, [fight.refs[1]]);
    const started = await fight.anna.page
      .evaluate(
        async ({ actor, target }) => {
          if (!game.ready) throw new Error("Anna's game is not ready");
          // An attack where one is open: its card waits on a press (some rule sets' first open action, a step or a hold, makes a card with nothing left to press).
          const actions = await game.turnwright.api.actions(actor);
          const open = actions.find((one) => one.allowed && one.action === "attack") ?? actions.find((one) => one.allowed);
          if (open === undefined) throw new Error("Anna's actor has no open action");
          const gm = game.users.activeGM;
          if (gm === null) throw new Error("no GM");
          const desk: unknown = await gm.query("turnwright.desk", {});
          const named: unknown = Reflect.get(Object(Reflect.get(Object(desk), "value")), "desk") ?? Reflect.get(Object(desk), "value");
          return JSON.stringify(
            await gm.query("turnwright.startCard", {
              turnwrightRequest: "honest-start-1",
              desk: named,
              body: { actor, action: open.action, data: open.data, targets: [target], mode: "publicroll", modifiers: { step: null, free: {} } },
            }),
          );
        },
        { actor: fight.refs[0], target: fight.refs[1] },
      )
      .catch((error: unknown) => String(error));
    const real = await eventually(
      async () => Object.keys(await cardsOf()).find((messageId) => !(messageId in cardsBefore)),
      () => `the GM's game to write Anna's card (${started})`,
    );
    const realCard = (await cardsOf())[real] ?? "";
    const buttons = await cardButtonsShown(fight.gm, real);

    // Her own game writes a card of her own, the GM's card's state copied, and forces a press on it.
    const forged = await fight.anna.page.evaluate(
      async ({ messageId }) => {
        if (!game.ready) throw new Error("Anna's game is not ready");
        const source = game.messages.get(messageId);
        if (source === undefined) throw new Error("Anna sees no card");
        const made = await ChatMessage.implementation.create({ type: "card", content: "", system: source.toObject().system });
        return made?.id ?? "";
      },
      { messageId: real },
    );
    const before = await table.store();
    const actorsBefore = canonical({ Actor: before["Actor"], Combat: before["Combat"], Setting: before["Setting"] });
    const ben = fight.refs[1];
    const benCombatant = await fight.gm.page.evaluate(
      ({ combat, actor }) => game.combats?.get(combat)?.combatants.find((one) => one.actor?.uuid === actor)?.id ?? "",
      { combat: fight.combat, actor: ben },
    );
    const forgeries: readonly (readonly [string, unknown])[] = [
      ...buttons.map((button) => ["pressCard", { messageId: forged, button, tokens: [], amount: 0 }] as const),
      ["pressCard", { messageId: real, button: "__proto__", tokens: [] }],
      ["pressCard", { messageId: "__proto__", button: "constructor" }],
      ["startCard", { actor: ben, action: "attack", data: {}, targets: [] }],
      ["startCard", { actor: fight.refs[0], action: "__proto__", data: { __proto__: { isGM: true }, constructor: { prototype: 1 } }, targets: [ben] }],
      ["advanceTurn", { combat: fight.combat, combatant: benCombatant }],
      ["spendAction", { combat: fight.combat, combatant: benCombatant, action: "attack" }],
      ["passCombatant", { combat: fight.combat, combatant: benCombatant }],
      ["setInitiative", { combat: fight.combat, combatant: benCombatant, initiative: 99 }],
      ["pushCombatant", { combat: fight.combat, combatant: benCombatant, to: 0 }],
      ["setSurprise", { combat: fight.combat, surprised: [benCombatant] }],
      ["rollInitiative", { combat: fight.combat, combatants: [benCombatant], luck: 0, mode: "publicroll" }],
      ["holdAction", { combat: fight.combat, combatant: benCombatant, op: "hold", trigger: "", count: 1 }],
      ["setTally", { name: "__proto__", value: 99 }],
      ["setTally", { name: "pool", value: 99 }],
      // The GM's action between fights, asked by a player for both fighters and for a name every object inherits.
      ["betweenFights", { actors: [ben, fight.refs[0]] }],
      ["betweenFights", { actors: ["__proto__", "constructor"] }],
      // The GM's request for a roll, asked by a player, public and secret, and with names every object inherits.
      ["rollRequest", { test: "agility", difficulty: "challenging", actors: [ben, fight.refs[0]], opposed: false, secret: false }],
      ["rollRequest", { test: "__proto__", difficulty: "constructor", actors: ["__proto__"], opposed: true, secret: true }],
    ];
    const answers = await fight.anna.page.evaluate(
      async ({ forgeries, json }) => {
        if (!game.ready) throw new Error("Anna's game is not ready");
        const gm = game.users.activeGM;
        if (gm === null) throw new Error("no GM");
        const said: string[] = [];
        let n = 0;
        const ask = async (name: string, body: unknown): Promise<void> => {
          n += 1;
          const desk: unknown = await gm.query("turnwright.desk", {});
          const named: unknown = Reflect.get(Object(Reflect.get(Object(desk), "value")), "desk") ?? Reflect.get(Object(desk), "value");
          said.push(
            JSON.stringify(
              await gm.query(`turnwright.${name}`, { turnwrightRequest: `forged-${n}`, desk: named, body }).catch((error: unknown) => String(error)),
            ),
          );
        };
        for (const [name, body] of forgeries) await ask(name, body);
        // A body whose own key is __proto__, as JSON.parse makes it, and an envelope with one.
        await ask("pressCard", JSON.parse(json));
        said.push(
          JSON.stringify(
            await gm
              .query("turnwright.pressCard", JSON.parse(`{"__proto__":{"turnwrightRequest":"x"},"constructor":{"prototype":{"x":1}}}`))
              .catch((error: unknown) => String(error)),
          ),
        );
        return said;
      },
      { forgeries, json: `{"__proto__":{"${ANNA._id}":3},"messageId":"${real}","button":"constructor"}` },
    );
    expect(answers.length).toBe(forgeries.length + 2);
    const after = await table.store();
    expect(canonical({ Actor: after["Actor"], Combat: after["Combat"], Setting: after["Setting"] }), "actors, combat and settings").toBe(actorsBefore);
    const chatBefore = new Map((before["ChatMessage"] ?? []).map((record) => [String(record["_id"]), canonical(record)]));
    const changed = (after["ChatMessage"] ?? [])
      .filter((record) => chatBefore.get(String(record["_id"])) !== canonical(record))
      .map(
        (record) =>
          `${chatBefore.has(String(record["_id"])) ? "changed" : "new"} ${String(record["_id"])} (real ${real}, forged ${forged}) ${canonical(record["system"]).slice(0, 1200)}`,
      );
    expect(changed, "messages made or changed by the forgeries").toEqual([]);
    expect((after["ChatMessage"] ?? []).length, "no message gone").toBe(chatBefore.size);
    expect(await pollutionIn(fight.gm, benActor), "the GM's window").toEqual({ onPrototype: false, annaOwnsBen: false });
    expect(
      await fight.gm.page.evaluate(() =>
        Object.getOwnPropertyNames(Object.prototype).filter(
          (key) =>
            ![
              "constructor",
              "__defineGetter__",
              "__defineSetter__",
              "hasOwnProperty",
              "__lookupGetter__",
              "__lookupSetter__",
              "isPrototypeOf",
              "propertyIsEnumerable",
              "toString",
              "valueOf",
              "__proto__",
              "toLocaleString",
            ].includes(key),
        ),
      ),
      "Object.prototype in the GM's window",
    ).toEqual([]);

    // The GM's game keeps working: an honest press on the GM's card, by whoever's button it is, changes it once.
    let pressed = false;
    for (const window of [fight.ben, fight.anna, fight.gm]) {
      const open = await (
        await messageInLog(window, real)
      )
        .locator("button[data-button]:not([disabled])")
        .evaluateAll((found) => found.map((button) => button.getAttribute("data-button") ?? ""));
      const button = open[0];
      if (button === undefined || button === "") continue;
      const writesBefore = (await table.log()).writes.length;
      await pressCardButton(window, real, button);
      await eventually(
        async () => ((await cardsOf())[real] !== realCard ? true : undefined),
        () => `the honest press of ${button} to change the card`,
      );
      const updates = (await table.log()).writes
        .slice(writesBefore)
        .filter((write) => write.type === "ChatMessage" && write.action === "update" && write.error === undefined);
      expect(updates.length, "the card written once for the press").toBeGreaterThan(0);
      // The used button again, raw from Anna's console: nothing more.
      const settled = canonical(await table.store());
      await fight.anna.page.evaluate(
        async ({ messageId, button }) => {
          if (!game.ready) throw new Error("Anna's game is not ready");
          const gm = game.users.activeGM;
          if (gm === null) throw new Error("no GM");
          const desk: unknown = await gm.query("turnwright.desk", {});
          const named: unknown = Reflect.get(Object(Reflect.get(Object(desk), "value")), "desk") ?? Reflect.get(Object(desk), "value");
          await gm.query("turnwright.pressCard", { turnwrightRequest: "again-1", desk: named, body: { messageId, button, tokens: [] } }).catch(() => undefined);
        },
        { messageId: real, button },
      );
      expect(canonical(await table.store()), "a used button pressed again").toBe(settled);
      pressed = true;
      break;
    }
    expect(pressed, "someone had an open button on the GM's card").toBe(true);
  });

  /** The ids of the card messages stored now, and the newest one not in `before` whose card is of `kind` (any when left out). */
  const cardIds = async (): Promise<string[]> =>
    ((await table.store())["ChatMessage"] ?? [])
      .filter((record) => isData(record["system"]) && isData(record["system"]["card"]))
      .map((record) => String(record["_id"]));
  const newCard = async (before: readonly string[], kind?: string): Promise<string | undefined> =>
    ((await table.store())["ChatMessage"] ?? [])
      .filter(
        (record) =>
          !before.includes(String(record["_id"])) &&
          isData(record["system"]) &&
          isData(record["system"]["card"]) &&
          (kind === undefined || record["system"]["card"]["kind"] === kind),
      )
      .map((record) => String(record["_id"]))
      .at(-1);
  /** An actor's sheet's attack (a plain blow where it offers one: phases-3d6's Strike, not its Disarm), else its first open action, as `api.actions` offers it in its owner's window. */
  const attackOf = (
    window: LiveWindow,
    actor: string,
  ): Promise<{ readonly action: string; readonly data: Record<string, string>; readonly allowed: boolean; readonly reason: string | null }> =>
    window.page.evaluate(async (actor) => {
      if (!game.ready) throw new Error("the player's game is not ready");
      const actions = await game.turnwright.api.actions(actor);
      const chosen =
        actions.find((one) => one.action === "attack" && one.data["manoeuvre"] === "strike") ??
        actions.find((one) => one.action === "attack") ??
        actions.find((one) => one.allowed);
      if (chosen === undefined) throw new Error(`${actor} has no action`);
      return { action: chosen.action, data: { ...chosen.data }, allowed: chosen.allowed, reason: chosen.reason };
    }, actor);
  const annasAttack = () => attackOf(fight.anna, fight.refs[0]);

  it("a start from her console aimed past her targets (an actor with no token, a hidden token's) is refused in words naming no one, and nothing is written", async () => {
    // An actor the GM keeps off the map, Anna owner of nothing of it: a copy of Ben's fighter, its ownership the world's default.
    const lurker = await fight.gm.page.evaluate(async (ben) => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      const source = game.actors.get(ben)?.toObject();
      if (source === undefined) throw new Error("no actor of Ben's");
      const made = await Actor.implementation.create({
        ...source,
        _id: null,
        name: "Lurker in the Vault",
        ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE },
      });
      return made?.uuid ?? "";
    }, benActor);
    const attack = await annasAttack();
    await targetActors(fight.anna, [fight.refs[1]]);
    const before = await cardIds();
    const start = (targets: readonly string[], n: string) =>
      askGm(fight.anna, "startCard", { actor: fight.refs[0], action: attack.action, data: attack.data, targets, mode: "publicroll" }, `aimed-${n}`);
    for (const [n, targets] of [
      ["1", [lurker]],
      ["2", [fight.refs[1], lurker]],
    ] as const) {
      const answer = await start(targets, n);
      expect(answer, `at ${targets.join(", ")}`).toMatch(/"code":"not-your-targets"/);
      expect(answer).not.toMatch(/Lurker/);
    }
    // Ben's token hidden by the GM: her game still says she targets it.
    await fight.gm.page.evaluate(async (actor) => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      const token = game.scenes.active?.tokens.find((one) => one.actor?.uuid === actor);
      await token?.update({ hidden: true });
    }, fight.refs[1]);
    expect(await start([fight.refs[1]], "3")).toMatch(/"code":"not-your-targets"/);
    expect(await cardIds()).toEqual(before);
    await fight.gm.page.evaluate(async (actor) => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      const token = game.scenes.active?.tokens.find((one) => one.actor?.uuid === actor);
      await token?.update({ hidden: false });
    }, fight.refs[1]);
    // The honest start, at the token she targets, goes through.
    expect(await start([fight.refs[1]], "4")).toMatch(/"ok":true/);
  });

  it("her attack in Blind GM Roll: its damage card is as private as the attack (hers private, the GM's whole), Ben answers with his buttons alone, and she applies it to no one her attack did not strike", async () => {
    const face = ({ "d6-pool": 5, "action-points": 4 } as Readonly<Record<string, number>>)[id] ?? 1;
    const attack = await annasAttack();
    await targetActors(fight.anna, [fight.refs[1]]);
    const before = await cardIds();
    const forced = await forceDice(
      table,
      Array.from({ length: 120 }, () => face),
    );
    try {
      const started = await askGm(
        fight.anna,
        "startCard",
        { actor: fight.refs[0], action: attack.action, data: attack.data, targets: [fight.refs[1]], mode: "blindroll" },
        "blind-start-1",
      );
      const card = await eventually(
        () => newCard(before),
        () => `Anna's blind attack to be written (${started})`,
      );
      // The GM throws its first dice: the attack is rolled, and kept from Anna.
      await gmPlaysOn(fight.gm, card, async () => false, 1);
      await eventually(
        async () => ((await cardShown(fight.anna, card)).seen === "private" ? true : undefined),
        () => "Anna's attack card to be drawn privately once rolled",
      );
      // Ben, the defender, answers with the buttons open to him, without the card: the API lists the same.
      const bens = await openSteps(fight.ben, card);
      if (bens.length > 0) expect(await cardShown(fight.ben, card)).toEqual({ seen: "private", buttons: bens });
      const damage = await eventually(
        async () => {
          await gmPlaysOn(fight.gm, card, async () => (await newCard(before, "damage")) !== undefined);
          return newCard(before, "damage");
        },
        () => "the attack to come to a damage card",
        20_000,
      );
      expect(await cardShown(fight.gm, damage)).toMatchObject({ seen: "whole" });
      expect(await cardShown(fight.anna, damage), "Anna's sight of her blind attack's damage").toEqual({ seen: "private", buttons: [] });
      const bensDamage = await cardShown(fight.ben, damage);
      expect(bensDamage.seen).toBe("private");
      expect(bensDamage.buttons).toContain("deal:target");
      expect(await openSteps(fight.ben, damage)).toEqual(bensDamage.buttons);
      // Her console points the blow at every token she targets: only the defender her attack struck may take it from her.
      const [annaToken = "", benToken = ""] = await targetActors(fight.anna, [fight.refs[0], fight.refs[1]]);
      const stored = canonical({ Actor: (await table.store())["Actor"], ChatMessage: (await table.store())["ChatMessage"] });
      for (const [n, tokens] of [
        ["1", [annaToken]],
        ["2", [annaToken, benToken]],
      ] as const) {
        expect(await askGm(fight.anna, "pressCard", { messageId: damage, button: "deal:targeted", tokens }, `astray-${n}`)).toMatch(/"code":"not-struck"/);
      }
      expect(canonical({ Actor: (await table.store())["Actor"], ChatMessage: (await table.store())["ChatMessage"] })).toBe(stored);
      expect(await askGm(fight.anna, "pressCard", { messageId: damage, button: "deal:targeted", tokens: [benToken] }, "struck-1")).toMatch(/"ok":true/);
    } finally {
      await forced.release();
    }
  });

  // The tracks of a character of the rule set, each a value kept at most its maximum; d6-pool keeps none (its wounds are a level), so no effect can push one past it there.
  const tracks = Object.keys(trackFloors(ruleset.documents.schemas[ruleset.documents.actorType])).map((path) => path.slice(0, -".value".length));
  it.skipIf(tracks.length === 0)(
    "an effect of hers that lowers her own track's maximum to 1 at full health: the GM's game reads the track clamped, Ben's attack on her is taken, and her stored value is untouched",
    async () => {
      // A track of hers at full health above 1, its maximum overridden to 1 by an effect on her own actor.
      const lowered = await fight.anna.page.evaluate(
        async ({ actor, tracks }) => {
          if (!game.ready) throw new Error("Anna's game is not ready");
          const mine = game.actors.get(actor);
          if (mine === undefined) throw new Error("Anna sees no actor of hers");
          const system: unknown = mine.toObject().system;
          const track = tracks.find((path) => {
            const held: unknown = path
              .split(".")
              .reduce<unknown>((value, key) => (typeof value === "object" && value !== null ? Reflect.get(value, key) : undefined), system);
            const max: unknown = Reflect.get(Object(held), "max");
            // A track's value left out is full (src/engine/schema/trackMark.ts).
            const left: unknown = Reflect.get(Object(held), "value");
            return typeof max === "number" && max > 1 && (left === max || left === undefined || left === null);
          });
          if (track === undefined) throw new Error("Anna's actor has no track at full health");
          const made = await mine.createEmbeddedDocuments("ActiveEffect", [
            { name: "Frail", changes: [{ key: `system.${track}.max`, mode: CONST.ACTIVE_EFFECT_MODES.OVERRIDE, value: "1" }] },
          ]);
          return { track: `system.${track}`, effect: made?.[0]?.id ?? "" };
        },
        { actor: annaActor, tracks },
      );
      expect(lowered.effect, "her game made her effect").not.toBe("");
      const storedTrack = async (): Promise<string> =>
        canonical(((await table.store())["Actor"] ?? []).find((record) => record["_id"] === annaActor)?.["system"]);
      const storedBefore = await storedTrack();
      try {
        // The GM's game reads her under the effect: the track at its lowered maximum, never refused.
        const read = await eventually(
          async () => {
            const track = valueAt((await snapshotsIn(fight.gm, [fight.refs[0]]))[fight.refs[0]]?.system, lowered.track.replace(/^system\./, ""));
            const max: unknown = Reflect.get(Object(track), "max");
            return max === 1 ? { max, value: Reflect.get(Object(track), "value") } : undefined;
          },
          () => "the GM's game to read her effect",
        );
        expect(read).toEqual({ max: 1, value: 1 });
        // Ben attacks her: the GM's game takes it (before, her actor's read was refused, and every attack on her with it).
        const attack = await attackOf(fight.ben, fight.refs[1]);
        await targetActors(fight.ben, [fight.refs[0]]);
        const before = await cardIds();
        expect(
          await askGm(
            fight.ben,
            "startCard",
            { actor: fight.refs[1], action: attack.action, data: attack.data, targets: [fight.refs[0]], mode: "publicroll" },
            "frail-1",
          ),
        ).toMatch(/"ok":true/);
        expect(
          await eventually(
            () => newCard(before),
            () => "Ben's attack on her to be written",
          ),
        ).toBeDefined();
        expect(await storedTrack()).toBe(storedBefore);
      } finally {
        await fight.anna.page.evaluate(
          async ({ actor, effect }) => {
            if (!game.ready) throw new Error("Anna's game is not ready");
            await game.actors.get(actor)?.deleteEmbeddedDocuments("ActiveEffect", [effect]);
          },
          { actor: annaActor, effect: lowered.effect },
        );
      }
    },
  );

  // The desk's hold is the same code under every rule set and waits out its askers' 30 s: played in the first rule set's world only.
  it.runIf(ruleset === REGISTERED[0])(
    "a flood of queries for a desk no GM window has, each asking to be held ten minutes: the GM's window holds a few, answers the rest at once, and holds none past its askers' wait",
    async () => {
      const flood = fight.anna.page.evaluate(async () => {
        if (!game.ready) throw new Error("Anna's game is not ready");
        const gm = game.users.activeGM;
        if (gm === null) throw new Error("no GM");
        const started = Date.now();
        const answers = await Promise.all(
          Array.from({ length: 100 }, (_, n) =>
            gm.query("turnwright.advanceTurn", { turnwrightRequest: `flood-${String(n)}`, desk: "nowhere-desk-000", body: {} }, { timeout: 600_000 }).then(
              (answer: unknown) => ({ after: Date.now() - started, code: String(Reflect.get(Object(Reflect.get(Object(answer), "refusal")), "code")) }),
              (error: unknown) => ({ after: Date.now() - started, code: String(error) }),
            ),
          ),
        );
        return answers;
      });
      const answers = await flood;
      // 64 held (MOST_HELD_PER_ASKER) for Turnwright's own askers' wait (30 s), 36 answered at once: every one for another desk.
      expect(new Set(answers.map((answer) => answer.code))).toEqual(new Set(["gm-other-desk"]));
      const atOnce = answers.filter((answer) => answer.after < 20_000).length;
      expect(atOnce).toBe(36);
      expect(Math.max(...answers.map((answer) => answer.after))).toBeLessThan(60_000);
    },
    120_000,
  );

  it("the GM looking at another encounter: her start is still charged to her own fight, in turn, or refused out of it, as api.actions said", async () => {
    await rollInitiativeFromTracker(fight);
    await beginFromTracker(fight);
    // The GM makes another encounter and looks at it: `game.combat` is now that one in the GM's window.
    await fight.gm.page.evaluate(async () => {
      const other = await Combat.implementation.create({});
      if (other === undefined || ui.combat === undefined) throw new Error("no other encounter");
      ui.combat.viewed = other;
    });
    expect(await fight.gm.page.evaluate((combat) => game.combat?.id !== combat, fight.combat)).toBe(true);
    const combat = (): Promise<string> => table.store().then((store) => canonical((store["Combat"] ?? []).find((record) => record["_id"] === fight.combat)));
    const record = await storedGalleryFight(fight);
    const annas = record.fighters.find((fighter) => fighter.actor?.ref === fight.refs[0]);
    const annasActing = record.clock !== null && annas !== undefined && acting(record.clock).includes(annas.id);
    const attack = await annasAttack();
    // Out of her turn, api.actions does not offer the attack (held for her turn in the GM's words, unless the rules' own budget refuses it first:
    // d6-pool's asks for a declaration); on her turn the budget decides.
    if (!annasActing) expect(attack.allowed).toBe(false);
    await targetActors(fight.anna, [fight.refs[1]]);
    const before = await combat();
    const answer = await askGm(
      fight.anna,
      "startCard",
      { actor: fight.refs[0], action: attack.action, data: attack.data, targets: [fight.refs[1]], mode: "publicroll" },
      "viewed-start-1",
    );
    if (annasActing && attack.allowed) {
      expect(answer).toMatch(/"ok":true/);
      await eventually(
        async () => ((await combat()) !== before ? true : undefined),
        () => "her fight's budget to be charged",
      );
    } else {
      expect(answer).toMatch(annasActing ? /"ok":false/ : /"code":"not-your-turn"/);
      expect(await combat()).toBe(before);
    }
  });

  it("the GM asks for a roll from the tracker's button: ONE card; Anna rolls hers through the modifiers dialog, one update; her second press and Ben's button from her console change nothing", async () => {
    const button = (await tracker(fight.gm)).locator('[data-turnwright="rollRequest"]');
    if (playedAsNew(ruleset).rollRequests === undefined) {
      expect(await button.count(), "no tests to ask for, no button").toBe(0);
      return;
    }
    const before = await cardIds();
    await button.click();
    const dialog = fight.gm.page.locator(".application.turnwright-roll-request-dialog");
    await dialog.waitFor({ state: "visible" });
    // Whoever the dialog found, every one asked: Anna's and Ben's characters are the players'.
    for (const box of await dialog.locator('input[type="checkbox"][name^="actor"]').all()) await box.check();
    await dialog.locator('footer button[data-action="ok"]').click();
    await dialog.waitFor({ state: "detached" });
    const messageId = await eventually(
      () => newCard(before, "roll-request"),
      () => "the request's card",
    );
    expect((await cardIds()).length, "one card").toBe(before.length + 1);
    const rolledOn = async (): Promise<number> => {
      const record = ((await table.store())["ChatMessage"] ?? []).find((message) => message["_id"] === messageId);
      const rolled: unknown = valueAt(record, "system.card.data.rolled");
      return Array.isArray(rolled) ? rolled.length : -1;
    };
    expect(await cardButtonsShown(fight.anna, messageId)).not.toContain(`roll:${fight.refs[1]}`);
    const writesBefore = (await table.log()).writes.length;
    await pressCardButton(fight.anna, messageId, `roll:${fight.refs[0]}`);
    await answerModifiers(fight.anna);
    await eventually(
      async () => ((await rolledOn()) === 1 ? true : undefined),
      () => "Anna's roll gathered on the card",
    );
    const updates = (await table.log()).writes
      .slice(writesBefore)
      .filter((write) => write.type === "ChatMessage" && write.action === "update" && write.error === undefined);
    expect(updates.length, "the card written once for her press").toBe(1);
    const settled = canonical(await table.store());
    const again = await askGm(fight.anna, "pressCard", { messageId, button: `roll:${fight.refs[0]}`, tokens: [] }, "request-again-1");
    const bens = await askGm(fight.anna, "pressCard", { messageId, button: `roll:${fight.refs[1]}`, tokens: [] }, "request-bens-1");
    expect(again).toMatch(/"ok":false/);
    expect(bens).toMatch(/"code":"not-your-button"/);
    expect(canonical(await table.store()), "her second press and Ben's button").toBe(settled);
  });

  it("with no error naming Turnwright in any window but Anna's console", () => {
    for (const window of table.windows) if (window.user._id !== ANNA._id) expect(window.turnwrightErrors(), window.user.name).toEqual([]);
    for (const window of table.windows) expect(window.notFound, window.user.name).toEqual([]);
  });
});
