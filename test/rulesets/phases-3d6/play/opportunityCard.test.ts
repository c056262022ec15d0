import { describe, expect, it } from "vitest";
import type { DiceOutcome } from "../../../../src/engine/dice/DiceRequest";
import { outcomeFromFaces } from "../../../../src/engine/dice/outcomeFromFaces";
import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";
import type { CardState, CardTransition } from "../../../../src/engine/play/CardRules";
import { PHASES_CARDS } from "../../../../src/rulesets/phases-3d6/play/cards";
import { opportunityCard } from "../../../../src/rulesets/phases-3d6/play/cards/opportunityCard";
import { keysIn, unknownWords } from "../../../support/words";
import { packActor } from "./packActors";

const raider = packActor("axe-raider", "Actor.raider"); // great axe
const brawler = packActor("street-brawler", "Actor.brawler"); // DCV 4
const gunman = packActor("hired-gunman", "Actor.gunman");
const everyone = [raider, brawler, gunman];
const byRef = Object.fromEntries(everyone.map((actor) => [actor.ref, actor]));

const offer = (threatener = "Actor.raider", skillNegates = true) => opportunityCard({ threatener, mover: "Actor.brawler", at: { q: 0, r: 0 }, skillNegates });

function press(card: CardState, button: string, faces: number[][] = [], actors: Readonly<Record<string, ActorSnapshot>> = byRef) {
  const dice = PHASES_CARDS.press.dice({ card, button, actors });
  if (!dice.ok) return dice;
  expect(dice.value.length).toBe(faces.length);
  const outcomes: DiceOutcome[] = dice.value.map((request, index) =>
    outcomeFromFaces(
      request,
      (faces[index] ?? []).map((f) => [f]),
    ),
  );
  return PHASES_CARDS.press.resolve({ card, button, actors }, outcomes);
}

function ok(result: { ok: true; value: CardTransition } | { ok: false; refusal: { code: string; message: string } }): CardTransition {
  if (!result.ok) throw new Error(`${result.refusal.code}: ${result.refusal.message}`);
  return result.value;
}

describe("the attack of opportunity card", () => {
  it("offers Strike and Let it pass to the threatener's side, and Evaded to the GM where a skill roll negates it", () => {
    const view = PHASES_CARDS.view(offer(), byRef);
    expect(view.buttons.map((b) => [b.id, b.audience, b.used])).toEqual([
      ["strike", { kind: "owner-or-gm", actor: "Actor.raider" }, false],
      ["pass", { kind: "owner-or-gm", actor: "Actor.raider" }, false],
      ["evaded", { kind: "gm" }, false],
    ]);
    expect(view.title).toEqual({ key: "TURNWRIGHT.Phases.Card.OpportunityTitle" });
    expect(view.lines).toEqual([
      { key: "TURNWRIGHT.Phases.Card.OpportunityLeft", data: { mover: brawler.name, threatener: raider.name } },
      { key: "TURNWRIGHT.Phases.Card.OpportunitySkill", data: { mover: brawler.name } },
    ]);
    expect(unknownWords(keysIn(view, new Set()))).toEqual([]);
    expect(PHASES_CARDS.view(offer("Actor.raider", false), byRef).buttons.map((b) => b.id)).toEqual(["strike", "pass"]);
  });

  it("strikes with the weapon in hand: one 3d6 at once against the mover's DCV, taken from the threatener's allowance", () => {
    // 5 + 5 + 5 = 15, + OCV 3 (Combat Value 4, great axe −1) = 18 against 10 + DCV 4 = 14: a hit.
    const struck = ok(press(offer(), "strike", [[5, 5, 5]]));
    expect(struck.spend).toEqual({ actor: "Actor.raider", action: "opportunity:strike:Actor.brawler" });
    expect(struck.card.data["answer"]).toBe("strike");
    expect(struck.spawn).toHaveLength(1);
    const attack = struck.spawn[0];
    expect(attack?.kind).toBe("attack");
    expect(attack?.actors).toEqual(["Actor.raider", "Actor.brawler"]);
    expect(attack?.data).toMatchObject({
      manoeuvre: "strike",
      weaponName: "Great axe",
      roll: [5, 5, 5],
      ocv: 3,
      targets: [{ ref: "Actor.brawler", target: 14, total: 18, hit: true }],
    });
    // The attack card goes on as any other: its damage button is there for the hit.
    const view = PHASES_CARDS.view(attack ?? offer(), byRef);
    expect(view.buttons.map((b) => [b.id, b.used])).toEqual([
      ["roll", true],
      ["damage:Actor.brawler", false],
    ]);
    // The offer is answered: nothing more on it can be pressed.
    expect(PHASES_CARDS.view(struck.card, byRef).buttons.map((b) => [b.id, b.used])).toEqual([["strike", true]]);
    expect(press(struck.card, "pass")).toMatchObject({ ok: false, refusal: { code: "card-used" } });
  });

  it("lets it pass, or rules it evaded, through the threatener's allowance without a roll", () => {
    const passed = ok(press(offer(), "pass"));
    expect(passed.spend).toEqual({ actor: "Actor.raider", action: "opportunity:pass:Actor.brawler" });
    expect(passed.spawn).toEqual([]);
    expect(press(passed.card, "strike", [[1, 1, 1]])).toMatchObject({ ok: false, refusal: { code: "card-used" } });
    const evaded = ok(press(offer(), "evaded"));
    expect(evaded.spend).toEqual({ actor: "Actor.raider", action: "opportunity:pass:Actor.brawler" });
    expect(evaded.card.data["answer"]).toBe("evaded");
    expect(press(offer("Actor.raider", false), "evaded")).toMatchObject({ ok: false, refusal: { code: "no-skill-roll" } });
  });

  it("refuses when the mover or threatener is gone, a damaged card, and a button it does not have", () => {
    const withoutMover = { "Actor.raider": raider };
    expect(press(offer(), "pass", [], withoutMover)).toMatchObject({ ok: false, refusal: { code: "actor-missing" } });
    expect(press({ ...offer(), data: { threatener: "Actor.raider" } }, "pass")).toMatchObject({ ok: false, refusal: { code: "card-damaged" } });
    expect(press(offer(), "dodge")).toMatchObject({ ok: false, refusal: { code: "unknown-button" } });
  });

  it("strikes with the melee weapon the threatener holds, never a gun", () => {
    // The hired gunman carries a pistol and a club: the club is the weapon in hand for melee.
    const struck = ok(press(offer("Actor.gunman"), "strike", [[3, 3, 3]]));
    expect(struck.spawn[0]?.data).toMatchObject({ weaponName: "Club" });
  });
});

