import { describe, expect, it } from "vitest";
import { formatEvent, logLines } from "../../src/cli/formatEvent";
import type { CombatEvent } from "../../src/engine/events";

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
    expect(formatEvent(defence("parry", true, 1))).toBe("R1 P2      warden's parry stops 1");
    expect(formatEvent(defence("dodge", false))).toBe("R1 P2      warden's dodge fails");
    expect(formatEvent(defence("block", true))).toBe("R1 P2      warden's block stops the attack");
  });

  it("says what a pass's action cost and what is left, a location's multiplier, and an attribute a serious injury takes", () => {
    expect(formatEvent({ type: "action", round: 1, pass: 2, combatant: "vesna", action: "attack", kind: "points", target: "grusk", cost: 5, apLeft: 2 })).toBe("R1 pass 2   vesna: attack (points) -> grusk for 5 AP, 2 left");
    expect(formatEvent({ type: "damage", round: 1, pass: 1, target: "sentry", amount: 27, result: "hurt", location: "head", raw: 10, soak: 1, multiplier: 3 })).toBe("R1 pass 1     sentry takes 27 to the head (rolled 10, soak 1, ×3): hurt");
    expect(formatEvent({ type: "injury", round: 2, pass: 1, combatant: "grusk", attribute: "presence", from: "d4", to: "none" })).toBe("R2 pass 1     grusk's presence drops from d4 to nothing");
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

  it("says why the fight ended: a side won, nobody is left, or the limit came first; in Turns where a round is made of Phases", () => {
    const phases = logLines();
    phases(start("phases-3d6"));
    expect(phases({ type: "combat-end", round: 3, winner: "heroes", rounds: 3, reason: "victory" })).toBe("R3     combat ends after 3 Turns: heroes win");
    expect(phases({ type: "round-end", round: 3 })).toBe("R3     Turn 3 ends");
    expect(phases({ type: "post-turn", round: 2 })).toBe("R2     Turn 2 · Post-Turn: everyone able Takes a Recovery");
    const d100 = logLines();
    d100(start("d100-fate"));
    expect(d100({ type: "combat-end", round: 20, winner: null, rounds: 20, reason: "max-rounds" })).toBe("R20    combat ends: no winner after 20 rounds, the scenario's limit");
    expect(d100({ type: "combat-end", round: 1, winner: null, rounds: 1, reason: "victory" })).toBe("R1     combat ends after 1 round: nobody is left standing");
  });
});

