import { describe, expect, it } from "vitest";
import type { DiceOutcome } from "../../../../src/engine/dice/DiceRequest";
import { outcomeFromFaces } from "../../../../src/engine/dice/outcomeFromFaces";
import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";
import type { CardState, CardTransition, PressInput } from "../../../../src/engine/play/CardRules";
import { refusalWords, renderText } from "../../../../src/engine/text/LocalText";
import type { Outcome } from "../../../../src/engine/Refusal";
import { ACTION_POINTS_MODULE } from "../../../../src/rulesets/action-points/play/module";
import { reader } from "../../../support/readers";
import { apActor, grusk, vesna } from "./actors";

const cards = ACTION_POINTS_MODULE.cards;
const everyone = (...actors: ActorSnapshot[]) => Object.fromEntries(actors.map((actor) => [actor.ref, actor]));
const duel = [vesna, grusk];

function ok<T>(result: Outcome<T>): T {
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  return result.value;
}

/** Presses a button, every die of the request at position i showing `faces[i]`. */
function press(card: CardState, button: string, faces: number[][] = [], actors: readonly ActorSnapshot[] = duel): Outcome<CardTransition> {
  const input: PressInput = { card, button, actors: everyone(...actors) };
  const dice = cards.press.dice(input);
  if (!dice.ok) return dice;
  expect(dice.value.length, `${button}: dice asked for`).toBe(faces.length);
  const outcomes: DiceOutcome[] = dice.value.map((request, index) =>
    outcomeFromFaces(
      request,
      (faces[index] ?? []).map((face) => [face]),
    ),
  );
  return cards.press.resolve(input, outcomes);
}

const buttonIds = (card: CardState, actors: readonly ActorSnapshot[] = duel) =>
  cards
    .view(card, everyone(...actors))
    .buttons.filter((button) => !button.used)
    .map((button) => button.id);

function cut(attacker: ActorSnapshot = vesna, budget: unknown = ACTION_POINTS_MODULE.combat.freshBudget(vesna)): CardTransition {
  return ok(cards.start.resolve({ actor: attacker, action: "attack", data: { item: "sabre" }, targets: [grusk], budget, unaware: [] }, []));
}

