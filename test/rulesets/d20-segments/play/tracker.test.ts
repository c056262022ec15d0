import { describe, expect, it } from "vitest";
import { segmentRounds } from "../../../../src/engine/clock/shapes";
import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";
import { D20_SEGMENTS_DECLARATION } from "../../../../src/rulesets/d20-segments/declaration";
import { D20_COMBAT } from "../../../../src/rulesets/d20-segments/play/combat";
import { D20_DOCUMENTS } from "../../../../src/rulesets/d20-segments/play/documents";
import { fighterOf } from "../../../../src/rulesets/d20-segments/play/snapshot";
import { rollFormula } from "../../../support/rollFormula";

const actor = (system: Record<string, unknown>): ActorSnapshot => ({
  ref: "Actor.t",
  name: "Tulkas",
  type: "d20-segments",
  system: { kind: "pc", ...system },
  items: [],
});
const tulkas = actor({ initiativeBonus: 2, skills: { heavyBlades: 8 } });

describe("the d20-segments tracker rules", () => {
  it("run on the clock of 15-second rounds, 6-second segments and 10-minute turns, initiative kept", () => {
    expect(D20_COMBAT.clock).toBe(segmentRounds);
  });

  it("score 1d20 + the initiative bonus, as the formula Foundry rolls does", () => {
    const outcome = { request: { count: 1, faces: 20 }, dice: [{ faces: [13], wild: false, kept: true }], total: 13 };
    expect(D20_COMBAT.initiative(tulkas, [outcome], { luck: false })).toMatchObject({ score: 15, tiebreak: [2] });
    const data = { ...Object(tulkas.system), derived: D20_DOCUMENTS.derive("d20-segments", tulkas.system) };
    expect(rollFormula(D20_SEGMENTS_DECLARATION.initiativeFormula, data, 13)).toBe(15);
  });

  it("allow one action a round, and Dodge and Parry besides, which cost nothing", () => {
    const fresh = D20_COMBAT.freshBudget(null);
    const acted = D20_COMBAT.spend(fresh, "attack", tulkas);
    expect(acted.ok).toBe(true);
    if (!acted.ok) return;
    expect(D20_COMBAT.spend(acted.value, "attack", tulkas)).toMatchObject({ ok: false, refusal: { code: "round-used" } });
    expect(D20_COMBAT.spend(acted.value, "parry", tulkas)).toMatchObject({ ok: true });
    expect(D20_COMBAT.outOfTurn("dodge")).toBe(true);
    expect(D20_COMBAT.outOfTurn("attack")).toBe(false);
    expect(D20_COMBAT.pips(acted.value).map((pip) => pip.spent)).toEqual([true]);
    expect(D20_COMBAT.pips(D20_COMBAT.startRound(acted.value, null)).map((pip) => pip.spent)).toEqual([false]);
  });

  it("give no turn to a character out of hit points", () => {
    expect(D20_COMBAT.canAct(tulkas)).toBe(true);
    expect(D20_COMBAT.canAct(actor({ hitPoints: { max: 10, value: 0 } }))).toBe(false);
  });

  it("refuse every action of a round a botch took, and still let the character defend", () => {
    // As the snapshot reads it while a botch's effect is in force: the condition on.
    const botched = actor({ initiativeBonus: 2, skills: { heavyBlades: 8 }, conditions: { stunned: false, prone: false, disarmed: false, lost: true } });
    expect(D20_COMBAT.spend(D20_COMBAT.freshBudget(null), "attack", botched)).toMatchObject({
      ok: false,
      refusal: { code: "round-lost", data: { name: "Tulkas" } },
    });
    expect(D20_COMBAT.spend(D20_COMBAT.freshBudget(null), "parry", botched)).toMatchObject({ ok: true });
    // Stunned alone (its lost rounds ended from the HUD) takes the defence in a fight, not the turn.
    expect(
      D20_COMBAT.spend(D20_COMBAT.freshBudget(null), "attack", actor({ conditions: { stunned: true, prone: false, disarmed: false, lost: false } })),
    ).toMatchObject({ ok: true });
  });
});

describe("a d20-segments character's gear and dice as the table reads them", () => {
  const sword = {
    id: "sword",
    name: "Sword",
    type: "d20-segments-weapon",
    system: { category: "heavyBlades", weight: "medium", damage: "1d8", hitPoints: 12, natural: false, equipped: true },
  };
  const dropped = {
    id: "axe",
    name: "Axe",
    type: "d20-segments-weapon",
    system: { category: "axes", weight: "medium", damage: "1d8", hitPoints: 12, natural: false, equipped: false },
  };
  const armed = (system: Record<string, unknown>) => ({ ...actor(system), items: [dropped, sword] });

  it("fights with the equipped weapons only, and with none while disarmed", () => {
    const read = fighterOf(armed({}));
    expect(read.ok && read.value.weaponIds).toEqual(["sword"]);
    const disarmed = fighterOf(armed({ conditions: { stunned: false, prone: false, disarmed: true } }));
    expect(disarmed.ok && disarmed.value.weaponIds).toEqual([]);
  });

  it("counts the action dice left as the session's dice less those spent, never below none", () => {
    const left = (actionDice: number, actionDiceSpent: number) => {
      const read = fighterOf(actor({ actionDice, actionDiceSpent }));
      return read.ok ? read.value.fighter.actionDice : null;
    };
    expect([left(3, 0), left(3, 2), left(2, 5)]).toEqual([3, 1, 0]);
  });
});
