import { onInit, onReady } from "./foundry/boot";

Hooks.once("init", () => {
  if (!(game instanceof foundry.Game)) throw new Error("Turnwright: the init hook ran before Foundry created the game.");
  onInit(game);
});

Hooks.once("ready", () => {
  if (!game.ready || ui.notifications === undefined) throw new Error("Turnwright: the ready hook ran before the game was ready.");
  void onReady(game, ui.notifications);
});
