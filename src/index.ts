import { createTurnwrightApi } from "./foundry/api";
import { activeRuleSet, registerSettings, warnIfRuleSetUnplayable } from "./foundry/settings";

Hooks.once("init", () => {
  if (!(game instanceof foundry.Game)) throw new Error("Turnwright: the init hook ran before Foundry created the game.");
  registerSettings(game.settings);
  game.turnwright = createTurnwrightApi(game.system.version, activeRuleSet(game.settings));
});

Hooks.once("ready", () => {
  if (!game.ready || ui.notifications === undefined) throw new Error("Turnwright: the ready hook ran before the game was ready.");
  warnIfRuleSetUnplayable(game, ui.notifications);
});
