/**
 * Where the faces of dice come from: a seeded generator in the CLI and tests, a queue of
 * forced faces for scripted scenarios, and in Foundry the results of a real Roll.
 */
export interface FaceSource {
  /** The face shown by one throw of a die with `faces` faces: a whole number from 1 to `faces`. */
  face(faces: number): number;
}
