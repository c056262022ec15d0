/**
 * The one question every seam between Foundry v13 and v14 asks: which generation runs this game
 * (`game.release.generation`, set before any system code runs). A game that does not say, as a
 * test's stand-in may not, is taken for v13, the oldest Turnwright supports (system.json's minimum).
 */
export function foundryGeneration(): number {
  if (typeof game !== "object") return 13;
  const generation: unknown = game.release?.generation;
  return typeof generation === "number" ? generation : 13;
}

/** v14 or later: its data operators, Active Effects v2, message modes, `TokenLayer#setTargets`. */
export function onV14(): boolean {
  return foundryGeneration() >= 14;
}