describe("actions, hit locations and conditions in the words Foundry shows", () => {
  const opening = (ruleset: string): ((event: CombatEvent) => string) => {
    const line = logLines();
    line({ type: "combat-start", round: 0, ruleset, combatants: [{ id: "a", name: "Ash", side: "heroes", surprised: false }, { id: "b", name: "Bram", side: "thugs", surprised: false }] });
    return line;
  };

  it("d100-fate: the sheet's actions, the card's locations, the sheet's conditions", () => {
    const line = opening("d100-fate");
    expect(line({ type: "action", round: 1, combatant: "a", action: "fullAutoBurst", kind: "half", target: "b" })).toBe("R1       Ash: Full-Auto Burst (half) -> Bram");
    expect(line({ type: "attack", round: 1, attacker: "a", target: "b", hit: true, hits: 2, location: "rightArm" })).toBe("R1         Ash hits Bram (2 hits, Right arm)");
    expect(line({ type: "damage", round: 1, target: "b", amount: 4, result: "wounded", location: "leftLeg", raw: 9, soak: 5 })).toBe("R1         Bram takes 4 to the Left leg (rolled 9, soak 5): wounded");
    expect(line({ type: "defense", round: 1, defender: "b", attacker: "a", reaction: "dodge", success: true, negated: 1 })).toBe("R1         Bram's Dodge stops 1");
    expect(line({ type: "condition", round: 2, combatant: "b", condition: "stunned", active: false })).toBe("R2         Bram is no longer Stunned");
  });

  it("phases-3d6: manoeuvres, an attack of opportunity, an abort and the conditions a blow brings", () => {
    const line = opening("phases-3d6");
    expect(line({ type: "action", round: 1, phase: 1, combatant: "a", action: "halfMove", kind: "move", target: "b" })).toBe("R1 P1    Ash: Move up to half combat movement (move) -> Bram");
    expect(line({ type: "roll", round: 1, phase: 1, combatant: "b", purpose: "attackOfOpportunity", dice: [3, 4, 5], total: 17, target: 14, success: true })).toBe("R1 P1      Bram rolls Attack of opportunity: [3, 4, 5] = 17 vs 14 success");
    expect(line({ type: "abort", round: 1, phase: 2, combatant: "a", action: "missileDeflection", attacker: "b", forfeits: "next-step" })).toBe("R1 P2    Ash: aborts to Missile Deflection against Bram, giving up its action in the next Phase");
    expect(line({ type: "refused", round: 1, phase: 2, combatant: "a", action: "abort", code: "already-aborted", reason: "Already aborted" })).toBe("R1 P2    Ash: Abort to a defence refused: Already aborted");
    expect(line({ type: "condition", round: 1, phase: 2, combatant: "a", condition: "knocked-out", active: true })).toBe("R1 P2      Ash is now Knocked out");
  });

  it("d6-pool: defences partial and full, waiting, and being stunned", () => {
    const line = opening("d6-pool");
    expect(line({ type: "action", round: 1, combatant: "a", action: "fullDodge", kind: "declared" })).toBe("R1       Ash: Full dodge (declared)");
    expect(line({ type: "action", round: 1, combatant: "a", action: "wait", kind: "declared" })).toBe("R1       Ash: Wait (declared)");
    expect(line({ type: "defense", round: 1, defender: "a", attacker: "b", reaction: "parry", success: false, total: 12, full: true })).toBe("R1         Ash's Parry (full defence 12) fails");
    expect(line({ type: "condition", round: 1, combatant: "a", condition: "stunned", active: true })).toBe("R1         Ash is now Stunned");
  });

  it("d20-segments: the attack, a pass, a parry and falling prone", () => {
    const line = opening("d20-segments");
    expect(line({ type: "action", round: 1, segment: 1, combatant: "a", action: "pass", kind: "full" })).toBe("R1 S1    Ash: Pass (full)");
    expect(line({ type: "action", round: 1, segment: 1, combatant: "a", action: "attack", kind: "full", target: "b" })).toBe("R1 S1    Ash: Attack (full) -> Bram");
    expect(line({ type: "defense", round: 1, segment: 1, defender: "b", attacker: "a", reaction: "parry", action: "parry", roll: 9, total: 15, success: true })).toBe("R1 S1      Bram's Parry (defence 15) stops the attack");
    expect(line({ type: "condition", round: 1, segment: 1, combatant: "b", condition: "prone", active: true })).toBe("R1 S1      Bram is now Prone");
  });

  it("action-points: a called shot, a move, what comes before the fight, the locations and going down", () => {
    const line = opening("action-points");
    expect(line({ type: "action", round: 1, pass: 1, combatant: "a", action: "attack:leftHand", kind: "points", target: "b", cost: 5, apLeft: 4 })).toBe("R1 pass 1   Ash: A called shot at the left hand (points) -> Bram for 5 AP, 4 left");
    expect(line({ type: "action", round: 1, pass: 2, combatant: "a", action: "sprint", kind: "points", cost: 2, apLeft: 2 })).toBe("R1 pass 2   Ash: Sprint (points) for 2 AP, 2 left");
    expect(line({ type: "action", round: 0, combatant: "a", action: "strategicCoordination", kind: "points", cost: 2, apLeft: 8 })).toBe("R0       Ash: Coordinate a plan (points) for 2 AP, 8 left");
    expect(line({ type: "damage", round: 1, pass: 1, target: "b", amount: 8, result: "hurt", location: "chest", raw: 6, soak: 2, multiplier: 2 })).toBe("R1 pass 1     Bram takes 8 to the chest (rolled 6, soak 2, ×2): hurt");
    expect(line({ type: "condition", round: 1, pass: 1, combatant: "b", condition: "down", active: true })).toBe("R1 pass 1     Bram is now Down");
  });

  it("prints an id no word is declared for as it is", () => {
    const line = opening("d100-fate");
    expect(line({ type: "refused", round: 1, combatant: "a", action: "juggle", code: "unknown-action", reason: "There is no action called juggle" })).toBe("R1       Ash: juggle refused: There is no action called juggle");
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
    expect(d6({ type: "round-start", round: 3, order: ["a", "b", "c", "d"], together: [["b", "c"]], out: ["c"] })).toBe("R3     round 3 begins: Alf > Blf > Dlf");
    expect(d6({ type: "round-start", round: 4, order: ["a", "b", "c"], together: [["a", "b", "c"]], out: ["c"] })).toBe("R4     round 4 begins: Alf > Blf; together: Alf = Blf");
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
  it("the opening line gives each combatant's hex, and a move says where it ends or that it went nowhere", () => {
    const line = logLines();
    expect(
      line({
        type: "combat-start",
        round: 0,
        ruleset: "phases-3d6",
        combatants: [
          { id: "a", name: "Gate Sentry", side: "watch", surprised: false, at: { q: 0, r: 0 } },
          { id: "b", name: "Raider", side: "raiders", surprised: true, at: { q: 8, r: -3 } },
        ],
      }),
    ).toBe("R0     combat begins (phases-3d6): Gate Sentry [watch] at hex (0, 0), Raider [raiders] at hex (8, -3) surprised");
    expect(line({ type: "move", round: 1, phase: 2, combatant: "b", action: "halfMove", from: { q: 8, r: -3 }, to: { q: 5, r: -2 } })).toBe("R1 P2      Raider moves from hex (8, -3) to hex (5, -2)");
    expect(line({ type: "move", round: 1, phase: 2, combatant: "a", action: "step", from: { q: 0, r: 0 }, to: { q: 0, r: 0 } })).toBe("R1 P2      Gate Sentry stays at hex (0, 0)");
  });
});

