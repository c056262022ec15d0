import { describe, expect, it } from "vitest";
import { outcomeFromFaces } from "../../../../src/engine/dice/outcomeFromFaces";
import type { DiceOutcome } from "../../../../src/engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";
import type { CardState, CardTransition } from "../../../../src/engine/play/CardRules";
import type { MeasuredDistance } from "../../../../src/engine/play/reachOnCard";
import { PHASES_CARDS } from "../../../../src/rulesets/phases-3d6/play/cards";
import { packActor, weaponId } from "./packActors";

// Street Brawler: OCV 6, Knife (+1 OCV, 2d6). Watch Spearman: DCV 4, Spear (+1 DCV): DCV 5.
const brawler = packActor("street-brawler", "Actor.brawler");
const spearman = packActor("watch-spearman", "Actor.spear");
const both = [brawler, spearman];

function ok(result: { ok: true; value: CardTransition } | { ok: false; refusal: { code: string; message: string } }): CardTransition {
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  return result.value;
}

/** Presses a button with forced faces for exactly the dice the rules ask for. */
function press(card: CardState, button: string, actors: ActorSnapshot[], faces: number[][] = []) {
  const byRef = Object.fromEntries(actors.map((a) => [a.ref, a]));
  const dice = PHASES_CARDS.press.dice({ card, button, actors: byRef });
  if (!dice.ok) return dice;
  expect(dice.value.length).toBe(faces.length);
  const outcomes: DiceOutcome[] = dice.value.map((request, index) =>
    outcomeFromFaces(
      request,
      (faces[index] ?? []).map((f) => [f]),
    ),
  );
  return PHASES_CARDS.press.resolve({ card, button, actors: byRef }, outcomes);
}

function buttonsOf(card: CardState, actors: ActorSnapshot[]) {
  return PHASES_CARDS.view(card, Object.fromEntries(actors.map((a) => [a.ref, a]))).buttons;
}

const attack = (
  manoeuvre: string,
  targets = [spearman],
  extra: { unaware?: string[]; budget?: unknown; distances?: Readonly<Record<string, MeasuredDistance>> } = {},
) => PHASES_CARDS.start.resolve({ actor: brawler, action: "attack", data: { item: weaponId(brawler, "Knife"), manoeuvre }, targets, ...extra }, []);