describe("the attack of opportunity card of a distracting action", () => {
  const distracted = (gmMayWaive: boolean, skillNegates = false) =>
    opportunityCard({
      threatener: "Actor.raider",
      mover: "Actor.brawler",
      at: { q: 0, r: 0 },
      skillNegates,
      distraction: { action: "moveSkill", occasion: "moveSkill-0", gmMayWaive },
    });

  it("says what the mover did, and offers the GM a waiver where the table says it usually provokes", () => {
    const view = PHASES_CARDS.view(distracted(true), byRef);
    expect(view.lines).toEqual([
      {
        key: "TURNWRIGHT.Phases.Card.OpportunityDistracted",
        data: { mover: brawler.name, threatener: raider.name, action: "TURNWRIGHT.Phases.Action.moveSkill" },
      },
      { key: "TURNWRIGHT.Phases.Card.OpportunityUsually", data: { mover: brawler.name } },
    ]);
    expect(view.buttons.map((b) => [b.id, b.audience])).toEqual([
      ["strike", { kind: "owner-or-gm", actor: "Actor.raider" }],
      ["pass", { kind: "owner-or-gm", actor: "Actor.raider" }],
      ["waive", { kind: "gm" }],
    ]);
    expect(unknownWords(keysIn(view, new Set()))).toEqual([]);
    expect(PHASES_CARDS.view(distracted(false), byRef).buttons.map((b) => b.id)).toEqual(["strike", "pass"]);
  });

  it("answers for this one action: the budget hears of the action's occasion, not of a leaving", () => {
    expect(ok(press(distracted(false), "pass")).spend).toEqual({ actor: "Actor.raider", action: "opportunity:pass:Actor.brawler@moveSkill-0" });
    expect(ok(press(distracted(false), "strike", [[5, 5, 5]])).spend).toEqual({
      actor: "Actor.raider",
      action: "opportunity:strike:Actor.brawler@moveSkill-0",
    });
    const waived = ok(press(distracted(true), "waive"));
    expect(waived.card.data).toMatchObject({ answer: "waived" });
    expect(waived.spend).toEqual({ actor: "Actor.raider", action: "opportunity:pass:Actor.brawler@moveSkill-0" });
    expect(press(distracted(false), "waive")).toMatchObject({ ok: false, refusal: { code: "no-waiver" } });
  });

  it("reads a card posted before distractions provoked as the leaving it was", () => {
    const stored: CardState = {
      kind: "opportunity",
      actors: ["Actor.raider", "Actor.brawler"],
      data: { threatener: "Actor.raider", mover: "Actor.brawler", at: { q: 0, r: 0 }, skillNegates: true, answer: null },
      used: [],
    };
    expect(PHASES_CARDS.view(stored, byRef).lines[0]).toMatchObject({ key: "TURNWRIGHT.Phases.Card.OpportunityLeft" });
    expect(ok(press(stored, "pass")).spend).toEqual({ actor: "Actor.raider", action: "opportunity:pass:Actor.brawler" });
  });
});
