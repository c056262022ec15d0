import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { formatEvent } from "../../src/cli/formatEvent";
import { cli, scenarioFile } from "./harness";

const example = (ruleset: string, name: string): string => fileURLToPath(new URL(`../../examples/${ruleset}/${name}.json`, import.meta.url));

describe("a defence line says why it held or failed", () => {
  it("d20-segments: the defender's d20 and its total, against the attack's total", async () => {
    const log = (await cli("sim", example("d20-segments", "tulkas-and-marvok"))).out;
    expect(log).toContain(
      "R1 S1      Marvok's Parry (12 +10 Parry -2 a lighter weapon = 20) fails: the attack's total 21 beats its 20 (the higher total wins)",
    );
    expect(log).toContain("R1 S1      Tulkas (13 +8 Heavy blades = 21) hits Marvok with Bastard sword");
  });

  it("action-points: when both tests succeed, the two faces and the rule that the higher wins", async () => {
    // Vesna's attack test and Grusk's defence test both succeed; Vesna's face is the higher.
    const duel = {
      ruleset: "action-points",
      maxRounds: 1,
      dice: [8, 6, 10, 5],
      combatants: [
        {
          id: "vesna",
          name: "Vesna",
          side: "wardens",
          actor: { attributes: { agility: "d10" }, actionPoints: { max: 12 } },
          items: [{ type: "weapon", name: "Sabre" }],
          script: [{ round: 1, actions: ["attack"], target: "grusk" }],
        },
        {
          id: "grusk",
          name: "Grusk",
          side: "raiders",
          actor: { attributes: { agility: "d8" }, actionPoints: { max: 6 } },
          script: [{ round: 1, actions: ["pass"] }],
        },
      ],
    };
    const log = (await cli("sim", scenarioFile(duel))).out;
    expect(log).toContainEqual(expect.stringMatching(/ Vesna rolls Attack: \[8\] = 8 vs \d+ \(4 MTN\) success$/));
    expect(log).toContainEqual(expect.stringMatching(/ Grusk rolls Defence: \[6\] = 6 vs \d+ \(4 MTN\) success$/));
    expect(log).toContainEqual(expect.stringMatching(/ Grusk's Defend fails: the attack's face 8 beats its 6 \(the higher face wins\)$/));
  });

  it("says a defence that holds on an equal figure, and one that beats the attack", () => {
    const defence = { type: "defense", round: 1, defender: "orc", attacker: "brann", reaction: "dodge", success: true } as const;
    expect(formatEvent({ ...defence, roll: 11, total: 14, weighed: { by: "total", attack: 14, defence: 14 } })).toBe(
      "R1         orc's dodge (11 → 14) stops the attack: its total 14 holds against the attack's 14 (an equal total holds)",
    );
    expect(formatEvent({ ...defence, roll: 7, weighed: { by: "face", attack: 5, defence: 7 } })).toBe(
      "R1         orc's dodge stops the attack: its face 7 beats the attack's 5",
    );
  });
});
