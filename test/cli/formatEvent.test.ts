import { describe, expect, it } from "vitest";
import { formatEvent, logLines } from "../../src/cli/formatEvent";
import type { CombatEvent, CombatStartEvent } from "../../src/engine/events";

/** A fight's line maker, opened under `ruleset` with Ash (a) and Bram (b). */
function opening(ruleset: string): (event: CombatEvent) => string {
  const line = logLines();
  line({
    type: "combat-start",
    round: 0,
    ruleset,
    combatants: [
      { id: "a", name: "Ash", side: "heroes", surprised: false },
      { id: "b", name: "Bram", side: "thugs", surprised: false },
    ],
  });
  return line;
}

const defence = (reaction: string, success: boolean, negated?: number): CombatEvent => ({
  type: "defense",
  round: 1,
  phase: 2,
  defender: "warden",
  attacker: "raider",
  reaction,
  success,
  ...(negated === undefined ? {} : { negated }),
});

describe("the log a person reads", () => {
  it("says each defence, and what it stopped: a count of hits, or the whole attack", () => {
    expect(formatEvent(defence("parry", true, 1))).toBe("R1 P2      warden's parry stops 1 hit");
    expect(formatEvent(defence("parry", true, 2))).toBe("R1 P2      warden's parry stops 2 hits");
    expect(formatEvent(defence("dodge", false))).toBe("R1 P2      warden's dodge fails");
    expect(formatEvent(defence("block", true))).toBe("R1 P2      warden's block stops the attack");
  });

  it("says what a pass's action cost and what is left, a location's multiplier, and an attribute a serious injury takes", () => {
    expect(formatEvent({ type: "action", round: 1, pass: 2, combatant: "vesna", action: "attack", kind: "points", target: "grusk", cost: 5, apLeft: 2 })).toBe(
      "R1 pass 2   vesna: attack (points) -> grusk for 5 AP, 2 left",
    );
    const steps = [
      { op: "less", by: 1, why: "armour" },
      { op: "times", by: 3, why: "head" },
    ] as const;
    expect(
      formatEvent({
        type: "damage",
        round: 1,
        pass: 1,
        target: "sentry",
        amount: 27,
        result: "hurt",
        location: "head",
        raw: 10,
        soak: 1,
        multiplier: 3,
        adjustments: steps,
      }),
    ).toBe("R1 pass 1     sentry takes 27 to the head (rolled 10, -1 armour, ×3 head): hurt");
    expect(formatEvent({ type: "injury", round: 2, pass: 1, combatant: "grusk", attribute: "presence", from: "d4", to: "none" })).toBe(
      "R2 pass 1     grusk's presence drops from d4 to nothing",
    );
  });
});

describe("counts that agree with their nouns", () => {
  it("one die or several, a round or rounds, a segment or segments, and a figure said once when nothing was added to the die", () => {
    expect(formatEvent({ type: "initiative", round: 1, combatant: "a", dice: [9], total: 12 })).toBe("R1     a initiative 12 (die 9)");
    expect(formatEvent({ type: "initiative", round: 1, combatant: "a", dice: [5, 6, 3], total: 14 })).toBe("R1     a initiative 14 (dice 5, 6, 3)");
    expect(formatEvent({ type: "botch", round: 1, combatant: "a", paidBy: "gm", table: 7, result: "snag", duration: 1 })).toBe(
      "R1         a botches (paid by gm): table 7, snag for 1 round",
    );
    expect(formatEvent({ type: "round-end", round: 1, elapsed: { seconds: 15, segments: 1, rounds: 1, turns: 0 } })).toBe(
      "R1     round 1 ends (15 s: 1 segment, 0 turns)",
    );
    expect(formatEvent({ type: "attack", round: 1, attacker: "a", target: "b", hit: true, roll: 8, total: 8 })).toBe("R1         a (8) hits b");
    expect(formatEvent({ type: "attack", round: 1, attacker: "a", target: "b", hit: true, roll: 8, total: 11 })).toBe("R1         a (8 → 11) hits b");
  });
});

