import { describe, expect, it } from "vitest";
import type { ActorSnapshot } from "../../src/engine/play/ActorSnapshot";
import type { RuleSetModule } from "../../src/engine/play/RuleSetModule";
import { executePress } from "../../src/foundry/chat/executePress";
import { executeStart } from "../../src/foundry/chat/executeStart";
import { gmHandlers } from "../../src/foundry/gm/handlers";
import { D100_MODULE } from "../../src/rulesets/d100-fate/play/module";
import { PHASES_MODULE } from "../../src/rulesets/phases-3d6/play/module";
import { ACTION_POINTS_MODULE } from "../../src/rulesets/action-points/play/module";
import { D20_SEGMENTS_MODULE } from "../../src/rulesets/d20-segments/play/module";
import { D6_POOL_MODULE } from "../../src/rulesets/d6-pool/play/module";
import { packActorFrom, weaponId as packWeaponId } from "../support/packActors";
import { packActor, weaponId } from "../rulesets/d100-fate/play/packActors";
import { packActor as phasesActor, weaponId as phasesWeaponId } from "../rulesets/phases-3d6/play/packActors";
import { KNOWN_WORDS } from "../support/words";
import { MemoryCardWorld, thrownFaces, user } from "./chat/cardWorld";
import { ALICE, FakeWorld } from "./gm/fakeWorld";

/**
 * Something a card names goes away between its buttons: the attacker's actor, the target's, the
 * weapon on the card. Every later press either goes on cleanly from what the card holds, or is
 * refused with words and writes nothing; none throws. (The acting combatant deleted from the
 * tracker is `fight/leave.test.ts`.)
 */
const owner = user("player", ["Actor.a"]);
const gm = user("gm", [], true);
/** Whoever plays the target: a defence is its owner's to roll or forgo. */
const targetOwner = user("target-player", ["Actor.b"]);

/** One press of the card: its button, the face every die shows, and who presses it. */
type Press = readonly [string, number, typeof owner];

interface Case {
  readonly name: string;
  readonly module: RuleSetModule;
  readonly attacker: ActorSnapshot;
  readonly target: ActorSnapshot;
  readonly start: Readonly<Record<string, string>>;
  /** The card's steps in order, from the attack roll to the damage landing. */
  readonly steps: readonly Press[];
}

/** The d100 and Phases cards' steps: the attack roll, the target letting it land, the damage, applying it. */
const ROLL_TAKE_DAMAGE_APPLY: readonly Press[] = [
  ["roll", 3, owner],
  ["take:Actor.b", 0, gm],
  ["damage:Actor.b", 5, owner],
  ["deal:target", 0, gm],
];

const d100Attacker = packActor("guard-sergeant", "Actor.a");
const phasesAttacker = phasesActor("duellist", "Actor.a");
const d20Attacker = packActorFrom("d20-segments-actors", "tulkas", "Actor.a");
const apAttacker = packActorFrom("action-points-actors", "vesna", "Actor.a");
const d6Attacker = packActorFrom("d6-pool-actors", "kestrel-vance", "Actor.a");
const CASES: readonly Case[] = [
  {
    name: "d100-fate",
    module: D100_MODULE,
    attacker: d100Attacker,
    target: packActor("cultist", "Actor.b"),
    start: { item: weaponId(d100Attacker, "Las rifle"), action: "standardAttack" },
    steps: ROLL_TAKE_DAMAGE_APPLY,
  },
  {
    name: "phases-3d6",
    module: PHASES_MODULE,
    attacker: phasesAttacker,
    target: phasesActor("street-brawler", "Actor.b"),
    start: { item: phasesWeaponId(phasesAttacker, "Sword"), manoeuvre: "strike" },
    steps: ROLL_TAKE_DAMAGE_APPLY,
  },
  // The attack roll against the defence in force, the damage roll, then the damage dealt against the target's resistance.
  {
    name: "d6-pool",
    module: D6_POOL_MODULE,
    attacker: d6Attacker,
    target: packActorFrom("d6-pool-actors", "dock-thug", "Actor.b"),
    start: { item: packWeaponId(d6Attacker, "Blaster pistol") },
    steps: [
      ["roll", 6, owner],
      ["damage:Actor.b", 4, owner],
      ["deal:target", 2, gm],
    ],
  },
  // The attack roll, no defence, the damage roll, the damage dealt off the hit points.
  {
    name: "d20-segments",
    module: D20_SEGMENTS_MODULE,
    attacker: d20Attacker,
    target: packActorFrom("d20-segments-actors", "marvok", "Actor.b"),
    start: { item: packWeaponId(d20Attacker, "Bastard sword") },
    steps: [
      ["roll", 15, owner],
      ["take:Actor.b", 0, targetOwner],
      ["damage:Actor.b", 5, owner],
      ["deal:target", 0, gm],
    ],
  },
  // The attack roll, no defence, where it lands and its damage, the damage dealt with the target's tests.
  {
    name: "action-points",
    module: ACTION_POINTS_MODULE,
    attacker: apAttacker,
    target: packActorFrom("action-points-actors", "grusk", "Actor.b"),
    start: { item: packWeaponId(apAttacker, "Sabre") },
    steps: [
      ["roll", 7, owner],
      ["take:Actor.b", 0, gm],
      ["damage", 5, owner],
      ["deal:target", 2, gm],
    ],
  },
];