describe("the action-points attack card", () => {
  it("spends the attack's AP from the attacker's round, then rolls its die against the MTN less Combat", () => {
    const started = cut();
    expect(started.spend).toEqual({ actor: vesna.ref, action: "attack:sabre" });
    expect(started.follow).toBe("roll");
    const rolled = ok(press(started.card, "roll", [[7]]));
    expect(rolled.card.data).toMatchObject({ attribute: "agility", mtn: 2, attack: { face: 7, die: "1d10", target: 2, success: true } });
    expect(buttonIds(rolled.card)).toEqual([`defend:${grusk.ref}`, `take:${grusk.ref}`]);
  });

  it("lets the target defend from its own AP, on the same card; of two successes the higher face wins", () => {
    const rolled = ok(press(cut().card, "roll", [[7]]));
    const defended = ok(press(rolled.card, `defend:${grusk.ref}`, [[5]]));
    expect(defended.spend).toEqual({ actor: grusk.ref, action: "defend" });
    expect(defended.card.data).toMatchObject({ target: { defence: { face: 5, target: 3, success: true } } });
    expect(buttonIds(defended.card)).toEqual(["damage"]);
    const held = ok(press(ok(press(cut().card, "roll", [[5]])).card, `defend:${grusk.ref}`, [[6]]));
    expect(buttonIds(held.card)).toEqual([]);
    expect(press(held.card, "damage")).toMatchObject({ ok: false, refusal: { code: "no-hit" } });
  });

  it("rolls where the hit lands and its damage onto a damage card; dealt, armour comes off first, then doubled in the chest, and the hit taken past Fitness costs an attribute", () => {
    const rolled = ok(press(cut().card, "roll", [[7]]));
    const defended = ok(press(rolled.card, `defend:${grusk.ref}`, [[2]]));
    const damage = ok(press(defended.card, "damage", [[3], [6]]));
    expect(damage.card.data).toMatchObject({ location: { face: 3, at: "chest" }, wound: null });
    expect(damage.changes).toEqual([]);
    const [card] = damage.spawn;
    if (card === undefined) throw new Error("no damage card");
    expect(card).toMatchObject({ kind: "damage", actors: [vesna.ref, grusk.ref], data: { rolled: 6, location: { face: 3, at: "chest" } } });
    // 6 less DR 2, doubled: 8, past Fitness 7: a Stamina test against 8 − 2 = 6 fails on a 2, and the d8's 4 takes a die type from Strength.
    const taken = ok(press(card, "deal:target", [[2], [4]]));
    expect(taken.changes).toEqual([{ actor: grusk.ref, system: { damageTaken: 8, "attributes.strength": "d8" } }]);
    const lines = cards.view(taken.card, everyone(...duel)).lines.map((line) => line.key);
    expect(lines).toEqual(
      expect.arrayContaining(["TURNWRIGHT.ActionPoints.Card.DealtTo", "TURNWRIGHT.ActionPoints.Card.Tested", "TURNWRIGHT.ActionPoints.Card.AttributeDropped"]),
    );
    expect(press(taken.card, "deal:target")).toMatchObject({ ok: false, refusal: { code: "damage-dealt-already" } });
    // Undone, Grusk has his Strength and his session's damage back, in one write.
    const hurt = apActor(
      grusk.ref,
      "Grusk",
      { ...Object(grusk.system), damageTaken: 8, attributes: { ...Object(grusk.system).attributes, strength: "d8" } },
      grusk.items,
    );
    expect(ok(press(taken.card, "undo:0", [], [vesna, hurt])).changes).toEqual([
      { actor: grusk.ref, system: { damageTaken: 0, "attributes.strength": "d10" } },
    ]);
  });

  it("deals the blow to another defender at the same location, behind its own armour, with its own Stamina tests, adjusted by the GM", () => {
    const rolled = ok(press(cut().card, "roll", [[7]]));
    const open = ok(press(rolled.card, `take:${grusk.ref}`));
    const [card] = ok(press(open.card, "damage", [[3], [6]])).spawn;
    if (card === undefined) throw new Error("no damage card");
    const doubled = ok(press(card, "adjust:double"));
    // Vesna's own armour: 6 less DR 1 in the chest is 10, doubled by the GM 20, past her Fitness: one Stamina test, then the d8.
    const input: PressInput = { card: doubled.card, button: "deal:selected", actors: everyone(...duel), defenders: [vesna] };
    const dice = ok(cards.press.dice(input));
    expect(dice.map((request) => request.faces)).toEqual([8, 8]);
    const dealt = ok(
      cards.press.resolve(input, [outcomeFromFaces(dice[0] ?? { count: 1, faces: 8 }, [[8]]), outcomeFromFaces(dice[1] ?? { count: 1, faces: 8 }, [[1]])]),
    );
    // Stamina 8 against 20 − 1 fails; the d8's 1 takes a die type from Agility.
    expect(dealt.changes).toEqual([{ actor: vesna.ref, system: { damageTaken: 20, "attributes.agility": "d8" } }]);
  });

  it("calls the shot where the sheet aims: one AP more, the location's penalty on the MTN, no location die", () => {
    const aiming = apActor(
      vesna.ref,
      "Vesna",
      {
        kind: "pc",
        attributes: { agility: "d10", perception: "d8", stamina: "d8", strength: "d6", reflexes: "d8", intellect: "d6", willpower: "d6", presence: "d6" },
        skills: { combat: 2, defense: 1, toughness: 1 },
        actionPoints: { max: 12 },
        aim: "head",
      },
      vesna.items,
    );
    const started = ok(
      cards.start.resolve(
        { actor: aiming, action: "attack", data: { item: "sabre" }, targets: [grusk], budget: ACTION_POINTS_MODULE.combat.freshBudget(aiming), unaware: [] },
        [],
      ),
    );
    expect(started.spend).toEqual({ actor: vesna.ref, action: "attack:sabre:head" });
    expect(started.card.data).toMatchObject({ called: "head", mtn: 12 });
    const actors = [aiming, grusk];
    const rolled = ok(press(started.card, "roll", [[10]], actors));
    expect(rolled.card.data).toMatchObject({ attack: { success: false } });
    expect(buttonIds(rolled.card, actors)).toEqual([]);
  });

  it("lays a groin hit's target prone when its Stamina fails against the blow", () => {
    const rolled = ok(press(cut().card, "roll", [[7]]));
    const open = ok(press(rolled.card, `take:${grusk.ref}`));
    const [card] = ok(press(open.card, "damage", [[13], [8]])).spawn;
    if (card === undefined) throw new Error("no damage card");
    expect(card.data).toMatchObject({ location: { at: "groin" }, rolled: 8 });
    // 8 less DR 2: 6. Stamina (d10) against 6 − 2 = 4: a 2 fails, and Grusk is down on the ground; 6 is within his Fitness, so nothing more.
    const taken = ok(press(card, "deal:target", [[2]]));
    expect(taken.changes).toEqual([{ actor: grusk.ref, system: { damageTaken: 6, prone: true } }]);
  });

  it("lets a character caught unaware only defend in the first round: no attack, no move but Full Defense", () => {
    expect(
      cards.start.resolve({ actor: vesna, action: "attack", data: { item: "sabre" }, targets: [grusk], budget: undefined, unaware: [vesna.ref] }, []),
    ).toMatchObject({ ok: false, refusal: { code: "surprised-defend-only" } });
    expect(cards.start.resolve({ actor: vesna, action: "move", data: { move: "walk" }, targets: [], unaware: [vesna.ref] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "surprised-defend-only" },
    });
    expect(cards.start.resolve({ actor: vesna, action: "move", data: { move: "fullDefense" }, targets: [], unaware: [vesna.ref] }, []).ok).toBe(true);
    // Defending stays open to the one caught unaware, with Perception.
    const started = ok(
      cards.start.resolve({ actor: vesna, action: "attack", data: { item: "sabre" }, targets: [grusk], budget: undefined, unaware: [grusk.ref] }, []),
    );
    expect(started.card.data).toMatchObject({ target: { unaware: true } });
  });

  it("refuses an attack with no target, or at two, and a weapon the attacker lacks", () => {
    expect(cards.start.resolve({ actor: vesna, action: "attack", data: { item: "sabre" }, targets: [], budget: undefined, unaware: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "no-target" },
    });
    expect(
      cards.start.resolve({ actor: vesna, action: "attack", data: { item: "sabre" }, targets: [grusk, vesna], budget: undefined, unaware: [] }, []),
    ).toMatchObject({ ok: false, refusal: { code: "one-target" } });
    expect(cards.start.resolve({ actor: vesna, action: "attack", data: { item: "maul" }, targets: [grusk], budget: undefined, unaware: [] }, [])).toMatchObject(
      { ok: false, refusal: { code: "weapon-not-ready" } },
    );
  });
});

