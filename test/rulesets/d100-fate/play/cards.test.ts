import { describe, expect, it } from "vitest";
import { outcomeFromFaces } from "../../../../src/engine/dice/outcomeFromFaces";
import type { DiceOutcome } from "../../../../src/engine/dice/DiceRequest";
import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";
import type { CardState, CardTransition } from "../../../../src/engine/play/CardRules";
import { refusalWords, renderText } from "../../../../src/engine/text/LocalText";
import { D100_CARDS } from "../../../../src/rulesets/d100-fate/play/cards";
import { reader } from "../../../support/readers";
import { packActor, weaponId } from "./packActors";

const sergeant = packActor("guard-sergeant", "Actor.sergeant");
const cultist = packActor("cultist", "Actor.cultist");
const everyone = (...actors: ActorSnapshot[]) => Object.fromEntries(actors.map((actor) => [actor.ref, actor]));

function ok(result: { ok: true; value: CardTransition } | { ok: false; refusal: { code: string; message: string } }): CardTransition {
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  return result.value;
}

/** Presses a button with forced faces for exactly the dice the rules ask for. */
function press(card: CardState, button: string, actors: ActorSnapshot[], faces: number[][] = []) {
  const byRef = Object.fromEntries(actors.map((a) => [a.ref, a]));
  const dice = D100_CARDS.press.dice({ card, button, actors: byRef });
  if (!dice.ok) return dice;
  expect(dice.value.length).toBe(faces.length);
  const outcomes: DiceOutcome[] = dice.value.map((request, index) =>
    outcomeFromFaces(
      request,
      (faces[index] ?? []).map((f) => [f]),
    ),
  );
  return D100_CARDS.press.resolve({ card, button, actors: byRef }, outcomes);
}

function buttonsOf(card: CardState, actors: ActorSnapshot[]) {
  return D100_CARDS.view(card, Object.fromEntries(actors.map((a) => [a.ref, a]))).buttons;
}

