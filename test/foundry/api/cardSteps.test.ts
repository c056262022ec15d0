import { describe, expect, it } from "vitest";
import type { Audience, CardView } from "../../../src/engine/play/CardView";
import { text } from "../../../src/engine/text/LocalText";
import { cardSteps, chooseStep } from "../../../src/foundry/api/cardSteps";

const VIEW: CardView = {
  title: text("T"),
  rolls: [],
  lines: [],
  buttons: [
    { id: "roll", label: text("R"), audience: { kind: "owner", actor: "Actor.a" }, tone: "primary", used: true },
    { id: "reroll", label: text("RR"), audience: { kind: "owner", actor: "Actor.a" }, tone: "luck", used: false },
    { id: "apply", label: text("A"), audience: { kind: "owner-or-gm", actor: "Actor.b" }, tone: "primary", used: false, damage: true },
    { id: "uncritical", label: text("U"), audience: { kind: "gm" }, tone: "plain", used: false },
  ],
};

/** The owner of Actor.a, not a GM: what the card's audience check answers for them (chat/mayPress). */
const ownerOfA = (audience: Audience): boolean => audience.kind !== "gm" && audience.actor === "Actor.a";

describe("a card's steps for one user", () => {
  it("open only what the card drawn for them would let them press", () => {
    expect(cardSteps(VIEW, true, ownerOfA).map((step) => [step.id, step.allowed, step.damage])).toEqual([
      ["roll", false, false],
      ["reroll", true, false],
      ["apply", false, true],
      ["uncritical", false, false],
    ]);
  });

  it("a card no GM wrote opens nothing", () => {
    expect(cardSteps(VIEW, false, () => true).some((step) => step.allowed)).toBe(false);
  });

  it("the damage step, the luck step or a named one; refused in words otherwise", () => {
    const asGm = cardSteps(VIEW, true, () => true);
    expect(chooseStep(asGm, { kind: "damage" })).toMatchObject({ ok: true, step: { id: "apply" } });
    expect(chooseStep(asGm, { kind: "luck" })).toMatchObject({ ok: true, step: { id: "reroll" } });
    expect(chooseStep(asGm, { kind: "step", id: "uncritical" })).toMatchObject({ ok: true, step: { id: "uncritical" } });
    expect(chooseStep(asGm, { kind: "step", id: "roll" })).toEqual({ ok: false, words: text("TURNWRIGHT.Api.NoStep") });
    expect(chooseStep(asGm, { kind: "luck", id: "apply" })).toEqual({ ok: false, words: text("TURNWRIGHT.Api.NoLuckStep") });
    const player = cardSteps(VIEW, true, ownerOfA);
    expect(chooseStep(player, { kind: "damage" })).toEqual({ ok: false, words: text("TURNWRIGHT.Api.NoDamageStep") });
  });

  it("several open steps of the kind asked for need a name", () => {
    const twoDamage = cardSteps(
      { ...VIEW, buttons: [...VIEW.buttons, { id: "damage:b", label: text("D"), audience: { kind: "gm" }, tone: "primary", used: false, damage: true }] },
      true,
      () => true,
    );
    expect(chooseStep(twoDamage, { kind: "damage" })).toEqual({ ok: false, words: text("TURNWRIGHT.Api.WhichStep") });
    expect(chooseStep(twoDamage, { kind: "damage", id: "damage:b" })).toMatchObject({ ok: true, step: { id: "damage:b" } });
  });
});
