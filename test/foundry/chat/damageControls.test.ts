import { describe, expect, it } from "vitest";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { cardHandlers } from "../../../src/foundry/chat/cardHandlers";
import { executePress } from "../../../src/foundry/chat/executePress";
import { executeStart } from "../../../src/foundry/chat/executeStart";
import { GmExecutor } from "../../../src/foundry/gm/GmExecutor";
import type { Requester } from "../../../src/foundry/gm/Requester";
import { D100_MODULE } from "../../../src/rulesets/d100-fate/play/module";
import { PHASES_MODULE } from "../../../src/rulesets/phases-3d6/play/module";
import { packActor, weaponId } from "../../rulesets/d100-fate/play/packActors";
import { packActorFrom } from "../../support/packActors";
import { activeGmLink } from "../../support/activeGmLink";
import { MemoryCardWorld, SlowCardWorld, memoryTable, thrownFaces, user } from "./cardWorld";

const sergeant = packActor("guard-sergeant", "Actor.sergeant");
const cultist = packActor("cultist", "Actor.cultist");
/** A second cultist, caught by the same blow. */
const bystander = packActor("cultist", "Actor.bystander");

const GM: Requester = { id: "gm", isGM: true };
const PLAYER: Requester = { id: "player", isGM: false };
const OWNERS = { player: ["Actor.sergeant"] };

const TOKEN = (ref: string): string => `Scene.aaaaaaaaaaaaaaaa.Token.${ref.slice(6).padEnd(16, "x")}`;

function world(actors: readonly ActorSnapshot[] = [sergeant, cultist, bystander]): SlowCardWorld {
  const made = new SlowCardWorld(D100_MODULE, new Map(actors.map((actor) => [actor.ref, actor])));
  for (const actor of actors) made.tokens.set(TOKEN(actor.ref), actor.ref);
  return made;
}

/** The GM's game with the card requests registered as registerCards does, every request applied here, one at a time. */
function gmGame(w: MemoryCardWorld): GmExecutor {
  const executor = new GmExecutor(activeGmLink());
  const handlers = cardHandlers(
    async () => w.module,
    async () => undefined,
    memoryTable(w, thrownFaces([], 1), OWNERS),
  );
  executor.register("pressCard", handlers.pressCard);
  return executor;
}

/** The sergeant's las rifle at the cultist: 20 hits (the head, read reversed), the cultist takes it, 1d10+3 shows 7. */
async function damageCard(w: MemoryCardWorld): Promise<string> {
  const player = user("player", ["Actor.sergeant"]);
  const gm = user("gm", [], true);
  const started = await executeStart(
    w,
    { actor: sergeant.ref, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: [cultist.ref] },
    player,
  );
  if (!started.ok) throw new Error(started.refusal.message);
  const id = started.value.messageId;
  await executePress(w, { messageId: id, button: "roll", throwDice: thrownFaces([20]) }, player);
  await executePress(w, { messageId: id, button: "take:Actor.cultist", throwDice: thrownFaces([]) }, gm);
  const damaged = await executePress(w, { messageId: id, button: "damage:Actor.cultist", throwDice: thrownFaces([7]) }, player);
  if (!damaged.ok) throw new Error(damaged.refusal.message);
  const [damage] = damaged.value.spawned;
  if (damage === undefined) throw new Error("no damage card");
  w.writes.length = 0;
  return damage;
}

const wounds = (w: MemoryCardWorld, ref: string): unknown => Reflect.get(Object(Reflect.get(Object(w.actors.get(ref)?.system), "wounds")), "value");
const linesOf = (w: MemoryCardWorld, id: string): string[] => {
  const card = w.card(id);
  return card === null ? [] : D100_MODULE.cards.view(card, Object.fromEntries(w.actors)).lines.map((line) => line.key);
};
const answerOf = (answer: { ok: boolean; refusal?: { code: string } }): string => (answer.ok ? "applied" : (answer.refusal?.code ?? "?"));