describe("d100-fate attack card", () => {
  const start = () =>
    ok(
      D100_CARDS.start.resolve(
        { actor: sergeant, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: [cultist] },
        [],
      ),
    );

  it("takes the action from the budget, names the target and, with Fate left, offers +10 before the roll", () => {
    const started = start();
    expect(started.spend).toEqual({ actor: "Actor.sergeant", action: "standardAttack" });
    expect(started.follow).toBeUndefined();
    const view = D100_CARDS.view(started.card, { "Actor.sergeant": sergeant, "Actor.cultist": cultist });
    expect(view.subtitle?.data).toMatchObject({ targets: { list: ["Cultist"] } });
    expect(view.buttons.map((b) => [b.id, b.audience])).toEqual([
      ["roll", { kind: "owner", actor: "Actor.sergeant" }],
      ["roll-fate", { kind: "owner", actor: "Actor.sergeant" }],
    ]);
  });

  it("rolls without asking when the attacker has no Fate", () => {
    const started = ok(
      D100_CARDS.start.resolve(
        { actor: cultist, action: "attack", data: { item: weaponId(cultist, "Autogun"), action: "standardAttack" }, targets: [sergeant] },
        [],
      ),
    );
    expect(started.follow).toBe("roll");
  });

  it("words its counts and its targets in the reader's language: plural forms by count, names as a list", () => {
    const twoTargets = ok(
      D100_CARDS.start.resolve(
        {
          actor: sergeant,
          action: "attack",
          data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" },
          targets: [cultist, { ...cultist, ref: "Actor.other", name: "Heretic" }],
        },
        [],
      ),
    );
    const subtitle = D100_CARDS.view(twoTargets.card, { "Actor.sergeant": sergeant, "Actor.cultist": cultist }).subtitle;
    expect(subtitle === undefined ? "" : renderText(subtitle, reader("de"))).toBe("Guard Sergeant greift Cultist und Heretic an");
    // 32 against 55: one hit with 3 degrees; one degree in the singular, none in French's singular too.
    const rolled = ok(press(start().card, "roll", [sergeant, cultist], [[32]]));
    const words = (lang: "en" | "de" | "fr") =>
      D100_CARDS.view(rolled.card, { "Actor.sergeant": sergeant, "Actor.cultist": cultist }).rolls.flatMap((roll) =>
        roll.detail === undefined ? [] : [renderText(roll.detail, reader(lang))],
      );
    expect(words("en")).toEqual(["1 hit on the left arm (3 degrees)"]);
    expect([...words("de"), ...words("fr")]).toEqual(["1 Treffer, Trefferzone linker Arm (3 Grade)", "1 touche, localisation\u00a0: bras gauche (3 degrés)"]);
  });

  it("refuses an attack with no target, or with an action the weapon does not suit", () => {
    expect(
      D100_CARDS.start.resolve(
        { actor: sergeant, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "standardAttack" }, targets: [] },
        [],
      ),
    ).toMatchObject({ ok: false, refusal: { code: "no-target" } });
    expect(
      D100_CARDS.start.resolve(
        { actor: sergeant, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "fullAutoBurst" }, targets: [cultist] },
        [],
      ),
    ).toMatchObject({ ok: false, refusal: { code: "no-full-auto" } });
    const moving = D100_CARDS.start.resolve(
      { actor: sergeant, action: "attack", data: { item: weaponId(sergeant, "Las rifle"), action: "move" }, targets: [cultist] },
      [],
    );
    expect(moving.ok ? "" : renderText(refusalWords(moving.refusal), reader("de"))).toBe("Bewegung ist kein Angriff");
  });

  it("runs from roll to defence to damage to applied wounds, each step on its card", () => {
    const both = [sergeant, cultist];
    // BS 45 + 10 (standard) = 55; 32 hits the left arm (23) with 3 degrees
    const rolled = ok(press(start().card, "roll", both, [[32]]));
    expect(rolled.card.data).toMatchObject({ roll: 32, location: "leftArm", targets: [{ ref: "Actor.cultist", target: 55, success: true, hits: 1 }] });
    const offered = buttonsOf(rolled.card, both)
      .filter((b) => !b.used)
      .map((b) => b.id);
    expect(offered).toEqual(["degree", "dodge:Actor.cultist", "take:Actor.cultist"]);
    expect(press(rolled.card, "roll", both, [[5]])).toMatchObject({ ok: false, refusal: { code: "card-used" } });
    expect(press(rolled.card, "damage:Actor.cultist", both, [[5]])).toMatchObject({ ok: false, refusal: { code: "awaiting-defence" } });

    // the cultist dodges (Agility 30, untrained −20 = 10) and rolls 90: fails
    const dodged = ok(press(rolled.card, "dodge:Actor.cultist", both, [[90]]));
    expect(dodged.spend).toEqual({ actor: "Actor.cultist", action: "dodge" });
    expect(dodged.card.data).toMatchObject({ targets: [{ defence: { reaction: "dodge", target: 10, negated: 0, result: { success: false } } }] });
    expect(press(dodged.card, "dodge:Actor.cultist", both, [[1]])).toMatchObject({ ok: false, refusal: { code: "card-used" } });

    // las rifle 1d10+3: a 7 makes 10; leather coat gives the arm 1 AP, TB 3: 6 damage
    const damaged = ok(press(dodged.card, "damage:Actor.cultist", both, [[7]]));
    expect(damaged.spawn).toHaveLength(1);
    const damageCard = damaged.spawn[0];
    if (damageCard === undefined) throw new Error("no damage card");
    expect(damageCard.data).toMatchObject({ location: "leftArm", total: 6, hits: [{ raw: 10, armour: 1, toughness: 3, amount: 6 }] });
    expect(buttonsOf(damageCard, both).map((b) => [b.id, b.audience.kind])).toEqual([
      ["deal:target", "owner-or-gm"],
      ["deal:selected", "gm"],
      ["deal:targeted", "owner-or-gm"],
      ["adjust:half", "gm"],
      ["adjust:double", "gm"],
      ["adjust:more", "gm"],
      ["adjust:less", "gm"],
      ["adjust:set", "gm"],
    ]);

    const applied = ok(press(damageCard, "deal:target", both));
    expect(applied.changes).toEqual([{ actor: "Actor.cultist", system: { "wounds.value": 3 } }]);
    expect(press(applied.card, "deal:target", both)).toMatchObject({ ok: false, refusal: { code: "damage-dealt-already" } });
    // the cultist has no Fate: nothing to remove damage with
    expect(buttonsOf(applied.card, both).find((b) => b.id.startsWith("soak"))).toBeUndefined();
  });

  it("spends Fate: +10 before the roll, a re-roll of a miss, and removes 1d10 damage after", () => {
    const both = [sergeant, cultist];
    const missed = ok(press(start().card, "roll-fate", both, [[80]]));
    expect(missed.changes).toEqual([{ actor: "Actor.sergeant", system: { "fate.value": 1 } }]);
    expect(missed.card.data).toMatchObject({ fateBonus: true, targets: [{ target: 65, success: false }] });
    const spentOnce = packActor("guard-sergeant", "Actor.sergeant", (s) => Object.assign(s, { fate: { max: 2, value: 1 } }));
    const rerolled = ok(press(missed.card, "reroll", [spentOnce, cultist], [[12]]));
    expect(rerolled.changes).toEqual([{ actor: "Actor.sergeant", system: { "fate.value": 0 } }]);
    expect(rerolled.card.data).toMatchObject({ rerolled: true, targets: [{ target: 65, success: true }] });
    const broke = packActor("guard-sergeant", "Actor.sergeant", (s) => Object.assign(s, { fate: { max: 2, value: 0 } }));
    expect(buttonsOf(rerolled.card, [broke, cultist]).find((b) => b.id === "degree")).toBeUndefined();

    // the sergeant as a target: soak after damage is applied
    const attack = ok(
      D100_CARDS.start.resolve(
        { actor: cultist, action: "attack", data: { item: weaponId(cultist, "Autogun"), action: "standardAttack" }, targets: [sergeant] },
        [],
      ),
    );
    const hit = ok(press(attack.card, "roll", both, [[11]]));
    const taken = ok(press(hit.card, "take:Actor.sergeant", both));
    const damage = ok(press(taken.card, "damage:Actor.sergeant", both, [[10]]));
    const card = damage.spawn[0];
    if (card === undefined) throw new Error("no damage card");
    const applied = ok(press(card, "deal:target", both));
    const hurt = packActor("guard-sergeant", "Actor.sergeant", (s) =>
      Object.assign(
        s,
        applied.changes[0]?.system["wounds.value"] === undefined ? {} : { wounds: { max: 14, value: applied.changes[0].system["wounds.value"] } },
      ),
    );
    expect(
      buttonsOf(applied.card, [cultist, hurt])
        .filter((b) => !b.used && b.tone === "luck")
        .map((b) => [b.id, b.audience]),
    ).toEqual([["soak:Actor.sergeant", { kind: "owner-or-gm", actor: "Actor.sergeant" }]]);
    const soaked = ok(press(applied.card, "soak:Actor.sergeant", [cultist, hurt], [[4]]));
    expect(soaked.changes[0]?.system).toMatchObject({ "fate.value": 1 });
    expect(buttonsOf(soaked.card, [cultist, hurt]).filter((b) => b.tone === "luck")).toEqual([]);
  });

  it("offers Fate's soak to each defender the damage went to, from that defender's own Fate", () => {
    const both = [sergeant, cultist];
    const attack = ok(
      D100_CARDS.start.resolve(
        { actor: cultist, action: "attack", data: { item: weaponId(cultist, "Autogun"), action: "standardAttack" }, targets: [sergeant] },
        [],
      ),
    );
    const hit = ok(press(attack.card, "roll", both, [[11]]));
    const taken = ok(press(hit.card, "take:Actor.sergeant", both));
    const [card] = ok(press(taken.card, "damage:Actor.sergeant", both, [[10]])).spawn;
    if (card === undefined) throw new Error("no damage card");
    // A second sergeant caught by the blow, selected by the GM; the card's own target never took it.
    const other = packActor("guard-sergeant", "Actor.other");
    const dealt = ok(D100_CARDS.press.resolve({ card, button: "deal:selected", actors: everyone(sergeant, cultist), defenders: [other] }, []));
    const wounds = dealt.changes[0]?.system["wounds.value"];
    const hurt = packActor("guard-sergeant", "Actor.other", (s) => Object.assign(s, typeof wounds === "number" ? { wounds: { max: 14, value: wounds } } : {}));
    const actors = [sergeant, cultist, hurt];
    expect(
      buttonsOf(dealt.card, actors)
        .filter((b) => b.tone === "luck")
        .map((b) => [b.id, b.audience]),
    ).toEqual([["soak:Actor.other", { kind: "owner-or-gm", actor: "Actor.other" }]]);
    // The target has taken nothing: its soak is refused; the other's spends the other's Fate.
    expect(press(dealt.card, "soak:Actor.sergeant", actors, [[4]])).toMatchObject({ ok: false, refusal: { code: "damage-not-applied" } });
    const soaked = ok(press(dealt.card, "soak:Actor.other", actors, [[4]]));
    expect(soaked.changes.map((change) => change.actor)).toEqual(["Actor.other"]);
    expect(soaked.changes[0]?.system).toMatchObject({ "fate.value": 1 });
    expect(D100_CARDS.view(soaked.card, everyone(...actors)).lines).toContainEqual(expect.objectContaining({ key: "TURNWRIGHT.D100Fate.Card.SoakedFor" }));
    expect(press(soaked.card, "soak:Actor.other", actors, [[4]])).toMatchObject({ ok: false });
  });

  it("refuses a card whose stored data was tampered with", () => {
    const started = start();
    const broken: CardState = { ...started.card, data: { ...started.card.data, roll: "lots" } };
    expect(press(broken, "roll", [sergeant, cultist], [])).toMatchObject({ ok: false, refusal: { code: "card-damaged" } });
  });
});