describe("the other action-points cards", () => {
  it("test an attribute against the world's MTN, no AP spent", () => {
    const started = ok(
      cards.start.resolve(
        { actor: vesna, action: "rollTest", data: { attribute: "perception" }, targets: [], budget: ACTION_POINTS_MODULE.combat.freshBudget(vesna) },
        [],
      ),
    );
    expect(started.spend).toBeUndefined();
    expect(ok(press(started.card, "roll", [[3]])).card.data).toMatchObject({ test: { face: 3, target: 4, success: false } });
    expect(cards.start.resolve({ actor: vesna, action: "rollTest", data: { attribute: "luck" }, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "unknown-attribute" },
    });
  });

  it("post a move with what it cost and what is left, and stand a prone character up", () => {
    const walk = ok(
      cards.start.resolve({ actor: vesna, action: "move", data: { move: "walk" }, targets: [], budget: ACTION_POINTS_MODULE.combat.freshBudget(vesna) }, []),
    );
    expect(walk.spend).toEqual({ actor: vesna.ref, action: "walk" });
    expect(walk.card.data).toMatchObject({ action: "walk", spent: { cost: 2, apLeft: 10 } });
    expect(cards.start.resolve({ actor: vesna, action: "move", data: { move: "stand" }, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "not-prone" },
    });
    const fallen = apActor("Actor.f", "Fallen", { prone: true });
    expect(ok(cards.start.resolve({ actor: fallen, action: "move", data: { move: "stand" }, targets: [] }, [])).changes).toEqual([
      { actor: "Actor.f", system: { prone: false } },
    ]);
  });

  it("rest a day when the GM grants it: Fitness of the session's damage heals, and one Down gets a lost attribute back at d4", () => {
    const down = apActor("Actor.d", "Downed", {
      fitness: 6,
      damageTaken: 14,
      attributes: { agility: "d6", perception: "none", stamina: "d6", strength: "d6", reflexes: "d6", intellect: "d6", willpower: "none", presence: "d6" },
    });
    const asked = ok(cards.start.resolve({ actor: down, action: "rest", data: {}, targets: [] }, []));
    expect(asked.changes).toEqual([]);
    const view = cards.view(asked.card, everyone(down));
    expect(view.buttons.map((button) => [button.id, button.audience])).toEqual([["grant", { kind: "gm" }]]);
    const granted = ok(press(asked.card, "grant", [], [down]));
    expect(granted.changes).toEqual([{ actor: "Actor.d", system: { damageTaken: 8, "attributes.perception": "d4" } }]);
    expect(press(granted.card, "grant", [], [down])).toMatchObject({ ok: false, refusal: { code: "card-used" } });
    expect(
      cards.start.resolve({ actor: down, action: "rest", data: {}, targets: [], budget: ACTION_POINTS_MODULE.combat.freshBudget(down) }, []),
    ).toMatchObject({ ok: false, refusal: { code: "rest-in-fight" } });
  });

  it("pay the moment before the fight from Action Points (now), the initiative to be, and refuse it once the fight has begun", () => {
    const packing = apActor("Actor.p", "Packer", { actionPoints: { max: 10, value: 10 }, bagsEv: 2 });
    const plan = ok(cards.start.resolve({ actor: packing, action: "preCombat", data: { action: "strategicCoordination" }, targets: [] }, []));
    expect(plan.changes).toEqual([{ actor: "Actor.p", system: { "actionPoints.value": 8 } }]);
    expect(plan.card.data).toMatchObject({ action: "strategicCoordination", cost: 2, apLeft: 8 });
    // A single move costs what a Walk does, the bags' EV with it; dropping them frees it for good.
    expect(ok(cards.start.resolve({ actor: packing, action: "preCombat", data: { action: "singleMove" }, targets: [] }, [])).card.data).toMatchObject({
      cost: 3,
    });
    expect(ok(cards.start.resolve({ actor: packing, action: "preCombat", data: { action: "dropBags" }, targets: [] }, [])).changes).toEqual([
      { actor: "Actor.p", system: { "actionPoints.value": 9, bagsDropped: true } },
    ]);
    const dropped = apActor("Actor.p", "Packer", { actionPoints: { max: 10, value: 1 }, bagsEv: 2, bagsDropped: true });
    expect(cards.start.resolve({ actor: dropped, action: "preCombat", data: { action: "dropBags" }, targets: [] }, [])).toMatchObject({
      ok: false,
      refusal: { code: "no-bags" },
    });
    const short = cards.start.resolve({ actor: dropped, action: "preCombat", data: { action: "readyWeapon" }, targets: [] }, []);
    expect(short).toMatchObject({ ok: false, refusal: { code: "points-short" } });
    // The action and the points by their names in the reader's language; the engine's sentence stays the log's.
    expect(short.ok ? [] : [short.refusal.message, renderText(refusalWords(short.refusal), reader("fr"))]).toEqual([
      "readyWeapon needs 2 AP; only 1 AP left",
      "Préparer ou changer d'arme coûte 2 PA\u00a0; il ne reste que 1 PA",
    ]);
    expect(
      cards.start.resolve(
        { actor: packing, action: "preCombat", data: { action: "readyWeapon" }, targets: [], budget: ACTION_POINTS_MODULE.combat.freshBudget(packing) },
        [],
      ),
    ).toMatchObject({ ok: false, refusal: { code: "fight-begun" } });
  });
});
