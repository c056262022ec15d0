import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { outcomeFromFaces } from "../../../src/engine/dice/outcomeFromFaces";
import type { ActorSnapshot } from "../../../src/engine/play/ActorSnapshot";
import { cardRules } from "../../../src/engine/play/CardKind";
import type { CardState } from "../../../src/engine/play/CardRules";
import type { ModifierChoice, RollModifiers } from "../../../src/engine/play/RollModifiers";
import { checkRequest, MOST_ASKED, type RollRequest, type RollRequests } from "../../../src/engine/play/RollRequests";
import { opposedWinner, ROLL_REQUEST, rollRequestCard, rollRequestKind } from "../../../src/engine/play/rollRequestCard";
import { allow, refuse } from "../../../src/engine/Refusal";
import { text } from "../../../src/engine/text/LocalText";

/**
 * A made-up rule set's tests, the engine's own: a d20 under the actor's `skill`, plus the
 * difficulty's number and the roller's free modifier; the margin is how far under or over.
 */
const MODIFIERS: RollModifiers = {
  rolls: ["rollSkill"],
  ladder: [{ id: "hard", label: "Hard", dial: "skill", value: -4 }],
  usualStep: null,
  dials: [{ id: "skill", label: "Free", line: "Free {value}", least: -5, most: 5 }],
};
const REQUESTS: RollRequests = {
  tests: [{ id: "skill", label: text("Skill") }],
  difficulties: [
    { id: "easy", label: text("Easy") },
    { id: "hard", label: text("Hard") },
  ],
  usualDifficulty: "easy",
  action: "rollSkill",
  dice: (actor, test) => (test === "skill" ? allow([{ count: 1, faces: 20 }]) : refuse("request-no-test", "no", { test })),
  resolve(actor, test, difficulty, modifiers, outcomes) {
    const skill: unknown = typeof actor.system === "object" && actor.system !== null ? Reflect.get(actor.system, "skill") : 0;
    const free = modifiers.reduce((sum, modifier) => sum + modifier.value, 0);
    const target = (typeof skill === "number" ? skill : 0) + (difficulty === "hard" ? -4 : 0) + free;
    const total = outcomes[0]?.total ?? 0;
    return allow({ formula: "1d20", dice: [total], total, target, passed: total <= target, margin: Math.abs(target - total) });
  },
  margin: (passed, margin) => text(passed ? "By" : "Short", { margin }),
};
const RULES = cardRules({
  kinds: [rollRequestKind(REQUESTS, MODIFIERS)],
  modifiers: MODIFIERS,
  damaged: () => ({ title: text("Damaged"), rolls: [], lines: [], buttons: [] }),
});

const actor = (ref: string, skill: number): ActorSnapshot => ({ ref, name: ref.slice(6), type: "made-up", system: { skill }, items: [] });
const ann = actor("Actor.Ann", 12);
const bo = actor("Actor.Bo", 8);
const actors = { [ann.ref]: ann, [bo.ref]: bo };
const asked = (request: Partial<RollRequest> = {}): RollRequest => ({
  test: "skill",
  difficulty: "easy",
  actors: [ann.ref, bo.ref],
  opposed: false,
  secret: false,
  ...request,
});

function press(card: CardState, button: string, face: number, modifiers?: ModifierChoice) {
  const input = { card, button, actors, ...(modifiers === undefined ? {} : { modifiers }) };
  const dice = RULES.press.dice(input);
  if (!dice.ok) return dice;
  return RULES.press.resolve(
    input,
    dice.value.map((request) => outcomeFromFaces(request, [[face]])),
  );
}

function rolled(card: CardState, button: string, face: number, modifiers?: ModifierChoice): CardState {
  const result = press(card, button, face, modifiers);
  if (!result.ok) throw new Error(result.refusal.message);
  expect(result.value.changes).toEqual([]);
  expect(result.value.spawn).toEqual([]);
  return result.value.card;
}

describe("a request checked before its card is written", () => {
  it("takes a test and a difficulty the rule set has, each actor once", () => {
    expect(checkRequest(REQUESTS, asked({ actors: [ann.ref, ann.ref, bo.ref] }))).toEqual({ ok: true, value: asked() });
  });
  it("refuses in words a test the rule set lacks, an unknown difficulty, nobody, too many, and an opposed test of other than two", () => {
    const code = (request: RollRequest, rules: RollRequests | null = REQUESTS) => {
      const checked = checkRequest(rules ?? undefined, request);
      return checked.ok ? "ok" : checked.refusal.code;
    };
    expect(code(asked({ test: "swim" }))).toBe("request-no-test");
    expect(code(asked(), null)).toBe("request-no-test");
    expect(code(asked({ difficulty: "heroic" }))).toBe("request-no-difficulty");
    expect(code(asked({ actors: [] }))).toBe("request-nobody");
    expect(code(asked({ actors: Array.from({ length: MOST_ASKED + 1 }, (_, i) => `Actor.${i}`) }))).toBe("request-too-many");
    expect(code(asked({ opposed: true, actors: [ann.ref] }))).toBe("request-opposed-two");
    expect(code(asked({ opposed: true }))).toBe("ok");
  });
});