describe("d100-fate test card", () => {
  it("a test of an actor without Fate rolls at once; with Fate it offers +10 first", () => {
    const plain = ok(D100_CARDS.start.resolve({ actor: cultist, action: "rollTest", data: { characteristic: "agility" }, targets: [] }, []));
    expect(plain.follow).toBe("roll");
    const rolled = ok(press(plain.card, "roll", [cultist], [[25]]));
    expect(rolled.card.data).toMatchObject({ target: 30, result: { roll: 25, success: true, degrees: 2 } });
    const withFate = ok(D100_CARDS.start.resolve({ actor: sergeant, action: "rollTest", data: { characteristic: "agility" }, targets: [] }, []));
    expect(withFate.follow).toBeUndefined();
    const boosted = ok(press(withFate.card, "roll-fate", [sergeant], [[50]]));
    expect(boosted.card.data).toMatchObject({ target: 52, result: { success: true } });
  });

  it("refuses an unknown characteristic", () => {
    expect(D100_CARDS.start.resolve({ actor: cultist, action: "rollTest", data: { characteristic: "luck" }, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "unknown-characteristic" },
    });
  });
});

describe("Fate from the sheet", () => {
  it("recovers from Stunned and from Fatigue, only when there is something to recover", () => {
    const stunned = packActor("guard-sergeant", "Actor.s", (s) =>
      Object.assign(s, { conditions: { stunned: true, surprised: false, immobilised: false, prone: false }, fatigue: 2 }),
    );
    expect(ok(D100_CARDS.start.resolve({ actor: stunned, action: "spendFate", data: { use: "unstun" }, targets: [] }, [])).changes).toEqual([
      { actor: "Actor.s", system: { "fate.value": 1, "conditions.stunned": false } },
    ]);
    expect(ok(D100_CARDS.start.resolve({ actor: stunned, action: "spendFate", data: { use: "refresh" }, targets: [] }, [])).changes).toEqual([
      { actor: "Actor.s", system: { "fate.value": 1, fatigue: 0 } },
    ]);
    expect(D100_CARDS.start.resolve({ actor: sergeant, action: "spendFate", data: { use: "unstun" }, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "fate-not-stunned" },
    });
  });
});