describe("a damage card's damage, where the GM points, and taken back", () => {
  it("goes to the GM's selected tokens, each through its own armour and Toughness: one update per actor, one of the card", async () => {
    const w = world();
    const card = await damageCard(w);
    const gm = gmGame(w);
    // 1d10+3 showing 7 is 10; the head is bare and a Toughness Bonus of 3 takes 3: 7 for each cultist, the sergeant's own helmet and TB take more.
    const answer = await gm.answer("pressCard", { messageId: card, button: "deal:selected", tokens: [TOKEN(bystander.ref), TOKEN(sergeant.ref)] }, GM);
    expect(answer.ok).toBe(true);
    expect(w.count("actor")).toBe(2);
    expect(w.count("card")).toBe(1);
    expect(w.writes.filter((write) => write.kind === "actor").map((write) => Reflect.get(Object(write.detail), "actor"))).toEqual([
      "Actor.bystander",
      "Actor.sergeant",
    ]);
    expect(wounds(w, "Actor.bystander")).toBe(Number(wounds(world(), "Actor.bystander")) - 7);
    // The card's own target has not taken it: its Apply is still open.
    expect(wounds(w, "Actor.cultist")).toBe(wounds(world(), "Actor.cultist"));
    expect(linesOf(w, card).filter((key) => key.endsWith("DealtTo"))).toHaveLength(2);
  });

  it("is adjusted by the GM before it is applied: halved, one more, each step ONE write of the card and none of an actor", async () => {
    const w = world();
    const card = await damageCard(w);
    const gm = gmGame(w);
    for (const button of ["adjust:half", "adjust:more"]) expect((await gm.answer("pressCard", { messageId: card, button }, GM)).ok).toBe(true);
    expect(w.count("actor")).toBe(0);
    expect(w.count("card")).toBe(2);
    expect(await gm.answer("pressCard", { messageId: card, button: "deal:target" }, GM)).toMatchObject({ ok: true });
    // 7 halved is 3, one more is 4.
    expect(wounds(w, "Actor.cultist")).toBe(Number(wounds(world(), "Actor.cultist")) - 4);
    const view = D100_MODULE.cards.view(w.card(card) ?? { kind: "", actors: [], data: {}, used: [] }, Object.fromEntries(w.actors));
    expect(view.lines).toContainEqual({ key: "TURNWRIGHT.Damage.Adjusted", data: { steps: "×½ +1" } });
    // A player may not adjust: the controls are the GM's.
    const before = w.writes.length;
    expect(answerOf(await gm.answer("pressCard", { messageId: card, button: "adjust:double" }, PLAYER))).toBe("not-your-button");
    expect(w.writes.length).toBe(before);
  });

  it("is undone by the GM: exactly the values before it come back, in ONE update of the actor, and the card says so", async () => {
    const w = world();
    const card = await damageCard(w);
    const gm = gmGame(w);
    const untouched = w.actors.get("Actor.cultist")?.system;
    await gm.answer("pressCard", { messageId: card, button: "deal:target" }, GM);
    expect(wounds(w, "Actor.cultist")).not.toBe(Reflect.get(Object(Reflect.get(Object(untouched), "wounds")), "value"));
    w.writes.length = 0;
    expect(answerOf(await gm.answer("pressCard", { messageId: card, button: "undo:0" }, GM))).toBe("applied");
    expect(w.count("actor")).toBe(1);
    expect(w.count("card")).toBe(1);
    expect(w.actors.get("Actor.cultist")?.system).toEqual(untouched);
    expect(linesOf(w, card)).toContain("TURNWRIGHT.Damage.Undone");
    // Once: the second undo is refused and writes nothing; the target may take it again after.
    const before = w.writes.length;
    expect(answerOf(await gm.answer("pressCard", { messageId: card, button: "undo:0" }, GM))).toBe("card-used");
    expect(w.writes.length).toBe(before);
    expect(answerOf(await gm.answer("pressCard", { messageId: card, button: "deal:target" }, GM))).toBe("applied");
  });

  it("tells modules once per application and once per undo, after the writes, and nothing for an adjustment or a refusal", async () => {
    const w = world();
    const card = await damageCard(w);
    const gm = gmGame(w);
    await gm.answer("pressCard", { messageId: card, button: "adjust:half" }, GM);
    expect(w.damageMoved).toEqual([]);
    await gm.answer("pressCard", { messageId: card, button: "deal:selected", tokens: [TOKEN(bystander.ref), TOKEN(sergeant.ref)] }, GM);
    await gm.answer("pressCard", { messageId: card, button: "deal:selected", tokens: [TOKEN("Actor.gone")] }, GM);
    await gm.answer("pressCard", { messageId: card, button: "undo:1" }, GM);
    expect(w.damageMoved.map(({ messageId, moved }) => ({ messageId, undone: moved.undone, refs: moved.dealt.map((dealt) => dealt.ref) }))).toEqual([
      { messageId: card, undone: false, refs: ["Actor.bystander", "Actor.sergeant"] },
      { messageId: card, undone: true, refs: ["Actor.sergeant"] },
    ]);
    // What they hear is what was written: the bystander's wounds before and after its share.
    const [applied] = w.damageMoved;
    expect(applied?.moved.dealt[0]?.after).toEqual({ "wounds.value": wounds(w, "Actor.bystander") });
  });

  it("refuses to undo over what happened since: later damage is never wiped out, and nothing is written", async () => {
    const w = world();
    const first = await damageCard(w);
    const second = await damageCard(w);
    const gm = gmGame(w);
    await gm.answer("pressCard", { messageId: first, button: "deal:target" }, GM);
    await gm.answer("pressCard", { messageId: second, button: "deal:target" }, GM);
    const held = w.actors.get("Actor.cultist")?.system;
    const before = w.writes.length;
    expect(await gm.answer("pressCard", { messageId: first, button: "undo:0" }, GM)).toMatchObject({
      ok: false,
      refusal: { code: "damage-changed-since", data: { name: "Cultist", field: "wounds.value" } },
    });
    expect(w.writes.length).toBe(before);
    expect(w.actors.get("Actor.cultist")?.system).toEqual(held);
    // Undone in the order they came, both come back.
    expect(answerOf(await gm.answer("pressCard", { messageId: second, button: "undo:0" }, GM))).toBe("applied");
    expect(answerOf(await gm.answer("pressCard", { messageId: first, button: "undo:0" }, GM))).toBe("applied");
    expect(w.actors.get("Actor.cultist")?.system).toEqual(cultist.system);
  });

  it("goes to a player's targets only as the GM's game sees them, never to her selection, and is refused in words otherwise", async () => {
    const w = world();
    const card = await damageCard(w);
    const gm = gmGame(w);
    w.targetsOf.set("player", [TOKEN(bystander.ref)]);
    const refused = async (button: string, tokens: readonly string[]): Promise<string> => {
      const before = w.writes.length;
      const answer = answerOf(await gm.answer("pressCard", { messageId: card, button, tokens }, PLAYER));
      expect(w.writes.length).toBe(before);
      return answer;
    };
    expect(await refused("deal:selected", [TOKEN(bystander.ref)])).toBe("not-your-button");
    expect(await refused("deal:targeted", [TOKEN(cultist.ref)])).toBe("not-your-targets");
    expect(await refused("deal:targeted", ["Scene.aaaaaaaaaaaaaaaa.Token.nobodyxxxxxxxxxx"])).toBe("token-missing");
    expect(await refused("deal:targeted", [])).toBe("no-targeted-tokens");
    // A hidden token, though her game said she targets it.
    w.targetsOf.set("player", [TOKEN(bystander.ref), TOKEN(cultist.ref)]);
    w.hidden.add(TOKEN(cultist.ref));
    expect(await refused("deal:targeted", [TOKEN(cultist.ref)])).toBe("not-your-targets");
    w.hidden.delete(TOKEN(cultist.ref));
    expect(answerOf(await gm.answer("pressCard", { messageId: card, button: "deal:targeted", tokens: [TOKEN(cultist.ref)] }, PLAYER))).toBe("applied");
    expect(w.count("actor")).toBe(1);
    expect(await refused("undo:0", [])).toBe("not-your-button");
    // The cultist has it now: pointing at it again is refused, by anyone.
    expect(await refused("deal:targeted", [TOKEN(cultist.ref)])).toBe("damage-dealt-already");
  });

  it("goes from a player's targets only to the defenders its attack was rolled against: any other token is the GM's to choose", async () => {
    const w = world();
    const card = await damageCard(w);
    const gm = gmGame(w);
    // She targets the bystander and her own sergeant besides the cultist her attack struck.
    w.targetsOf.set("player", [TOKEN(bystander.ref), TOKEN(sergeant.ref), TOKEN(cultist.ref)]);
    for (const tokens of [[TOKEN(bystander.ref)], [TOKEN(sergeant.ref)], [TOKEN(cultist.ref), TOKEN(bystander.ref)]]) {
      const answer = await gm.answer("pressCard", { messageId: card, button: "deal:targeted", tokens }, PLAYER);
      expect(answer).toMatchObject({ ok: false, refusal: { code: "not-struck" } });
    }
    expect(w.writes).toEqual([]);
    // The GM may put it on whom the GM likes, through the GM's own targets.
    w.targetsOf.set("gm", [TOKEN(bystander.ref)]);
    expect(answerOf(await gm.answer("pressCard", { messageId: card, button: "deal:targeted", tokens: [TOKEN(bystander.ref)] }, GM))).toBe("applied");
    expect(answerOf(await gm.answer("pressCard", { messageId: card, button: "deal:targeted", tokens: [TOKEN(cultist.ref)] }, PLAYER))).toBe("applied");
    expect(w.writes.filter((write) => write.kind === "actor").map((write) => Reflect.get(Object(write.detail), "actor"))).toEqual([
      "Actor.bystander",
      "Actor.cultist",
    ]);
  });

  it("pressed twice at once, or by two GMs: applied once, the second refused, one update per actor", async () => {
    const w = world();
    const card = await damageCard(w);
    const gm = gmGame(w);
    const press = { messageId: card, button: "deal:selected", tokens: [TOKEN(bystander.ref)] };
    const answers = await Promise.all([gm.answer("pressCard", press, GM), gm.answer("pressCard", press, { id: "second-gm", isGM: true })]);
    expect(answers.map(answerOf)).toEqual(["applied", "damage-dealt-already"]);
    expect(w.count("actor")).toBe(1);
    const undo = { messageId: card, button: "undo:0" };
    const undone = await Promise.all([gm.answer("pressCard", undo, GM), gm.answer("pressCard", undo, GM)]);
    expect(undone.map(answerOf)).toEqual(["applied", "card-used"]);
    expect(w.count("actor")).toBe(2);
    expect(w.actors.get("Actor.bystander")?.system).toEqual(bystander.system);
  });

  it("a card applied by the Apply of an earlier version stays applied: its target cannot take it twice", async () => {
    const w = world();
    const card = await damageCard(w);
    const stored = w.card(card);
    if (stored === null) throw new Error("no card");
    // As the earlier Apply left it: the data says applied, no record, the button used.
    w.cards.set(card, {
      card: { ...stored, data: { ...stored.data, applied: { fromWounds: 7, critical: 0, out: false } }, used: ["apply"] },
      rolls: [],
      roller: "player",
      writtenByGM: true,
    });
    const gm = gmGame(w);
    expect(answerOf(await gm.answer("pressCard", { messageId: card, button: "deal:target" }, GM))).toBe("card-used");
    expect(answerOf(await gm.answer("pressCard", { messageId: card, button: "deal:selected", tokens: [TOKEN(cultist.ref)] }, GM))).toBe("damage-dealt-already");
    expect(w.count("actor")).toBe(0);
    const view = D100_MODULE.cards.view(w.card(card) ?? stored, Object.fromEntries(w.actors));
    expect(view.lines.map((line) => line.key)).toContain("TURNWRIGHT.D100Fate.Card.Applied");
    expect(view.buttons.find((button) => button.id === "deal:target")?.used).toBe(true);
  });
});