describe("a fight's log lines", () => {
  const start = (ruleset: string): CombatEvent => ({
    type: "combat-start",
    round: 0,
    ruleset,
    combatants: [
      { id: "a", name: "Captain Ardent", side: "heroes", surprised: false },
      { id: "b", name: "Dock Brute", side: "thugs", surprised: false },
    ],
  });

  it("calls each combatant by its name from the opening line on", () => {
    const line = logLines();
    line(start("d100-fate"));
    expect(line({ type: "round-start", round: 1, order: ["b", "a"] })).toBe("R1     round 1 begins: Dock Brute > Captain Ardent");
    expect(line({ type: "attack", round: 1, attacker: "a", target: "b", hit: true })).toBe("R1         Captain Ardent hits Dock Brute");
  });

  it("says why an unscripted attack went at its target, after the target's name", () => {
    const line = logLines();
    line(start("d6-pool"));
    const attack = { type: "attack", round: 1, attacker: "a", target: "b" } as const;
    expect(line({ ...attack, hit: true, chosen: "random" })).toBe("R1         Captain Ardent hits Dock Brute, at random");
    expect(line({ ...attack, hit: false, chosen: "focus" })).toBe("R1         Captain Ardent misses Dock Brute, the one nearest to falling");
    expect(line({ ...attack, hit: true, chosen: "nearest" })).toBe("R1         Captain Ardent hits Dock Brute, the nearest");
    expect(line({ ...attack, hit: true, chosen: "first" })).toBe("R1         Captain Ardent hits Dock Brute, first in the list");
    expect(line({ ...attack, hit: true, chosen: "focus-unreachable" })).toBe(
      "R1         Captain Ardent hits Dock Brute, at random, the one nearest to falling being out of reach",
    );
    expect(line({ ...attack, hit: true, hits: 2, location: "head", chosen: "random" })).toBe(
      "R1         Captain Ardent hits Dock Brute, at random (2 hits on the head)",
    );
  });

  it("says why the fight ended: a side won, nobody is left, or the limit came first; in Turns where a round is made of Phases", () => {
    const phases = logLines();
    phases(start("phases-3d6"));
    expect(phases({ type: "combat-end", round: 3, winner: "heroes", rounds: 3, reason: "victory" })).toBe(
      "R3     combat ends after 3 Turns: the heroes side wins",
    );
    expect(phases({ type: "round-end", round: 3 })).toBe("R3     Turn 3 ends");
    expect(phases({ type: "post-turn", round: 2 })).toBe("R2     Turn 2 · Post-Turn: everyone able takes a Recovery");
    const d100 = logLines();
    d100(start("d100-fate"));
    expect(d100({ type: "combat-end", round: 20, winner: null, rounds: 20, reason: "max-rounds" })).toBe(
      "R20    combat ends: no winner after 20 rounds, the scenario's limit",
    );
    expect(d100({ type: "combat-end", round: 1, winner: null, rounds: 1, reason: "victory" })).toBe(
      "R1     combat ends after 1 round: nobody is left standing",
    );
  });
});

