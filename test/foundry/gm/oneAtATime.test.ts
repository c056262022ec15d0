import { describe, expect, it } from "vitest";
import type { Outcome } from "../../../src/engine/Refusal";
import { executePress, type PressResult } from "../../../src/foundry/chat/executePress";
import { executeStart } from "../../../src/foundry/chat/executeStart";
import { GmExecutor } from "../../../src/foundry/gm/GmExecutor";
import type { Requester } from "../../../src/foundry/gm/Requester";
import { D100_MODULE } from "../../../src/rulesets/d100-fate/play/module";
import { packActor, weaponId } from "../../rulesets/d100-fate/play/packActors";
import { activeGmLink } from "../../support/activeGmLink";
import { SlowCardWorld, thrownFaces, user, type MemoryCardWorld } from "../chat/cardWorld";

const sergeant = packActor("guard-sergeant", "Actor.sergeant");
const cultist = packActor("cultist", "Actor.cultist");
const gm = user("gm", [], true);
const player = user("player", ["Actor.sergeant"]);

/** The active GM's executor: every request is answered on this game, as the GM's own clicks are. */
function gmExecutor(world: SlowCardWorld): GmExecutor {
  const executor = new GmExecutor(activeGmLink());
  executor.register("pressCard", async (payload: unknown, requester: Requester) => {
    const messageId = String(Reflect.get(Object(payload), "messageId"));
    const button = String(Reflect.get(Object(payload), "button"));
    const sent: unknown = Reflect.get(Object(payload), "faces");
    const faces = Array.isArray(sent) ? sent.map(Number) : [];
    const presser = requester.isGM ? gm : player;
    return executePress(world, { messageId, button, throwDice: thrownFaces(faces) }, presser);
  });
  return executor;
}

async function damageCard(world: SlowCardWorld): Promise<string> {
  const started = await executeStart(
    world,
    { actor: sergeant.ref, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: [cultist.ref] },
    player,
  );
  if (!started.ok) throw new Error(started.refusal.message);
  const id = started.value.messageId;
  const press = (button: string, faces: number[], who = player) => executePress(world, { messageId: id, button, throwDice: thrownFaces(faces) }, who);
  await press("roll", [20]);
  await press("take:Actor.cultist", [], gm);
  // 1d10+3 showing 1, less the cultist's Toughness Bonus of 3: one Wound on the bare head.
  const damaged: Outcome<PressResult> = await press("damage:Actor.cultist", [1]);
  if (!damaged.ok) throw new Error(damaged.refusal.message);
  const [damageId] = damaged.value.spawned;
  if (damageId === undefined) throw new Error("no damage card");
  return damageId;
}

const wounds = (world: MemoryCardWorld): unknown => Reflect.get(Object(Reflect.get(Object(world.actors.get(cultist.ref)?.system), "wounds")), "value");

describe("the GM applies requests one at a time", () => {
  it("two presses of one button in flight at once: exactly one applies, the other hears it was used", async () => {
    const world = new SlowCardWorld(
      D100_MODULE,
      new Map([
        [sergeant.ref, sergeant],
        [cultist.ref, cultist],
      ]),
    );
    const card = await damageCard(world);
    const before = wounds(world);
    const executor = gmExecutor(world);
    const press = { messageId: card, button: "deal:target", faces: [] };
    const answers = await Promise.all([
      executor.answer("pressCard", press, { id: "gm", isGM: true }),
      executor.answer("pressCard", press, { id: "gm", isGM: true }),
    ]);
    expect(answers.map((answer) => (answer.ok ? "applied" : answer.refusal.code))).toEqual(["applied", "card-used"]);
    expect(world.count("actor")).toBe(1);
    expect(wounds(world)).toBe(Number(before ?? 0) - 1);
  });

  it("two cards' damage to one actor in flight at once: both apply, neither is lost", async () => {
    const world = new SlowCardWorld(
      D100_MODULE,
      new Map([
        [sergeant.ref, sergeant],
        [cultist.ref, cultist],
      ]),
    );
    const first = await damageCard(world);
    const second = await damageCard(world);
    const full = Reflect.get(Object(Reflect.get(Object(cultist.system), "wounds")), "max");
    const executor = gmExecutor(world);
    const answers = await Promise.all(
      [first, second].map((messageId) => executor.answer("pressCard", { messageId, button: "deal:target", faces: [] }, { id: "gm", isGM: true })),
    );
    expect(answers.every((answer) => answer.ok)).toBe(true);
    expect(wounds(world)).toBe(Number(full) - 2);
  });

  it("a refusal or a fault in one request does not hold up the next", async () => {
    const world = new SlowCardWorld(
      D100_MODULE,
      new Map([
        [sergeant.ref, sergeant],
        [cultist.ref, cultist],
      ]),
    );
    const executor = gmExecutor(world);
    executor.register("fails", async () => {
      throw new Error("the database is down");
    });
    const answers = await Promise.all([
      executor.answer("fails", {}, { id: "gm", isGM: true }),
      executor.answer("pressCard", { messageId: "none", button: "deal:target", faces: [] }, { id: "gm", isGM: true }),
    ]);
    expect(answers.map((answer) => (answer.ok ? "applied" : answer.refusal.code))).toEqual(["gm-failed", "card-gone"]);
  });
});