describe("phases-3d6 attack card", () => {
  it("takes the manoeuvre from the Phase and rolls at once: OCV against 10 + each target's DCV", () => {
    const started = ok(attack("strike"));
    expect(started.spend).toEqual({ actor: "Actor.brawler", action: "strike" });
    expect(started.follow).toBe("roll");
    expect(started.card.data).toMatchObject({ ocv: 7, dice: 2, roll: null, targets: [{ ref: "Actor.spear", dcv: 5, target: 15, unaware: false }] });
    expect(buttonsOf(started.card, both).map((b) => [b.id, b.audience])).toEqual([["roll", { kind: "owner", actor: "Actor.brawler" }]]);
    const view = PHASES_CARDS.view(started.card, { "Actor.brawler": brawler, "Actor.spear": spearman });
    expect(view.lines[0]).toEqual({ key: "TURNWRIGHT.Phases.Card.Ocv", data: { ocv: 7, base: 6, weapon: "Knife", weaponMod: "+1", manoeuvres: "+0" } });
    expect(view.title).toEqual({ key: "TURNWRIGHT.Phases.Card.AttackTitle", data: { action: "TURNWRIGHT.Phases.Action.strike", weapon: "Knife" } });
  });

  it("runs from roll to damage to applied Stun and Body, each press once", () => {
    // 3 + 4 + 5 = 12, + OCV 7 = 19 against 15: a hit
    const rolled = ok(press(ok(attack("strike")).card, "roll", both, [[3, 4, 5]]));
    expect(rolled.card.data).toMatchObject({ roll: [3, 4, 5], targets: [{ total: 19, hit: true, damaged: false }] });
    expect(press(rolled.card, "roll", both, [[1, 1, 1]])).toMatchObject({ ok: false, refusal: { code: "card-used" } });
    expect(
      buttonsOf(rolled.card, both)
        .filter((b) => !b.used)
        .map((b) => [b.id, b.audience]),
    ).toEqual([["damage:Actor.spear", { kind: "owner-or-gm", actor: "Actor.brawler" }]]);

    // 2d6 showing 6 and 1: 7 Stun, 2 + 0 Body
    const damaged = ok(press(rolled.card, "damage:Actor.spear", both, [[6, 1]]));
    expect(press(damaged.card, "damage:Actor.spear", both, [[6, 1]])).toMatchObject({ ok: false, refusal: { code: "card-used" } });
    const damageCard = damaged.spawn[0];
    if (damageCard === undefined) throw new Error("no damage card");
    expect(damageCard.data).toMatchObject({ dice: [6, 1], stun: 7, body: 2, applied: null });
    expect(
      buttonsOf(damageCard, both)
        .filter((b) => b.audience.kind !== "gm")
        .map((b) => [b.id, b.audience]),
    ).toEqual([
      ["deal:target", { kind: "owner-or-gm", actor: "Actor.spear" }],
      ["deal:targeted", { kind: "owner-or-gm", actor: "Actor.brawler" }],
    ]);

    const applied = ok(press(damageCard, "deal:target", both));
    expect(applied.changes).toEqual([{ actor: "Actor.spear", system: { "stun.value": 13, "body.value": 8 } }]);
    expect(press(applied.card, "deal:target", both)).toMatchObject({ ok: false, refusal: { code: "damage-dealt-already" } });
    expect(buttonsOf(applied.card, both).find((b) => b.id === "deal:target")?.used).toBe(true);
  });

  it("a hit whose Stun is more than the target's Body maximum leaves it Stunned", () => {
    const rolled = ok(press(ok(attack("haymaker")).card, "roll", both, [[5, 5, 5]]));
    // Haymaker: the knife's 2d6 and 4d6 more
    const damaged = ok(press(rolled.card, "damage:Actor.spear", both, [[6, 6, 5, 4, 3, 2]]));
    const card = damaged.spawn[0];
    if (card === undefined) throw new Error("no damage card");
    expect(card.data).toMatchObject({ stun: 26, body: 8 });
    expect(ok(press(card, "deal:target", both)).changes).toEqual([
      { actor: "Actor.spear", system: { "stun.value": -6, "body.value": 2, "conditions.stunned": true } },
    ]);
  });

  it("an 18 always misses and a miss offers no damage", () => {
    const rolled = ok(press(ok(attack("strike")).card, "roll", both, [[6, 6, 6]]));
    expect(rolled.card.data).toMatchObject({ targets: [{ total: 25, hit: false }] });
    expect(buttonsOf(rolled.card, both).filter((b) => !b.used)).toEqual([]);
    expect(press(rolled.card, "damage:Actor.spear", both, [[3, 3]])).toMatchObject({ ok: false, refusal: { code: "no-hit" } });
  });

  it("the unaware lose 3 DCV in the Surprise Phase; the Stunned have half", () => {
    expect(ok(attack("strike", [spearman], { unaware: ["Actor.spear"] })).card.data).toMatchObject({ targets: [{ dcv: 2, target: 12, unaware: true }] });
    const dazed = packActor("watch-spearman", "Actor.dazed", (s) => Object.assign(s, { conditions: { stunned: true, prone: false, unaware: false } }));
    expect(ok(attack("strike", [dazed])).card.data).toMatchObject({ targets: [{ dcv: 2, halved: true }] });
  });

  it("combines this manoeuvre with those taken earlier in the Phase, and adds the manoeuvre's own", () => {
    expect(ok(attack("disarm")).card.data).toMatchObject({ ocv: 5 });
    expect(ok(attack("strike", [spearman], { budget: { turn: [{ id: "disarm", kind: "attack" }], round: {} } })).card.data).toMatchObject({ ocv: 5 });
  });

  it("a Grab that hits holds instead of harming: the card says so and offers no damage", () => {
    const rolled = ok(press(ok(attack("grab")).card, "roll", both, [[5, 5, 5]]));
    const view = PHASES_CARDS.view(rolled.card, { "Actor.brawler": brawler, "Actor.spear": spearman });
    expect(view.lines.map((l) => l.key)).toContain("TURNWRIGHT.Phases.Card.Held");
    expect(view.buttons.filter((b) => !b.used)).toEqual([]);
  });

  it("refuses with a code: no target, a manoeuvre the weapon does not allow, a defence, an unknown weapon", () => {
    expect(attack("strike", [])).toMatchObject({ ok: false, refusal: { code: "no-target" } });
    expect(attack("dodge")).toMatchObject({ ok: false, refusal: { code: "not-an-attack" } });
    const gunman = packActor("hired-gunman", "Actor.gun");
    expect(
      PHASES_CARDS.start.resolve(
        { actor: gunman, action: "attack", data: { item: weaponId(gunman, "Pistol"), manoeuvre: "haymaker" }, targets: [spearman] },
        [],
      ),
    ).toMatchObject({ ok: false, refusal: { code: "weapon-cannot" } });
    expect(
      PHASES_CARDS.start.resolve({ actor: brawler, action: "attack", data: { item: "nope", manoeuvre: "strike" }, targets: [spearman] }, []),
    ).toMatchObject({ ok: false, refusal: { code: "no-weapon" } });
    expect(
      ok(PHASES_CARDS.start.resolve({ actor: gunman, action: "attack", data: { item: "", manoeuvre: "haymaker" }, targets: [spearman] }, [])).card.data,
    ).toMatchObject({ weaponName: "Unarmed", dice: 6 });
  });

  it("strikes an adjacent target and refuses one two hexes off in words, as the GM's game measured them on the scene", () => {
    const near = ok(attack("strike", [spearman], { distances: { "Actor.spear": { distance: 1, units: "hex" } } }));
    expect(near.card.reach).toEqual([{ target: "Actor.spear", name: spearman.name, distance: 1, units: "hex" }]);
    const far = attack("strike", [spearman], { distances: { "Actor.spear": { distance: 2, units: "hex" } } });
    expect(far).toMatchObject({ ok: false, refusal: { code: "out-of-reach", data: { weapon: "Knife", distance: 2, most: 1, units: "hex" } } });
  });

  it("fires within the weapon's range and refuses beyond it; without a scene nothing is measured or refused", () => {
    const gunman = packActor("hired-gunman", "Actor.gun");
    const shoot = (distance?: number) =>
      PHASES_CARDS.start.resolve(
        {
          actor: gunman,
          action: "attack",
          data: { item: weaponId(gunman, "Pistol"), manoeuvre: "strike" },
          targets: [spearman],
          ...(distance === undefined ? {} : { distances: { "Actor.spear": { distance, units: "hex" } } }),
        },
        [],
      );
    expect(ok(shoot(25)).card.reach).toHaveLength(1);
    expect(shoot(26)).toMatchObject({ ok: false, refusal: { code: "out-of-range" } });
    expect(ok(shoot()).card.reach).toBeUndefined();
  });

  it("refuses a card whose stored data was tampered with", () => {
    const started = ok(attack("strike"));
    const broken: CardState = { ...started.card, data: { ...started.card.data, ocv: "lots" } };
    expect(press(broken, "roll", both)).toMatchObject({ ok: false, refusal: { code: "card-damaged" } });
    const forged: CardState = { ...started.card, data: { ...started.card.data, roll: [7, 7, 7] } };
    expect(press(forged, "damage:Actor.spear", both)).toMatchObject({ ok: false, refusal: { code: "card-damaged" } });
    expect(PHASES_CARDS.view(broken, {}).title.key).toBe("TURNWRIGHT.Phases.Card.Damaged");
  });
});