describe("actions, hit locations and conditions in the words Foundry shows", () => {
  it("d100-fate: the sheet's actions, the card's locations, the sheet's conditions", () => {
    const line = opening("d100-fate");
    expect(line({ type: "action", round: 1, combatant: "a", action: "fullAutoBurst", kind: "half", target: "b" })).toBe(
      "R1       Ash: Full-Auto Burst (half action) -> Bram",
    );
    expect(line({ type: "attack", round: 1, attacker: "a", target: "b", hit: true, hits: 2, location: "rightArm" })).toBe(
      "R1         Ash hits Bram (2 hits on the right arm)",
    );
    expect(
      line({
        type: "damage",
        round: 1,
        target: "b",
        amount: 4,
        result: "wounded",
        location: "leftLeg",
        raw: 9,
        soak: 5,
        adjustments: [
          { op: "less", by: 2, why: "armour" },
          { op: "less", by: 3, why: "toughness" },
        ],
      }),
    ).toBe("R1         Bram takes 4 to the left leg (rolled 9, -2 armour, -3 Toughness Bonus): Wounded");
    expect(line({ type: "defense", round: 1, defender: "b", attacker: "a", reaction: "dodge", success: true, negated: 1 })).toBe(
      "R1         Bram's Dodge stops 1 hit",
    );
    expect(line({ type: "condition", round: 2, combatant: "b", condition: "stunned", active: false })).toBe("R2         Bram is no longer Stunned");
  });

  it("phases-3d6: manoeuvres, an attack of opportunity, an abort and the conditions a blow brings", () => {
    const line = opening("phases-3d6");
    expect(line({ type: "action", round: 1, phase: 1, combatant: "a", action: "halfMove", kind: "move", target: "b" })).toBe(
      "R1 P1    Ash: Move up to half combat movement (move action) -> Bram",
    );
    expect(
      line({ type: "roll", round: 1, phase: 1, combatant: "b", purpose: "attackOfOpportunity", dice: [3, 4, 5], total: 17, target: 14, success: true }),
    ).toBe("R1 P1      Bram rolls Attack of opportunity: [3, 4, 5] = 17 vs 14 success");
    expect(line({ type: "abort", round: 1, phase: 2, combatant: "a", action: "missileDeflection", attacker: "b", forfeits: "next-step" })).toBe(
      "R1 P2    Ash: aborts to Missile Deflection against Bram, giving up its action in the next Phase",
    );
    expect(line({ type: "refused", round: 1, phase: 2, combatant: "a", action: "abort", code: "already-aborted", reason: "Already aborted" })).toBe(
      "R1 P2    Ash: Abort to a defence refused: Already aborted",
    );
    expect(line({ type: "condition", round: 1, phase: 2, combatant: "a", condition: "knocked-out", active: true })).toBe("R1 P2      Ash is now Knocked out");
  });

  it("d6-pool: defences partial and full, waiting, and being stunned", () => {
    const line = opening("d6-pool");
    expect(line({ type: "action", round: 1, combatant: "a", action: "fullDodge", kind: "declared" })).toBe("R1       Ash: Full dodge (declared action)");
    expect(line({ type: "action", round: 1, combatant: "a", action: "wait", kind: "declared" })).toBe("R1       Ash: Wait (declared action)");
    expect(line({ type: "defense", round: 1, defender: "a", attacker: "b", reaction: "parry", success: false, total: 12, full: true })).toBe(
      "R1         Ash's Parry (full defence 12) fails",
    );
    expect(line({ type: "condition", round: 1, combatant: "a", condition: "stunned", active: true })).toBe("R1         Ash is now Stunned");
  });

  it("d20-segments: the attack, a pass, a parry and falling prone", () => {
    const line = opening("d20-segments");
    expect(line({ type: "action", round: 1, segment: 1, combatant: "a", action: "pass", kind: "full" })).toBe("R1 S1    Ash: Pass (the round's action)");
    expect(line({ type: "action", round: 1, segment: 1, combatant: "a", action: "attack", kind: "full", target: "b" })).toBe(
      "R1 S1    Ash: Attack (the round's action) -> Bram",
    );
    expect(
      line({
        type: "defense",
        round: 1,
        segment: 1,
        defender: "b",
        attacker: "a",
        reaction: "parry",
        action: "parry",
        roll: 9,
        total: 15,
        success: true,
        weighed: { by: "total", attack: 12, defence: 15 },
      }),
    ).toBe("R1 S1      Bram's Parry (9 → 15) stops the attack: its total 15 beats the attack's 12");
    expect(line({ type: "condition", round: 1, segment: 1, combatant: "b", condition: "prone", active: true })).toBe("R1 S1      Bram is now Prone");
  });

  it("action-points: a called shot, a move, what comes before the fight, the locations and going down", () => {
    const line = opening("action-points");
    expect(line({ type: "action", round: 1, pass: 1, combatant: "a", action: "attack:leftHand", kind: "points", target: "b", cost: 5, apLeft: 4 })).toBe(
      "R1 pass 1   Ash: A called shot at the left hand (paid in AP) -> Bram for 5 AP, 4 left",
    );
    expect(line({ type: "action", round: 1, pass: 2, combatant: "a", action: "sprint", kind: "points", cost: 2, apLeft: 2 })).toBe(
      "R1 pass 2   Ash: Sprint (paid in AP) for 2 AP, 2 left",
    );
    expect(line({ type: "action", round: 0, combatant: "a", action: "strategicCoordination", kind: "points", cost: 2, apLeft: 8 })).toBe(
      "R0       Ash: Coordinate a plan (paid in AP) for 2 AP, 8 left",
    );
    expect(
      line({
        type: "damage",
        round: 1,
        pass: 1,
        target: "b",
        amount: 8,
        result: "hurt",
        location: "chest",
        raw: 6,
        soak: 2,
        multiplier: 2,
        adjustments: [
          { op: "less", by: 2, why: "armour" },
          { op: "times", by: 2, why: "chest" },
        ],
      }),
    ).toBe("R1 pass 1     Bram takes 8 to the chest (rolled 6, -2 armour, ×2 chest): Hurt");
    expect(line({ type: "condition", round: 1, pass: 1, combatant: "b", condition: "down", active: true })).toBe("R1 pass 1     Bram is now Down");
  });

  it("prints an id no word is declared for as it is", () => {
    const line = opening("d100-fate");
    expect(line({ type: "refused", round: 1, combatant: "a", action: "juggle", code: "unknown-action", reason: "There is no action called juggle" })).toBe(
      "R1       Ash: juggle refused: There is no action called juggle",
    );
  });
});

