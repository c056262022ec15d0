import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { describe, expect, it } from "vitest";
import { dictionaryTranslator } from "../../../src/engine/text/dictionaryTranslator";
import { renderText } from "../../../src/engine/text/LocalText";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import type { RuleSetModule } from "../../../src/engine/play/RuleSetModule";
import { readPress } from "../../../src/foundry/chat/cardRequests";
import { cardSight } from "../../../src/foundry/chat/cardSight";
import { executePress } from "../../../src/foundry/chat/executePress";
import { executeRollRequest, readRollRequest, requestAudience } from "../../../src/foundry/rollRequests/rollRequestRequest";
import { ACTION_POINTS_MODULE } from "../../../src/rulesets/action-points/play/module";
import { D100_MODULE } from "../../../src/rulesets/d100-fate/play/module";
import { D20_SEGMENTS_MODULE } from "../../../src/rulesets/d20-segments/play/module";
import { D6_POOL_MODULE } from "../../../src/rulesets/d6-pool/play/module";
import { PHASES_MODULE } from "../../../src/rulesets/phases-3d6/play/module";
import { MemoryCardWorld, thrownFaces, user } from "../chat/cardWorld";
import { packActorFrom } from "../../support/packActors";
import { packFilePaths } from "../../support/packSources";
import { REGISTERED } from "../../../src/rulesets/registry";

const english = dictionaryTranslator(JSON.parse(readFileSync(new URL("../../../lang/en.json", import.meta.url), "utf8")));
const german = dictionaryTranslator(JSON.parse(readFileSync(new URL("../../../lang/de.json", import.meta.url), "utf8")), "de");
const GM = user("gm", [], true);

function worldOf(module: RuleSetModule, ...actors: ActorSnapshot[]): MemoryCardWorld {
  return new MemoryCardWorld(module, new Map(actors.map((actor) => [actor.ref, actor])));
}

const varro = packActorFrom("d100-fate-actors", "guard-sergeant", "Actor.varro");
const cultist = packActorFrom("d100-fate-actors", "cultist", "Actor.cultist");
const ann = user("ann", [varro.ref]);
const asked = { test: "agility", difficulty: "challenging", actors: [varro.ref, cultist.ref], opposed: false, secret: false };

async function posted(request = asked) {
  const world = worldOf(D100_MODULE, varro, cultist);
  const done = await executeRollRequest(world, request, GM);
  if (!done.ok) throw new Error(done.refusal.message);
  return { world, messageId: done.value.messageId };
}

function sayAll(world: MemoryCardWorld, messageId: string, words = english): string[] {
  const card = world.card(messageId);
  if (card === null) throw new Error("no card");
  const view = world.module.cards.view(card, Object.fromEntries(world.actors));
  return [
    renderText(view.title, words),
    ...view.rolls.map((roll) => `${renderText(roll.label, words)} ${roll.total}: ${roll.detail === undefined ? "" : renderText(roll.detail, words)}`),
    ...view.lines.map((line) => renderText(line, words)),
  ];
}