describe("the roll request card", () => {
  it("lists who is asked, each with a Roll button for its owner or the GM that opens the modifiers of the sheet's roll", () => {
    const card = rollRequestCard(asked());
    expect(card.kind).toBe(ROLL_REQUEST);
    const view = RULES.view(card, actors);
    expect(view.buttons.map((button) => [button.id, button.audience, button.used, button.roll])).toEqual([
      ["roll:Actor.Ann", { kind: "owner-or-gm", actor: "Actor.Ann" }, false, "rollSkill"],
      ["roll:Actor.Bo", { kind: "owner-or-gm", actor: "Actor.Bo" }, false, "rollSkill"],
    ]);
    expect(view.lines.map((line) => line.key)).toEqual(["TURNWRIGHT.RollRequest.Waiting", "TURNWRIGHT.RollRequest.Waiting"]);
  });

  it("gathers the results as they come: who passed, by how much, and the group's count", () => {
    let card = rolled(rollRequestCard(asked()), "roll:Actor.Bo", 10);
    let view = RULES.view(card, actors);
    expect(view.rolls.map((roll) => [roll.total, roll.target, roll.outcome, roll.detail])).toEqual([[10, 8, "failure", text("Short", { margin: 2 })]]);
    expect(view.buttons.find((button) => button.id === "roll:Actor.Bo")?.used).toBe(true);
    card = rolled(card, "roll:Actor.Ann", 5);
    view = RULES.view(card, actors);
    expect(view.rolls.map((roll) => roll.outcome)).toEqual(["failure", "success"]);
    expect(view.lines).toEqual([{ key: "TURNWRIGHT.RollRequest.Passed", data: { count: 2, passed: 1 }, count: 2 }]);
  });

  it("takes the roller's free modifier, never a step of the ladder (the difficulty is the GM's)", () => {
    const card = rolled(rollRequestCard(asked({ actors: [bo.ref] })), "roll:Actor.Bo", 10, { step: "hard", free: { skill: 3 } });
    expect(RULES.view(card, actors).rolls[0]).toMatchObject({ target: 11, outcome: "success" });
  });

  it("refuses a second roll for the same actor, an actor it does not ask, a modifier beyond the cap, and a test the rule set lacks", () => {
    const card = rolled(rollRequestCard(asked()), "roll:Actor.Ann", 5);
    const codeOf = (result: ReturnType<typeof press>) => (result.ok ? "ok" : result.refusal.code);
    expect(codeOf(press(card, "roll:Actor.Ann", 5))).toBe("card-used");
    expect(codeOf(press({ ...card, used: [] }, "roll:Actor.Ann", 5))).toBe("request-rolled");
    expect(codeOf(press(card, "roll:Actor.Cy", 5))).toBe("request-not-asked");
    expect(codeOf(press(card, "roll:Actor.Bo", 5, { step: null, free: { skill: 9 } }))).toBe("modifier-beyond-cap");
    expect(codeOf(press({ ...card, data: { ...card.data, test: "swim" } }, "roll:Actor.Bo", 5))).toBe("request-no-test");
    expect(codeOf(press({ ...card, data: { ...card.data, rolled: "all" } }, "roll:Actor.Bo", 5))).toBe("card-damaged");
  });

  it("an opposed test is one card with both rolls, the winner named", () => {
    let card = rolled(rollRequestCard(asked({ opposed: true })), "roll:Actor.Ann", 4);
    expect(RULES.view(card, actors).lines.some((line) => line.key === "TURNWRIGHT.RollRequest.Winner")).toBe(false);
    card = rolled(card, "roll:Actor.Bo", 7);
    const view = RULES.view(card, actors);
    expect(view.title.key).toBe("TURNWRIGHT.RollRequest.OpposedTitle");
    expect(view.rolls).toHaveLength(2);
    expect(view.lines).toContainEqual(text("TURNWRIGHT.RollRequest.Winner", { name: "Ann" }));
  });

  it("says it is secret on the card the GM reads", () => {
    expect(RULES.view(rollRequestCard(asked({ secret: true })), actors).lines).toContainEqual(text("TURNWRIGHT.RollRequest.Secret"));
  });
});

describe("who wins an opposed test", () => {
  const roll = fc.record({ passed: fc.boolean(), margin: fc.nat(20) });
  it("is the same whichever rolled first, and never one who failed", () => {
    fc.assert(
      fc.property(roll, roll, (a, b) => {
        const first = { ref: "a", formula: "", dice: [], total: 0, target: 0, ...a };
        const second = { ref: "b", formula: "", dice: [], total: 0, target: 0, ...b };
        const one = opposedWinner([first, second])?.winner;
        expect(opposedWinner([second, first])?.winner).toBe(one);
        if (one === "a") expect(a.passed).toBe(true);
        if (one === "b") expect(b.passed).toBe(true);
        if (a.passed && !b.passed) expect(one).toBe("a");
        if (!a.passed && !b.passed) expect(one).toBeNull();
        if (a.passed && b.passed) expect(one).toBe(a.margin > b.margin ? "a" : a.margin < b.margin ? "b" : null);
      }),
    );
  });
  it("is not named before both rolled", () => {
    expect(opposedWinner([])).toBeNull();
  });
});
