import { describe, expect, it } from "vitest";
import { mismatch, shownCommands, wordsOf } from "./consoleBlocks";

const page = [
  "Some words.",
  "",
  "```console",
  "$ npx turnwright sim examples/d100-fate/duel.json --seed 3",
  "R0     combat begins (d100-fate): ...",
  "...",
  "R4     combat ends after 4 rounds: the guard side wins",
  "$ npx turnwright check missing.json",
  "turnwright: missing.json: ...",
  "[exit 2]",
  "```",
  "",
  "```sh",
  "$ npm run build",
  "```",
].join("\n");

describe("reading a page's console blocks", () => {
  it("finds each command with the output under it and its exit status, and nothing in other blocks", () => {
    expect(shownCommands("page.md", page)).toEqual([
      {
        file: "page.md",
        line: 4,
        command: "npx turnwright sim examples/d100-fate/duel.json --seed 3",
        output: ["R0     combat begins (d100-fate): ...", "...", "R4     combat ends after 4 rounds: the guard side wins"],
        exit: 0,
      },
      { file: "page.md", line: 8, command: "npx turnwright check missing.json", output: ["turnwright: missing.json: ..."], exit: 2 },
    ]);
  });

  it("refuses a block that does not start with a command, or is never closed", () => {
    expect(() => shownCommands("page.md", "```console\nR0 combat begins\n```\n")).toThrow('page.md:2: a console block must start with a "$ " command');
    expect(() => shownCommands("page.md", "```console\n$ npx turnwright --version\n")).toThrow("page.md:1: a console block that is never closed");
  });

  it("splits a command into words as a shell would, and refuses what a shell would do more with", () => {
    expect(wordsOf(`npx turnwright sim 'my fight.json' --seed "3"`)).toEqual(["npx", "turnwright", "sim", "my fight.json", "--seed", "3"]);
    for (const command of [
      "npx turnwright schema d100-fate > out.json",
      "npx turnwright sim a.json | head",
      "npx turnwright sim $FILE",
      "npx turnwright sim *.json",
      "npx turnwright sim 'a.json",
    ]) {
      expect(() => wordsOf(command), command).toThrow();
    }
  });
});

describe("holding printed lines to shown ones", () => {
  const printed = [
    "R0     combat begins (d100-fate): Sergeant Varro [guard], Cult Champion [cult]",
    "R1     round 1 begins",
    "R1     round 1 ends",
    "R4     combat ends after 4 rounds: the guard side wins",
  ];

  it("matches lines exactly, `...` for any lines and a line ending in ` ...` by its start", () => {
    expect(mismatch(printed, printed)).toBeUndefined();
    expect(mismatch(["R0     combat begins (d100-fate): ...", "...", "R4     combat ends after 4 rounds: the guard side wins"], printed)).toBeUndefined();
    expect(mismatch(["...", "R1     round 1 ends", "..."], printed)).toBeUndefined();
    expect(mismatch(["...", "R1     round 1 ends", "...", "..."], printed)).toBeUndefined();
  });

  it("fails a block whose shown line is wrong, and says which", () => {
    const wrong = ["R0     combat begins (d100-fate): ...", "...", "R4     combat ends after 4 rounds: the cult side wins"];
    expect(mismatch(wrong, printed)).toBe(
      'shown line 3, "R4     combat ends after 4 rounds: the cult side wins", does not match any printed line from line 2 on',
    );
    expect(mismatch(["R0     combat begins (d6-pool): ...", "..."], printed)).toBe(
      'shown line 1, "R0     combat begins (d6-pool): ...", does not match printed line 1: "R0     combat begins (d100-fate): Sergeant Varro [guard], Cult Champion [cult]"',
    );
  });

  it("fails a block that shows fewer lines than are printed, or more", () => {
    expect(mismatch(printed.slice(0, 2), printed)).toBe('printed more than shown, from printed line 3: "R1     round 1 ends"');
    expect(mismatch([...printed, "R5     one more"], printed)).toBe('shown line 5, "R5     one more", does not match printed line 5: (the output had ended)');
  });

  it("does not read a `...` inside a line as elision", () => {
    expect(mismatch(["R0     combat begins...", "..."], printed)).toBeDefined();
  });
});