describe("the GM asks for a roll", () => {
  it("writes ONE card listing who is asked; each owner's press is one update of it, with the roll and the group's count", async () => {
    const { world, messageId } = await posted();
    expect(world.writes.map((write) => write.kind)).toEqual(["create"]);
    expect(sayAll(world, messageId)).toEqual(["Agility test asked by the GM", "Guard Sergeant has yet to roll.", "Cultist has yet to roll."]);
    const pressed = await executePress(
      world,
      { messageId, button: `roll:${varro.ref}`, throwDice: thrownFaces([12]), modifiers: { step: null, free: { test: 10 } } },
      ann,
    );
    expect(pressed.ok).toBe(true);
    expect(world.writes.map((write) => write.kind)).toEqual(["create", "card"]);
    expect(sayAll(world, messageId)).toEqual([
      "Agility test asked by the GM",
      "Guard Sergeant 12: Success by 5 degrees",
      "Cultist has yet to roll.",
      "1 of 2 passed.",
    ]);
    expect(sayAll(world, messageId, german).at(-1)).toBe("1 von 2 bestanden.");
  });

  it("refuses in words a second roll for the same actor and a presser who does not own the actor, and writes nothing", async () => {
    const { world, messageId } = await posted();
    await executePress(world, { messageId, button: `roll:${varro.ref}`, throwDice: thrownFaces([50]) }, ann);
    const before = world.writes.length;
    const again = await executePress(world, { messageId, button: `roll:${varro.ref}`, throwDice: thrownFaces([5]) }, ann);
    expect(again).toMatchObject({ ok: false, refusal: { code: "card-used" } });
    const notHers = await executePress(world, { messageId, button: `roll:${cultist.ref}`, throwDice: thrownFaces([5]) }, ann);
    expect(notHers).toMatchObject({ ok: false, refusal: { code: "not-your-button" } });
    const beyond = await executePress(
      world,
      { messageId, button: `roll:${cultist.ref}`, throwDice: thrownFaces([5]), modifiers: { step: null, free: { test: 99 } } },
      GM,
    );
    expect(beyond).toMatchObject({ ok: false, refusal: { code: "modifier-beyond-cap" } });
    expect(world.writes.length).toBe(before);
    // The GM rolls for the actor nobody plays.
    expect((await executePress(world, { messageId, button: `roll:${cultist.ref}`, throwDice: thrownFaces([90]) }, GM)).ok).toBe(true);
    expect(world.writes.length).toBe(before + 1);
  });

  it("an opposed test is one card with both rolls, the winner named", async () => {
    const { world, messageId } = await posted({ ...asked, opposed: true });
    await executePress(world, { messageId, button: `roll:${varro.ref}`, throwDice: thrownFaces([10]) }, ann);
    await executePress(world, { messageId, button: `roll:${cultist.ref}`, throwDice: thrownFaces([99]) }, GM);
    expect(world.count("create")).toBe(1);
    expect(sayAll(world, messageId).at(-1)).toBe("Guard Sergeant wins the opposed test.");
  });

  it("is the GM's alone, of a test and actors of the world's rule set; a refusal writes nothing", async () => {
    const code = async (request: typeof asked, by = GM, module: RuleSetModule = D100_MODULE) => {
      const world = worldOf(module, varro, cultist);
      const done = await executeRollRequest(world, request, by);
      if (!done.ok) expect(world.writes).toEqual([]);
      return done.ok ? "ok" : done.refusal.code;
    };
    expect(await code(asked, ann)).toBe("gm-only");
    expect(await code({ ...asked, test: "swimming" })).toBe("request-no-test");
    expect(await code({ ...asked, actors: ["Actor.gone"] })).toBe("actor-missing");
    expect(await code({ ...asked, opposed: true, actors: [varro.ref] })).toBe("request-opposed-two");
    // A d100 step asked in a d6-pool world.
    expect(await code(asked, GM, D6_POOL_MODULE)).toBe("request-no-difficulty");
  });

  it("a secret card is whispered to the GMs, blind: its results are the GM's, the Roll button still the owner's", () => {
    const seen = requestAudience(true, ["gm"]);
    expect(seen).toEqual({ whisper: ["gm"], blind: true });
    expect(cardSight({ ...seen, roller: "gm", rolled: true }, "ann", true)).toBe("buttons");
    expect(cardSight({ ...seen, roller: "gm", rolled: true }, "ann", false)).toBe("private");
    expect(cardSight({ ...seen, roller: "gm", rolled: true }, "gm", false)).toBe("whole");
    expect(requestAudience(false, ["gm"])).toEqual({ whisper: [], blind: false });
  });

  it("d6-pool: a skill against a difficulty number, the pool thrown by the GM's game", async () => {
    const kestrel = packActorFrom("d6-pool-actors", "kestrel-vance", "Actor.kestrel");
    const world = worldOf(D6_POOL_MODULE, kestrel);
    const done = await executeRollRequest(world, { test: "search", difficulty: "10", actors: [kestrel.ref], opposed: false, secret: false }, GM);
    if (!done.ok) throw new Error(done.refusal.message);
    const pressed = await executePress(
      world,
      { messageId: done.value.messageId, button: `roll:${kestrel.ref}`, throwDice: thrownFaces([4], 4) },
      user("kim", [kestrel.ref]),
    );
    expect(pressed.ok).toBe(true);
    expect(world.count("card")).toBe(1);
    expect(sayAll(world, done.value.messageId).at(-1)).toBe("1 of 1 passed.");
  });

  it.each(REGISTERED.map(({ id, play }) => ({ id, module: play })))(
    "$id: its first test at its usual difficulty, one card, one update per press",
    async ({ id, module }) => {
      const rules = module.rollRequests;
      if (rules === undefined) return;
      const [first = ""] = packFilePaths(`${id}-actors`).map((path) => basename(path, ".json"));
      const hero = packActorFrom(`${id}-actors`, first, "Actor.hero");
      const world = worldOf(module, hero);
      const done = await executeRollRequest(
        world,
        { test: rules.tests[0]?.id ?? "", difficulty: rules.usualDifficulty, actors: [hero.ref], opposed: false, secret: true },
        GM,
      );
      if (!done.ok) throw new Error(done.refusal.message);
      expect(
        await executePress(world, { messageId: done.value.messageId, button: `roll:${hero.ref}`, throwDice: thrownFaces([3], 3) }, user("pat", [hero.ref])),
      ).toMatchObject({ ok: true });
      expect(world.writes.map((write) => write.kind)).toEqual(["create", "card"]);
      expect(sayAll(world, done.value.messageId).at(-1)).toMatch(/^[01] of 1 passed\.$/);
    },
  );

  it("the rule sets whose sheets offer no test to ask for refuse in words", async () => {
    for (const module of [PHASES_MODULE, D20_SEGMENTS_MODULE, ACTION_POINTS_MODULE]) {
      if (module.rollRequests !== undefined) continue;
      const world = worldOf(module);
      expect(await executeRollRequest(world, asked, GM)).toMatchObject({ ok: false, refusal: { code: "request-none" } });
      expect(world.writes).toEqual([]);
    }
  });
});

describe("a roll request and a press as a player's game sends them", () => {
  it("reads the shape alone: a test, a difficulty, actors by ref, opposed and secret as booleans", () => {
    expect(readRollRequest({ test: "agility", difficulty: "hard", actors: ["Actor.a"], extra: 1 })).toEqual({
      ok: true,
      value: { test: "agility", difficulty: "hard", actors: ["Actor.a"], opposed: false, secret: false },
    });
    for (const forged of [
      null,
      [],
      { test: 1 },
      { test: "a", difficulty: "" },
      { test: "a", difficulty: "b", actors: "Actor.a" },
      { test: "a", difficulty: "b", actors: [], secret: "yes" },
    ])
      expect(readRollRequest(forged)).toMatchObject({ ok: false, refusal: { code: "malformed-request" } });
  });
  it("a press's modifiers in shape: a step or null, numbers by dial", () => {
    expect(readPress({ messageId: "m", button: "roll:Actor.a", modifiers: { step: null, free: { test: 5 } } })).toMatchObject({
      ok: true,
      value: { modifiers: { step: null, free: { test: 5 } } },
    });
    expect(readPress({ messageId: "m", button: "roll:Actor.a", modifiers: { step: null, free: { test: "5" } } })).toMatchObject({
      ok: false,
      refusal: { data: { request: "pressCard" } },
    });
  });
});