describe("phases-3d6: Stun and Body where the GM points", () => {
  it("deals the same dice to a selected defender, halved by the GM on both, and takes it back exactly", async () => {
    const duellist = packActorFrom("phases-3d6-actors", "duellist", "Actor.duellist");
    const brawler = packActorFrom("phases-3d6-actors", "street-brawler", "Actor.brawler");
    const w = new MemoryCardWorld(PHASES_MODULE, new Map([duellist, brawler].map((actor) => [actor.ref, actor])));
    w.tokens.set(TOKEN(duellist.ref), duellist.ref);
    const owner = user("player", ["Actor.duellist", "Actor.brawler"], true);
    const started = await executeStart(
      w,
      { actor: duellist.ref, action: "attack", data: { item: weaponId(duellist, "Sword"), manoeuvre: "strike" }, targets: [brawler.ref] },
      owner,
    );
    if (!started.ok) throw new Error(started.refusal.message);
    await executePress(w, { messageId: started.value.messageId, button: "roll", throwDice: thrownFaces([], 1) }, owner);
    const damaged = await executePress(w, { messageId: started.value.messageId, button: "damage:Actor.brawler", throwDice: thrownFaces([], 6) }, owner);
    if (!damaged.ok) throw new Error(damaged.refusal.message);
    const [card = ""] = damaged.value.spawned;
    const gm = gmGame(w);
    await gm.answer("pressCard", { messageId: card, button: "adjust:half" }, GM);
    w.writes.length = 0;
    expect(answerOf(await gm.answer("pressCard", { messageId: card, button: "deal:selected", tokens: [TOKEN(duellist.ref)] }, GM))).toBe("applied");
    const dealt = w.writes.find((write) => write.kind === "actor")?.detail;
    // The Sword's 4d6 all showing 6: 24 Stun and 8 Body, halved to 12 and 4.
    const stun = Reflect.get(Object(Reflect.get(Object(duellist.system), "stun")), "value");
    const body = Reflect.get(Object(Reflect.get(Object(duellist.system), "body")), "value");
    expect(dealt).toMatchObject({ actor: "Actor.duellist", system: { "stun.value": Number(stun) - 12, "body.value": Number(body) - 4 } });
    expect(answerOf(await gm.answer("pressCard", { messageId: card, button: "undo:0" }, GM))).toBe("applied");
    expect(w.actors.get("Actor.duellist")?.system).toEqual(duellist.system);
  });
});
