import type { DiceRequest } from "../../src/engine/dice/DiceRequest";
import { rollDice } from "../../src/engine/dice/rollDice";
import { SeededFaces } from "../../src/engine/dice/SeededFaces";
import { SeededGenerator } from "../../src/engine/random/SeededGenerator";
import type { BenchCase, BenchSuite } from "../harness";

const SEED = 20_240_601;

/**
 * The bare generator throwing d6s whose size, as in every real roll, is read from data: with a
 * literal 6 the JIT folds the rejection bound into a constant that no rule's roll ever gets,
 * and the ratio would measure that trick instead of the dice layer.
 */
function bareGenerator(): BenchCase {
  const generator = new SeededGenerator(SEED);
  const die: DiceRequest = { count: 1, faces: 6 };
  return {
    name: "generator nextInt(1, faces)",
    unitsPerIteration: 1,
    run(iterations) {
      let sum = 0;
      for (let i = 0; i < iterations; i++) sum += generator.nextInt(1, die.faces);
      return sum;
    },
  };
}

/** Rolls of one request through a seeded source; a die counts as one unit. */
export function rolling(name: string, request: DiceRequest): BenchCase {
  const source = new SeededFaces(SEED);
  return {
    name,
    unitsPerIteration: request.count,
    run(iterations) {
      let sum = 0;
      for (let i = 0; i < iterations; i++) sum += rollDice(request, source).total;
      return sum;
    },
  };
}

/** What the engine's dice layer costs on top of the bare generator, per die thrown. */
const suite: BenchSuite = {
  name: "dice",
  title: "dice thrown by rollDice through SeededFaces, against the bare generator",
  unit: "dice",
  baseline: bareGenerator(),
  cases: [rolling("rollDice 1d6", { count: 1, faces: 6 }), rolling("rollDice 3d6", { count: 3, faces: 6 })],
  targets: [
    { case: "rollDice 1d6", minRatio: 1 / 3 },
    { case: "rollDice 3d6", minRatio: 1 / 3 },
  ],
};

export default suite;
