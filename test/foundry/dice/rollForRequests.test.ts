import { describe, expect, it } from "vitest";
import type { DiceRequest } from "../../../src/engine/dice/DiceRequest";
import type { RolledTerm } from "../../../src/foundry/dice/facesFromTerms";
import { evaluateRequests, type EvaluableRoll } from "../../../src/foundry/dice/rollForRequests";

/** A Roll that shows the terms it was given once evaluated, and writes down how it was made. */
class RollDouble implements EvaluableRoll {
  dice: readonly RolledTerm[] = [];
  constructor(
    readonly formula: string,
    private readonly terms: readonly RolledTerm[],
    private readonly log: string[],
  ) {}
  async evaluate(options: { allowInteractive?: boolean }): Promise<this> {
    this.log.push(`evaluate ${this.formula} interactive=${String(options.allowInteractive)}`);
    this.dice = this.terms;
    return this;
  }
}

function rollsFrom(termsByFormula: Record<string, readonly RolledTerm[]>, log: string[]) {
  return (formula: string) => {
    log.push(`make ${formula}`);
    return new RollDouble(formula, termsByFormula[formula] ?? [], log);
  };
}

describe("evaluateRequests", () => {
  it("throws each request as a Roll of its formula, one after another, and reads the outcome from its dice", async () => {
    const log: string[] = [];
    const test: DiceRequest = { count: 1, faces: 100 };
    const damage: DiceRequest = { count: 2, faces: 10, explode: [10], modifier: 3 };
    const { rolls, outcomes } = await evaluateRequests(
      [test, damage],
      rollsFrom(
        {
          "1d100": [{ faces: 100, results: [{ result: 37 }] }],
          "2d10x10+3": [{ faces: 10, results: [{ result: 10, exploded: true }, { result: 4 }, { result: 7 }] }],
        },
        log,
      ),
    );
    expect(log).toEqual(["make 1d100", "evaluate 1d100 interactive=true", "make 2d10x10+3", "evaluate 2d10x10+3 interactive=true"]);
    expect(rolls.map((roll) => roll.formula)).toEqual(["1d100", "2d10x10+3"]);
    expect(outcomes[0]?.total).toBe(37);
    expect(outcomes[1]?.dice.map((die) => die.faces)).toEqual([[10, 7], [4]]);
    expect(outcomes[1]?.total).toBe(24);
    expect(outcomes[1]?.request).toBe(damage);
  });

  it("passes on whether manual dice entry is allowed", async () => {
    const log: string[] = [];
    await evaluateRequests([{ count: 1, faces: 6 }], rollsFrom({ "1d6": [{ faces: 6, results: [{ result: 2 }] }] }, log), { allowInteractive: false });
    expect(log).toContain("evaluate 1d6 interactive=false");
  });

  it("refuses a roll whose dice do not fit the request", async () => {
    await expect(evaluateRequests([{ count: 2, faces: 6 }], rollsFrom({ "2d6": [{ faces: 6, results: [{ result: 2 }] }] }, []))).rejects.toThrow(
      /shows 1 dice where the request rolls 2/,
    );
  });
});
