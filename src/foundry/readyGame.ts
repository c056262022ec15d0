/**
 * The game once it is ready: everything a button, a query handler or a sheet touches exists by
 * then. Called from code that only runs after `ready`, so a failure is a programming error; `what`
 * names the part of ours that asked ("the combat tracker"), so the error says where to look.
 */
export function readyGame(what: string): ReadyGame {
  if (!game.ready) throw new Error(`Turnwright: ${what} was used before Foundry's game was ready.`);
  return game;
}

/**
 * The game once its world is set up, which is earlier than `ready`: core draws the sidebar's tabs
 * (the combat tracker, the Actors directory) right after the `setup` hook, while `game.ready` is
 * still false (v13 client/game.mjs `Game#setupGame`: the world's documents and users, `setup`,
 * then `initializeUI`, and only then `ready`). What those renders read (the users, the user, the
 * world's documents and settings, the translations) is there from `setup` on.
 */
export function setUpGame(what: string): SetupGame | ReadyGame {
  if (!(game instanceof foundry.Game) || game.user === null) throw new Error(`Turnwright: ${what} was drawn before Foundry's world was set up.`);
  return game;
}
