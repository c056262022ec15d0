import { SeededGenerator } from "../random/SeededGenerator";
import type { Chance } from "./Chance";

/** Fair dice, and fair draws among equal choices, from a seeded generator: the same seed throws the same faces. */
export class SeededFaces implements Chance {
  readonly generator: SeededGenerator;

  /** A number is a seed; a generator is used as it stands (and advanced by every throw). */
  constructor(seedOrGenerator: number | SeededGenerator) {
    this.generator = typeof seedOrGenerator === "number" ? new SeededGenerator(seedOrGenerator) : seedOrGenerator;
  }

  face(faces: number): number {
    return this.generator.nextInt(1, faces);
  }

  choose(count: number): number {
    return this.generator.nextInt(0, count - 1);
  }
}