describe("a Phase spent from the sheet", () => {
  const hurt = packActor("watch-spearman", "Actor.hurt", (s) => Object.assign(s, { stun: { max: 20, value: -2 } }));

  it("Take a Recovery adds Recovery to Stun, up to its maximum, and spends the Phase", () => {
    const taken = ok(PHASES_CARDS.start.resolve({ actor: hurt, action: "phaseAction", data: { action: "takeRecovery" }, targets: [] }, []));
    expect(taken.spend).toEqual({ actor: "Actor.hurt", action: "takeRecovery" });
    expect(taken.changes).toEqual([{ actor: "Actor.hurt", system: { "stun.value": 3 } }]);
    expect(taken.card.data).toEqual({ action: "takeRecovery", recovered: { before: -2, after: 3, gained: 5, woke: true } });
    const nearlyFull = packActor("watch-spearman", "Actor.n", (s) => Object.assign(s, { stun: { max: 20, value: 18 } }));
    expect(ok(PHASES_CARDS.start.resolve({ actor: nearlyFull, action: "phaseAction", data: { action: "takeRecovery" }, targets: [] }, [])).changes).toEqual([
      { actor: "Actor.n", system: { "stun.value": 20 } },
    ]);
    expect(PHASES_CARDS.start.resolve({ actor: spearman, action: "phaseAction", data: { action: "takeRecovery" }, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "stun-full" },
    });
  });

  it("Recover from being Stunned lifts the condition; a guard is only recorded", () => {
    const dazed = packActor("watch-spearman", "Actor.d", (s) => Object.assign(s, { conditions: { stunned: true, prone: false, unaware: false } }));
    expect(ok(PHASES_CARDS.start.resolve({ actor: dazed, action: "phaseAction", data: { action: "recoverFromStun" }, targets: [] }, [])).changes).toEqual([
      { actor: "Actor.d", system: { "conditions.stunned": false } },
    ]);
    expect(PHASES_CARDS.start.resolve({ actor: spearman, action: "phaseAction", data: { action: "recoverFromStun" }, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "not-stunned" },
    });
    const dodge = ok(PHASES_CARDS.start.resolve({ actor: spearman, action: "phaseAction", data: { action: "dodge" }, targets: [] }, []));
    expect(dodge).toMatchObject({ changes: [], spend: { actor: "Actor.spear", action: "dodge" } });
    expect(PHASES_CARDS.start.resolve({ actor: spearman, action: "phaseAction", data: { action: "strike" }, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "unknown-action" },
    });
  });
  it("the other actions where the character stands take the Phase too; getting up clears Prone", () => {
    const picked = ok(PHASES_CARDS.start.resolve({ actor: spearman, action: "phaseAction", data: { action: "pickUp" }, targets: [] }, []));
    expect(picked).toMatchObject({
      changes: [],
      spend: { actor: "Actor.spear", action: "pickUp" },
      card: { kind: "phase", data: { action: "pickUp", recovered: null } },
    });
    const lying = packActor("watch-spearman", "Actor.l", (s) => Object.assign(s, { conditions: { stunned: false, prone: true, unaware: false } }));
    expect(ok(PHASES_CARDS.start.resolve({ actor: lying, action: "phaseAction", data: { action: "standUp" }, targets: [] }, [])).changes).toEqual([
      { actor: "Actor.l", system: { "conditions.prone": false } },
    ]);
    expect(PHASES_CARDS.start.resolve({ actor: spearman, action: "phaseAction", data: { action: "standUp" }, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "not-prone" },
    });
    expect(PHASES_CARDS.start.resolve({ actor: spearman, action: "phaseAction", data: { action: "fullMove" }, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "unknown-action" },
    });
  });
});
