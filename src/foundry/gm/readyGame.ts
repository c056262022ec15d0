/**
 * The game once it is ready: everything a button, a tracker or a query handler touches exists
 * by then. Called from code that only runs after `ready`, so a failure is a programming error.
 */
export function readyGame(): ReadyGame {
  if (!game.ready) throw new Error("Turnwright: the combat tracker was used before the game was ready.");
  return game;
}
