import { describe, expect, it } from "vitest";
import { readDamageRecord } from "../../../src/engine/play/damageRecord";
import type { DiceRequest } from "../../../src/engine/dice/DiceRequest";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import type { RuleSetModule } from "../../../src/engine/play/RuleSetModule";
import { cardHandlers } from "../../../src/foundry/chat/cardHandlers";
import { executePress, type PressRequest } from "../../../src/foundry/chat/executePress";
import { executeStart } from "../../../src/foundry/chat/executeStart";
import { GmExecutor } from "../../../src/foundry/gm/GmExecutor";
import type { Requester } from "../../../src/foundry/gm/Requester";
import { ACTION_POINTS_MODULE } from "../../../src/rulesets/action-points/play/module";
import { D20_SEGMENTS_MODULE } from "../../../src/rulesets/d20-segments/play/module";
import { D6_POOL_MODULE } from "../../../src/rulesets/d6-pool/play/module";
import { activeGmLink } from "../../support/activeGmLink";
import { packActorFrom, weaponId } from "../../support/packActors";
import { MemoryCardWorld, memoryTable, thrown, thrownFaces, user } from "./cardWorld";

const GM: Requester = { id: "gm", isGM: true };
const PLAYER: Requester = { id: "player", isGM: false };
/** The player plays the attacker. */
const OWNERS = { player: ["Actor.a"] };

const TOKEN = (ref: string): string => `Scene.aaaaaaaaaaaaaaaa.Token.${ref.slice(6).padEnd(16, "x")}`;

/** A press on the way to the damage card: its button, the faces of the dice it asks for (then `otherwise`), who presses. */
type Step = readonly [string, readonly number[], number, "owner" | "target" | "gm"];

interface Case {
  readonly id: string;
  readonly module: RuleSetModule;
  readonly attacker: string;
  readonly defender: string;
  readonly weapon: string;
  readonly steps: readonly Step[];
  /** The face every die of a defender's own roll shows. */
  readonly defenderFace: number;
  /** How many dice each defender throws in taking the hit. */
  readonly ownDice: number;
}

const CASES: readonly Case[] = [
  // A blaster hit, 4D of 4s, dealt against each defender's resistance pool of 2s.
  {
    id: "d6-pool",
    module: D6_POOL_MODULE,
    attacker: "kestrel-vance",
    defender: "dock-thug",
    weapon: "Blaster pistol",
    steps: [
      ["roll", [], 6, "owner"],
      ["damage:Actor.b", [], 4, "owner"],
    ],
    defenderFace: 2,
    ownDice: 1,
  },
  // A sword hit taken without defence: nothing of the defender's own is rolled.
  {
    id: "d20-segments",
    module: D20_SEGMENTS_MODULE,
    attacker: "tulkas",
    defender: "marvok",
    weapon: "Bastard sword",
    steps: [
      ["roll", [], 15, "owner"],
      ["take:Actor.b", [], 0, "target"],
      ["damage:Actor.b", [], 9, "owner"],
    ],
    defenderFace: 1,
    ownDice: 0,
  },
  // A sabre's 8 in the stomach (the d20's 5), doubled past the armour and past Fitness: a Stamina test and the d8 each.
  {
    id: "action-points",
    module: ACTION_POINTS_MODULE,
    attacker: "vesna",
    defender: "grusk",
    weapon: "Sabre",
    steps: [
      ["roll", [], 7, "owner"],
      ["take:Actor.b", [], 0, "gm"],
      ["damage", [5], 8, "owner"],
    ],
    defenderFace: 1,
    ownDice: 2,
  },
];

