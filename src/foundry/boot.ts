import type { RuleSetModule } from "../engine/play/RuleSetModule";
import { REGISTERED } from "../rulesets/registry";
import { createTurnwrightApi } from "./api";
import { registerCards } from "./chat/registerCards";
import { budgetOfActor } from "./combat/actorInFight";
import { foundryGmWorld } from "./combat/foundryGmWorld";
import { registerCombat } from "./combat/registerCombat";
import { rollForRequests } from "./dice/rollForRequests";
import { registerDocuments } from "./documents/registerDocuments";
import { registerMapMoves } from "./map/registerMapMoves";
import { useSceneGrid } from "./map/sceneGrid";
import { registerQueries } from "./gm/registerQueries";
import { migrateWorld } from "./migration/migrateWorld";
import { registerSchemaVersionSetting } from "./migration/schemaVersionSetting";
import { activeRuleSet, registerRuleSetOptions, registerSettings, registerTallies, ruleSetOptions, storedRuleSet, warnIfRuleSetUnknown } from "./settings";
import { registerSession } from "./session/registerSession";
import { registerSheets } from "./sheets/registerSheets";
import { registerTemplating } from "./templating/registerTemplating";

/**
 * Everything the system wires at `init`, in dependency order: settings, the world's rule set,
 * documents, the GM's requests, token moves, cards, the tracker, templates and sheets. The rule set is read
 * once: changing it reloads the world.
 */
export function onInit(game: InitGame | I18nInitGame | SetupGame | ReadyGame): void {
  registerSettings(game.settings);
  registerSchemaVersionSetting(game.settings);
  registerTallies(game.settings, () => void ui.combat?.render());
  const ruleset = storedRuleSet(game.settings);
  registerRuleSetOptions(game.settings, ruleset);
  game.turnwright = createTurnwrightApi(game.system.version, ruleset);
  const module = playedModule(game.settings, ruleset);
  const active = () => module;
  registerDocuments(module, REGISTERED.map((registered) => registered.play.documents));
  registerQueries(game.socket, foundryGmWorld(active));
  const map = registerMapMoves(active);
  const cards = registerCards(active, (actor, action) => map.actionTaken(actor, action));
  registerSession(active);
  void registerTemplating();
  if (module === undefined) return;
  useSceneGrid(game.system, module.sceneGrid);
  const played = activeRuleSet(ruleset);
  const options = played === undefined ? {} : ruleSetOptions((key) => game.settings.get("turnwright", key), played);
  registerCombat({
    rules: module.combat,
    tallies: { ruleset: module.id, list: module.tallies ?? [] },
    roll: (requests, rollOptions) => rollForRequests(requests, rollOptions),
    study: { ruleset: module.id, options, map: module.map },
  });
  registerSheets(
    {
      module: active,
      snapshot: (actor) => actor.snapshot(),
      budget: (actor) => budgetOfActor(actor.uuid),
      startCard: (actor, action, data) => cards.start(actor, action, data),
    },
    module.documents,
  );
}

/** At `ready`: tell the GM when the world's rule set is not one this version has, and bring old data up to date. */
export function onReady(game: ReadyGame, notifications: foundry.applications.ui.Notifications): void {
  warnIfRuleSetUnknown(game, notifications);
  const module = playedModule(game.settings, game.turnwright.ruleset);
  if (module !== undefined) void migrateWorld(game, module, notifications);
}

/** The world's rule set as it plays under the world's options; undefined when this version lacks it. */
function playedModule(settings: foundry.helpers.ClientSettings, id: string): RuleSetModule | undefined {
  const ruleset = activeRuleSet(id);
  if (ruleset === undefined) return undefined;
  return ruleset.play.withOptions?.(ruleSetOptions((key) => settings.get("turnwright", key), ruleset)) ?? ruleset.play;
}