describe("kinds of action, rolls, what is spent, and what damage and botches come to, in words", () => {
  it("d100-fate: half actions and reactions, a re-rolled test, each use of a Fate Point, and the damage's result", () => {
    const line = opening("d100-fate");
    expect(line({ type: "action", round: 1, combatant: "a", action: "halfAim", kind: "half" })).toBe("R1       Ash: Aim (half action)");
    expect(line({ type: "action", round: 1, combatant: "a", action: "fullAim", kind: "full" })).toBe("R1       Ash: Aim (full action)");
    expect(line({ type: "action", round: 1, combatant: "b", action: "parry", kind: "reaction" })).toBe("R1       Bram: Parry (reaction)");
    expect(line({ type: "roll", round: 1, combatant: "a", purpose: "attack", dice: [40], total: 40, target: 55, success: true, degrees: 1 })).toBe(
      "R1         Ash rolls Attack: [40] = 40 vs 55 success (1 DoS)",
    );
    expect(line({ type: "roll", round: 1, combatant: "b", purpose: "parry-reroll", dice: [12], total: 12, target: 40, success: true, degrees: 2 })).toBe(
      "R1         Bram rolls Parry again: [12] = 12 vs 40 success (2 DoS)",
    );
    expect(line({ type: "roll", round: 1, combatant: "a", purpose: "damage", dice: [7], total: 10 })).toBe("R1         Ash rolls Damage: [7] = 10");
    expect(line({ type: "roll", round: 1, combatant: "b", purpose: "fate-soak", dice: [6], total: 6 })).toBe(
      "R1         Bram rolls 1d10 off the damage (Fate): [6] = 6",
    );
    expect(line({ type: "resource", round: 1, combatant: "a", resource: "fate", use: "reroll", remaining: 0 })).toBe(
      "R1         Ash spends a Fate Point to re-roll (0 left)",
    );
    expect(line({ type: "resource", round: 1, combatant: "b", resource: "fate", use: "unstun", remaining: 2 })).toBe(
      "R1         Bram spends a Fate Point to recover from Stunned (2 left)",
    );
    expect(
      line({
        type: "damage",
        round: 1,
        target: "b",
        amount: 6,
        result: "critical",
        location: "head",
        raw: 12,
        soak: 4,
        adjustments: [{ op: "less", by: 4, why: "toughness" }],
      }),
    ).toBe("R1         Bram takes 6 to the head (rolled 12, -4 Toughness Bonus): Critical Damage");
    expect(
      line({
        type: "damage",
        round: 1,
        target: "b",
        amount: 0,
        result: "no-damage",
        location: "body",
        raw: 3,
        soak: 4,
        adjustments: [{ op: "less", by: 4, why: "armour" }],
      }),
    ).toBe("R1         Bram takes 0 to the body (rolled 3, -4 armour): No damage");
    expect(line({ type: "damage", round: 1, target: "b", amount: 9, result: "out", location: "body", raw: 13, soak: 4 })).toBe(
      "R1         Bram takes 9 to the body (rolled 13): Out of the fight",
    );
  });

  it("phases-3d6: each kind of action in a Phase, a Deflection's roll, and a Recovery", () => {
    const line = opening("phases-3d6");
    expect(line({ type: "action", round: 1, phase: 3, combatant: "a", action: "strike", kind: "attack", target: "b" })).toBe(
      "R1 P3    Ash: Strike (attack action) -> Bram",
    );
    expect(line({ type: "action", round: 1, phase: 3, combatant: "a", action: "step", kind: "step" })).toBe("R1 P3    Ash: 1-hex step (free step)");
    expect(line({ type: "action", round: 1, phase: 3, combatant: "a", action: "fullMove", kind: "full" })).toBe(
      "R1 P3    Ash: Move more than half combat movement (full-phase action)",
    );
    expect(line({ type: "roll", round: 1, phase: 3, combatant: "b", purpose: "deflect", dice: [2, 3, 4], total: 9, target: 12, success: true })).toBe(
      "R1 P3      Bram rolls Missile Deflection: [2, 3, 4] = 9 vs 12 success",
    );
    expect(line({ type: "resource", round: 1, phase: 12, combatant: "b", resource: "stun", use: "recovery", remaining: -3 })).toBe(
      "R1 P12     Bram takes a Recovery: Stun now -3",
    );
  });

  it("d6-pool: a declared action, damage and resistance rolls, a Character Point's die, both kinds of point, and the wound levels", () => {
    const line = opening("d6-pool");
    expect(line({ type: "action", round: 1, combatant: "a", action: "attack", kind: "declared", target: "b" })).toBe(
      "R1       Ash: Attack (declared action) -> Bram",
    );
    expect(line({ type: "roll", round: 1, combatant: "b", purpose: "resistance", code: "3D", dice: [2, 5], wild: [4], complication: false, total: 11 })).toBe(
      "R1         Bram rolls Damage resistance 3D: [2, 5] wild [4] = 11",
    );
    expect(
      line({ type: "roll", round: 1, combatant: "b", purpose: "parrying blade", code: "4D", dice: [1, 2, 3], wild: [6, 2], complication: false, total: 14 }),
    ).toBe("R1         Bram rolls Damage from the parrying blade 4D: [1, 2, 3] wild [6, 2] = 14");
    expect(
      line({ type: "roll", round: 1, combatant: "a", purpose: "fullDodge (Character Point)", code: "1D", dice: [5], wild: [], complication: false, total: 19 }),
    ).toBe("R1         Ash rolls a Character Point's die on Full dodge 1D: [5] = 19");
    expect(line({ type: "resource", round: 1, combatant: "a", resource: "characterPoints", use: "resist", remaining: 3 })).toBe(
      "R1         Ash spends a Character Point on Damage resistance (3 left)",
    );
    expect(line({ type: "resource", round: 1, combatant: "a", resource: "characterPoints", use: "attack", remaining: 2 })).toBe(
      "R1         Ash spends a Character Point on Attack (2 left)",
    );
    expect(line({ type: "resource", round: 1, combatant: "a", resource: "fatePoints", use: "fate", remaining: 0 })).toBe(
      "R1         Ash spends a Fate Point to double every die code this round (0 left)",
    );
    // The damage roll is set against the resistance roll: nothing is "taken" but the wound.
    expect(line({ type: "damage", round: 1, target: "b", amount: 15, result: "mortallyWounded", raw: 15, soak: 1 })).toBe(
      "R1         Bram: damage 15 (rolled 15) against resistance 1: Mortally wounded",
    );
    expect(line({ type: "damage", round: 1, target: "b", amount: 16, result: "unhurt", raw: 15, soak: 16 })).toBe(
      "R1         Bram: damage 16 (rolled 15) against resistance 16: Unhurt",
    );
  });

  it("d20-segments: the round's action, action dice spent on a botch by a player or the GM, the botch table, and a critical hit", () => {
    const line = opening("d20-segments");
    expect(line({ type: "resource", round: 1, segment: 2, combatant: "a", resource: "actionDice", use: "botch", remaining: 1 })).toBe(
      "R1 S2      Ash spends an action die to make the natural 1 a botch (1 left)",
    );
    expect(line({ type: "resource", round: 1, segment: 2, combatant: "b", resource: "gmActionDice", use: "botch", remaining: 4 })).toBe(
      "R1 S2      The GM spends an action die to make the natural 1 a botch (4 left)",
    );
    expect(line({ type: "botch", round: 1, segment: 2, combatant: "b", paidBy: "a", table: 5, result: "major-snag", duration: 3 })).toBe(
      "R1 S2      Bram botches (paid by Ash): table 5, Major snag for 3 rounds",
    );
    expect(line({ type: "botch", round: 1, segment: 2, combatant: "a", paidBy: "gm", table: 13, result: "trip-self" })).toBe(
      "R1 S2      Ash botches (paid by the GM): table 13, Tripped",
    );
    expect(
      line({
        type: "damage",
        round: 1,
        segment: 2,
        target: "b",
        amount: 14,
        result: "critical",
        raw: 7,
        soak: 0,
        adjustments: [{ op: "times", by: 2, why: "critical" }],
      }),
    ).toBe("R1 S2      Bram takes 14 (rolled 7, ×2 natural 20): Critical hit");
    expect(
      line({
        type: "damage",
        round: 1,
        segment: 2,
        target: "b",
        amount: 5,
        result: "down",
        raw: 6,
        soak: 1,
        adjustments: [{ op: "less", by: 1, why: "armour" }],
      }),
    ).toBe("R1 S2      Bram takes 5 (rolled 6, -1 armour): Down");
    expect(
      line({
        type: "damage",
        round: 1,
        segment: 2,
        target: "b",
        amount: 1,
        result: "hurt",
        raw: 1,
        soak: 2,
        adjustments: [
          { op: "less", by: 2, why: "armour" },
          { op: "atLeast", by: 1, why: "landed" },
        ],
      }),
    ).toBe("R1 S2      Bram takes 1 (rolled 1, -2 armour, at least 1: a hit always hurts): Hurt");
  });

  it("action-points: paid in AP, the defence and Stamina tests, AP refilled, the damage's result and the attribute an injury takes", () => {
    const line = opening("action-points");
    expect(line({ type: "action", round: 1, pass: 1, combatant: "b", action: "defend", kind: "points", target: "a", cost: 3, apLeft: 1 })).toBe(
      "R1 pass 1   Bram: Defend (paid in AP) -> Ash for 3 AP, 1 left",
    );
    expect(line({ type: "roll", round: 1, pass: 1, combatant: "b", purpose: "defence", dice: [4], total: 4, target: 5, success: false })).toBe(
      "R1 pass 1     Bram rolls Defence: [4] = 4 vs 5 failure",
    );
    expect(line({ type: "roll", round: 1, pass: 1, combatant: "b", purpose: "serious injury", dice: [2], total: 2, target: 6, success: false })).toBe(
      "R1 pass 1     Bram rolls Stamina against serious injury: [2] = 2 vs 6 failure",
    );
    expect(line({ type: "resource", round: 2, combatant: "a", resource: "ap", use: "replenished", remaining: 9 })).toBe(
      "R2         Ash: Action Points refilled, 9 now",
    );
    expect(
      line({
        type: "damage",
        round: 1,
        pass: 1,
        target: "b",
        amount: 0,
        result: "no damage",
        location: "leftFoot",
        raw: 2,
        soak: 3,
        adjustments: [{ op: "less", by: 3, why: "armour" }],
      }),
    ).toBe("R1 pass 1     Bram takes 0 to the left foot (rolled 2, -3 armour): No damage");
    expect(line({ type: "injury", round: 1, pass: 1, combatant: "b", attribute: "willpower", from: "d6", to: "d4" })).toBe(
      "R1 pass 1     Bram's Willpower drops from d6 to d4",
    );
  });
});