describe.each(CASES)("$id: damage dealt where the GM points, each defender rolling its own part", (c) => {
  const attacker = packActorFrom(`${c.id}-actors`, c.attacker, "Actor.a");
  const defender = packActorFrom(`${c.id}-actors`, c.defender, "Actor.b");
  const bystander = packActorFrom(`${c.id}-actors`, c.defender, "Actor.c");

  /** The table with the attack played up to its damage card, and the GM's game over it whose throws are recorded. */
  async function table() {
    const w = new MemoryCardWorld(c.module, new Map<string, ActorSnapshot>([attacker, defender, bystander].map((actor) => [actor.ref, actor])));
    for (const actor of [attacker, defender, bystander]) w.tokens.set(TOKEN(actor.ref), actor.ref);
    const owner = user("player", ["Actor.a"]);
    const gm = user("gm", [], true);
    const players = { owner, gm, target: user("target-player", ["Actor.b"]) };
    const started = await executeStart(
      w,
      { actor: attacker.ref, action: "attack", data: { item: weaponId(attacker, c.weapon) }, targets: [defender.ref] },
      owner,
    );
    if (!started.ok) throw new Error(started.refusal.message);
    let card = started.value.messageId;
    for (const [button, faces, otherwise, who] of c.steps) {
      const done = await executePress(w, { messageId: card, button, throwDice: thrownFaces(faces, otherwise) }, players[who]);
      if (!done.ok) throw new Error(`${button}: ${done.refusal.message}`);
      card = done.value.spawned[0] ?? card;
    }
    expect(w.card(card)?.kind).toBe("damage");
    const asked: DiceRequest[][] = [];
    const dice: PressRequest["throwDice"] = thrown((requests) => {
      asked.push([...requests]);
      return requests.map((request) =>
        outcomeFromFaces(
          request,
          Array.from({ length: request.count }, () => [Math.min(c.defenderFace, request.faces)]),
        ),
      );
    });
    const executor = new GmExecutor(activeGmLink());
    const handlers = cardHandlers(
      async () => w.module,
      async () => undefined,
      memoryTable(w, dice, OWNERS),
    );
    executor.register("pressCard", handlers.pressCard);
    w.writes.length = 0;
    return { w, card, gm: executor, asked };
  }

  it("goes to two selected tokens: each throws its own roll on the GM's game, one write per actor and one of the card; undo is one write of each", async () => {
    const { w, card, gm, asked } = await table();
    const answer = await gm.answer("pressCard", { messageId: card, button: "deal:selected", tokens: [TOKEN(bystander.ref), TOKEN(defender.ref)] }, GM);
    expect(answer.ok).toBe(true);
    expect(w.count("actor")).toBe(2);
    expect(w.count("card")).toBe(1);
    expect(w.writes.filter((write) => write.kind === "actor").map((write) => Reflect.get(Object(write.detail), "actor"))).toEqual([
      bystander.ref,
      defender.ref,
    ]);
    // One throw for the press, holding each defender's own dice in the order they were pointed at.
    expect(asked.length).toBe(c.ownDice === 0 ? 0 : 1);
    expect(asked.flat()).toHaveLength(c.ownDice * 2);
    w.writes.length = 0;
    expect((await gm.answer("pressCard", { messageId: card, button: "undo:1" }, GM)).ok).toBe(true);
    expect(w.count("actor")).toBe(1);
    expect(w.count("card")).toBe(1);
    // Exactly the values before: those the card recorded, as the rules read them (a pack actor may leave a field to its default).
    const stored = w.card(card);
    const record = stored === null ? null : readDamageRecord(stored);
    expect(w.writes.find((write) => write.kind === "actor")?.detail).toEqual({
      actor: defender.ref,
      system: record?.ok === true ? record.value.dealt[1]?.before : undefined,
    });
  });

  it("is adjusted with one write of the card (a typed amount too, refused in words when it is no whole number), and the target's own Apply deals it once", async () => {
    const { w, card, gm } = await table();
    for (const amount of ["2.5", "-1", "1000", "lots", ""])
      expect(await gm.answer("pressCard", { messageId: card, button: "adjust:set", amount }, GM)).toMatchObject({
        ok: false,
        refusal: { code: expect.stringMatching(/^damage-amount-/) },
      });
    expect(w.writes).toEqual([]);
    expect((await gm.answer("pressCard", { messageId: card, button: "adjust:set", amount: "6" }, GM)).ok).toBe(true);
    expect((await gm.answer("pressCard", { messageId: card, button: "adjust:half" }, GM)).ok).toBe(true);
    expect(w.count("actor")).toBe(0);
    expect(w.count("card")).toBe(2);
    expect(Reflect.get(Object(w.card(card)?.damage), "steps")).toEqual([{ set: 6 }, "half"]);
    expect((await gm.answer("pressCard", { messageId: card, button: "deal:target" }, GM)).ok).toBe(true);
    const second = await gm.answer("pressCard", { messageId: card, button: "deal:target" }, GM);
    expect(second.ok).toBe(false);
    // One write of the defender: its data, or (d6-pool's 3 getting through stuns) the stun effect put on it.
    expect(w.count("actor") + w.count("effects")).toBe(1);
  });

  it("refuses the player a token she does not target, the GM's controls and undo: nothing thrown, nothing written", async () => {
    const { w, card, gm, asked } = await table();
    w.targetsOf.set("player", [TOKEN(defender.ref)]);
    for (const [button, tokens] of [
      ["deal:targeted", [TOKEN(bystander.ref)]],
      ["deal:targeted", [TOKEN(defender.ref), TOKEN(bystander.ref)]],
      ["deal:selected", [TOKEN(defender.ref)]],
      ["adjust:double", []],
    ] as const) {
      const answer = await gm.answer("pressCard", { messageId: card, button, tokens }, PLAYER);
      expect(answer.ok, button).toBe(false);
    }
    expect(asked).toEqual([]);
    expect(w.writes).toEqual([]);
    // Her own target goes through, rolled for by the GM's game; its undo is the GM's alone.
    expect((await gm.answer("pressCard", { messageId: card, button: "deal:targeted", tokens: [TOKEN(defender.ref)] }, PLAYER)).ok).toBe(true);
    const before = w.writes.length;
    expect(await gm.answer("pressCard", { messageId: card, button: "undo:0" }, PLAYER)).toMatchObject({ ok: false });
    expect(w.writes.length).toBe(before);
  });
});