const GONE = ["the attacker's actor", "the target's actor", "the weapon on the card"] as const;

async function playWithLoss(c: Case, gone: (typeof GONE)[number], stage: number): Promise<string[]> {
  const w = new MemoryCardWorld(
    c.module,
    new Map([
      [c.attacker.ref, c.attacker],
      [c.target.ref, c.target],
    ]),
  );
  const started = await executeStart(w, { actor: c.attacker.ref, action: "attack", data: c.start, targets: [c.target.ref] }, owner);
  if (!started.ok) throw new Error(started.refusal.message);
  let card = started.value.messageId;
  const heard: string[] = [];
  for (const [index, [button, face, who]] of c.steps.entries()) {
    if (index === stage) {
      if (gone === "the attacker's actor") w.actors.delete(c.attacker.ref);
      else if (gone === "the target's actor") w.actors.delete(c.target.ref);
      else w.actors.set(c.attacker.ref, { ...c.attacker, items: [] });
    }
    const writes = w.writes.length;
    const answer = await executePress(w, { messageId: card, button, throwDice: thrownFaces([], face) }, who);
    if (answer.ok) {
      card = answer.value.spawned[0] ?? card;
      heard.push(`${button}: applied`);
    } else {
      expect(KNOWN_WORDS.has(`TURNWRIGHT.Refusal.${answer.refusal.code}`), answer.refusal.code).toBe(true);
      expect(w.writes.length, `${button} refused but wrote`).toBe(writes);
      heard.push(`${button}: ${answer.refusal.code}`);
    }
  }
  return heard;
}

describe.each(CASES)("$name: a document a card names, deleted between its buttons", (c) => {
  it.each(GONE.flatMap((gone) => c.steps.map((_step, stage) => [gone, stage] as const)))(
    "%s, before step %i: every later press goes on or is refused in words, none throws",
    async (gone, stage) => {
      const heard = await playWithLoss(c, gone, stage);
      expect(heard).toHaveLength(c.steps.length);
      // Once the target is gone, a later step that needs it says so: the attack (which reads both sides), the damage, taking the hit.
      if (gone === "the target's actor") expect(heard.slice(stage).some((line) => line.endsWith("actor-missing"))).toBe(true);
    },
  );
});

describe("the fight deleted while requests for it wait at the GM", () => {
  it("each later request is refused as a fight that no longer exists, and nothing is written", async () => {
    const world = new FakeWorld();
    const handlers = gmHandlers(world);
    const fight = world.fight.bind(world);
    let deleted = false;
    world.fight = (combat) => (deleted ? undefined : fight(combat));
    expect((await handlers.spendAction({ combat: "fight", combatant: "hero", action: "halfAim" }, ALICE)).ok).toBe(true);
    deleted = true;
    for (const answer of [
      await handlers.spendAction({ combat: "fight", combatant: "hero", action: "halfAim" }, ALICE),
      await handlers.advanceTurn({ combat: "fight", combatant: "hero" }, ALICE),
      await handlers.holdAction({ combat: "fight", combatant: "hero", op: "delay" }, ALICE),
    ]) {
      expect(answer.ok ? "applied" : answer.refusal.code).toBe("unknown-combat");
    }
    expect(world.calls).toEqual(["spend:hero:halfAim"]);
  });
});