describe("order lines list only those who act", () => {
  const opening = (ruleset: string): ((event: CombatEvent) => string) => {
    const line = logLines();
    const combatants = ["a", "b", "c", "d"].map((id) => ({ id, name: id.toUpperCase() + "lf", side: id < "c" ? "heroes" : "thugs", surprised: false }));
    line({ type: "combat-start", round: 0, ruleset, combatants });
    return line;
  };

  it("a round that is one walk leaves out who takes no turn in it, and a group of one is no group", () => {
    const d100 = opening("d100-fate");
    expect(d100({ type: "round-start", round: 1, order: ["c", "a", "d", "b"], out: ["a", "b"] })).toBe("R1     round 1 begins: Clf > Dlf");
    expect(d100({ type: "round-start", round: 2, order: ["c", "a"], out: ["c", "a"] })).toBe("R2     round 2 begins: nobody can act");
    const d6 = opening("d6-pool");
    expect(d6({ type: "round-start", round: 3, order: ["a", "b", "c", "d"], together: [["b", "c"]], out: ["c"] })).toBe(
      "R3     round 3 begins: Alf > Blf > Dlf",
    );
    expect(d6({ type: "round-start", round: 4, order: ["a", "b", "c"], together: [["a", "b", "c"]], out: ["c"] })).toBe(
      "R4     round 4 begins: Alf > Blf; together: Alf = Blf",
    );
  });

  it("a round of Phases or passes lists nobody itself: each Phase and pass says who acts in it, in the tracker's words", () => {
    const phases = opening("phases-3d6");
    expect(phases({ type: "round-start", round: 2, order: ["a", "b", "c", "d"] })).toBe("R2     Turn 2 begins");
    expect(phases({ type: "step-start", round: 1, phase: 0, step: "surprise", order: ["c", "d"] })).toBe("R1 P0  Surprise Phase: Clf > Dlf");
    expect(phases({ type: "step-start", round: 2, phase: 3, step: "phase", order: ["a", "d"] })).toBe("R2 P3  Turn 2 · Phase 3: Alf > Dlf");
    const passes = opening("action-points");
    expect(passes({ type: "round-start", round: 1, order: ["a", "b", "c", "d"] })).toBe("R1     round 1 begins");
    expect(passes({ type: "step-start", round: 1, pass: 2, step: "pass", order: ["b"] })).toBe("R1 pass 2 Round 1 · Pass 2: Blf");
  });
});

