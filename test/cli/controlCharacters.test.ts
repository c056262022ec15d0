import { describe, expect, it } from "vitest";
import { escapeControls } from "../../src/cli/escapeControls";
import { RULESET_IDS } from "../../src/rulesets/registry";
import { exampleScenario } from "../support/scenarioFights";
import { cli, scenarioFile } from "./harness";

/** A newline, an escape that turns the terminal red, a mark that writes the rest of the line backwards, DEL, a C1 control, a tab. */
const HOSTILE = ["Ash\nR9 forged line", "\u001b[31mRed", "Rev\u202eersed", "Del\u007f", "Csi\u009b", "Tab\there", "Iso\u2066late\u2069"];
/** Whether a line holds anything a terminal acts on rather than shows. */
function raw(line: string): boolean {
  return [...line].some((character) => {
    const code = character.codePointAt(0) ?? 0;
    return (
      code <= 0x1f ||
      (code >= 0x7f && code <= 0x9f) ||
      [0x061c, 0x200e, 0x200f, 0x2028, 0x2029].includes(code) ||
      (code >= 0x202a && code <= 0x202e) ||
      (code >= 0x2066 && code <= 0x2069)
    );
  });
}

const DUELS: Readonly<Record<string, string>> = { "d20-segments": "tulkas-and-marvok" };

describe("control and direction characters in names and sides", () => {
  it("are shown escaped, one character for one escape, and nothing else is touched", () => {
    expect(escapeControls("Ash\nBram\r\tx\u001b[31m\u202e\u007f\u0085 é 漢 🎲")).toBe("Ash\\nBram\\r\\tx\\u001B[31m\\u202E\\u007F\\u0085 é 漢 🎲");
    expect(escapeControls("plain")).toBe("plain");
  });

  it.each(RULESET_IDS)("%s: sim's log, the odds table, check and the warnings print none of them raw; --json keeps them as written", async (ruleset) => {
    const scenario = exampleScenario(ruleset, DUELS[ruleset] ?? "duel") as { combatants: Record<string, unknown>[] };
    scenario.combatants.forEach((combatant, index) => {
      combatant["name"] = HOSTILE[index % HOSTILE.length];
      combatant["side"] = HOSTILE[(index + 3) % HOSTILE.length];
    });
    // A third with the first's name: the warning quotes it too.
    scenario.combatants.push({ ...scenario.combatants[1], id: "third", script: [] });
    scenario.combatants[2] = { ...scenario.combatants[2], name: HOSTILE[0] };
    const file = scenarioFile(scenario);
    for (const run of [await cli("sim", file), await cli("odds", file, "--trials", "20"), await cli("check", file)]) {
      expect(run.status).toBe(0);
      for (const line of [...run.out, ...run.err]) expect(raw(line), line).toBe(false);
    }
    const log = await cli("sim", file);
    expect(log.out[0]).toContain("Ash\\nR9 forged line");
    expect(log.out.join("\n")).toContain("\\u001B[31mRed");
    const table = await cli("odds", file, "--trials", "20");
    // The columns stay straight: every side's row is as wide as the header's.
    const header = table.out.find((line) => line.startsWith("side"));
    const rows = table.out.slice(table.out.indexOf(header ?? "") + 1, table.out.indexOf(""));
    for (const row of rows) expect(row.indexOf("%")).toBe(rows[0]?.indexOf("%"));
    const json = await cli("sim", file, "--json");
    const start = JSON.parse(json.out[0] ?? "{}") as { combatants: { name: string; side: string }[] };
    expect(start.combatants.map((c) => c.name)).toEqual(scenario.combatants.map((c) => c["name"]));
    expect(start.combatants.map((c) => c.side)).toEqual(scenario.combatants.map((c) => c["side"]));
  });
});