describe("where each stands and where each move ends, on a hex map", () => {
  /** A phases-3d6 fight's opening, the Gate Sentry at hex (0, 0) and `others` with it. */
  const opening = (others: CombatStartEvent["combatants"]): CombatStartEvent => ({
    type: "combat-start",
    round: 0,
    ruleset: "phases-3d6",
    combatants: [{ id: "a", name: "Gate Sentry", side: "watch", surprised: false, at: { q: 0, r: 0 } }, ...others],
  });

  it("the opening line gives each combatant's hex, and a move says where it ends or that it went nowhere", () => {
    const line = logLines();
    expect(line(opening([{ id: "b", name: "Raider", side: "raiders", surprised: true, at: { q: 8, r: -3 } }]))).toBe(
      "R0     combat begins (phases-3d6): Gate Sentry [watch] at hex (0, 0), Raider [raiders] at hex (8, -3) surprised",
    );
    expect(line({ type: "move", round: 1, phase: 2, combatant: "b", action: "halfMove", from: { q: 8, r: -3 }, to: { q: 5, r: -2 } })).toBe(
      "R1 P2      Raider moves from hex (8, -3) to hex (5, -2)",
    );
    expect(line({ type: "move", round: 1, phase: 2, combatant: "a", action: "step", from: { q: 0, r: 0 }, to: { q: 0, r: 0 } })).toBe(
      "R1 P2      Gate Sentry stays at hex (0, 0)",
    );
  });

  it("a move that fell short of its reach says why: who stands in the way, or a combat movement of 0", () => {
    const line = logLines();
    line(
      opening([
        { id: "b", name: "Porter", side: "watch", surprised: false, at: { q: 1, r: 0 } },
        { id: "c", name: "Cook", side: "watch", surprised: false, at: { q: 1, r: -1 } },
      ]),
    );
    const move = { type: "move", round: 1, phase: 1, combatant: "a", action: "fullMove", from: { q: 0, r: 0 }, to: { q: 0, r: 0 } } as const;
    expect(line({ ...move, stopped: "blocked", blockedBy: ["b"] })).toBe(
      "R1 P1      Gate Sentry stays at hex (0, 0): Porter stands in the way, and no way round is free",
    );
    expect(line({ ...move, to: { q: 2, r: 0 }, stopped: "blocked", blockedBy: ["b", "c"] })).toBe(
      "R1 P1      Gate Sentry moves from hex (0, 0) to hex (2, 0): Porter and Cook stand in the way, and no way round is free",
    );
    expect(line({ ...move, stopped: "blocked", blockedBy: [] })).toBe("R1 P1      Gate Sentry stays at hex (0, 0): no free way leads nearer");
    expect(line({ ...move, stopped: "immobile" })).toBe("R1 P1      Gate Sentry stays at hex (0, 0): its combat movement is 0");
  });
});
