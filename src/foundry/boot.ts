import type { RuleSetModule } from "../engine/play/RuleSetModule";
import { DECLARED, type DeclaredRuleSet } from "../rulesets/declared";
import { createTurnwrightApi } from "./api";
import { createPlayApi } from "./api/foundryPlayApi";
import { registerMacros } from "./macros/registerMacros";
import type { SheetRules } from "./applications/sheets/SheetRules";
import { registerCards } from "./chat/registerCards";
import { budgetOfActor, standingOfActor } from "./documents/actorInFight";
import { playCombat, registerCombat } from "./applications/tracker/registerCombat";
import { rollForRequests } from "./dice/rollForRequests";
import { registerDocuments } from "./documents/registerDocuments";
import { registerMapMoves } from "./canvas/map/registerMapMoves";
import { useSceneGrid } from "./canvas/map/sceneGrid";
import { registerQueries } from "./gm/registerQueries";
import { registerSchemaVersionSetting } from "./migration/schemaVersionSetting";
import type { PlayedRules } from "./playedRules";
import { activeRuleSet, registerRuleSetOptions, registerSettings, registerTallies, ruleSetOptions, storedRuleSet, warnIfRuleSetUnknown } from "./settings";
import { registerSession } from "./session/registerSession";
import { registerSheets } from "./applications/sheets/registerSheets";
import { registerTemplating } from "./templating/registerTemplating";
import { uuidOf } from "./documents/storedDocument";
import { registerKeys } from "./keys/registerKeys";
import { registerEffectsPanel } from "./applications/effectsPanel/registerEffectsPanel";
import { registerBetweenFights } from "./betweenFights/registerBetweenFights";
import { registerRollRequests } from "./rollRequests/registerRollRequests";
import { registerGmTokenHud } from "./canvas/gmTokenHud";
import { foundryCardTable } from "./chat/foundryCardTable";
import { registerTokenActionHud } from "./tah/registerTokenActionHud";

/** The world's rules, from the moment `init` asked for them: read by `ready`, which tells the GM if they never came. */
let played: PlayedRules = async () => undefined;
let lostChunk: unknown = null;

/**
 * Everything the system wires at `init`, in dependency order: settings, the world's rule set,
 * documents, the GM's requests, token moves, cards, the tracker, templates and sheets. The rule
 * set is read once: changing it reloads the world.
 *
 * What Foundry needs before this hook returns comes from the rule sets' declarations, in this
 * entry: the settings (v13 client/game.mjs `Game#initialize` calls `registerSettings` for core
 * right after the `init` hooks), every rule set's document types and the world's data models
 * (the world's documents are built in `Game#setupGame`, soon after, without waiting for any
 * promise of ours), a new scene's grid and core's initiative formula. The rest of the world's rule set is fetched now, and
 * everything that plays waits on that one promise.
 */
export function onInit(game: InitGame | I18nInitGame | SetupGame | ReadyGame): void {
  registerSettings(game.settings);
  registerSchemaVersionSetting(game.settings);
  registerTallies(game.settings, () => void ui.combat?.render());
  // Core makes its keybindings with the game and takes none after `init` (v13 client/game.mjs, the
  // Game constructor; client/helpers/interaction/client-keybindings.mjs `register`); v13's
  // declarations have them arrive at `ready`, so they are found as core made them.
  const keybindings: unknown = Reflect.get(game, "keybindings");
  if (keybindings instanceof foundry.helpers.interaction.ClientKeybindings) registerKeys(keybindings);
  const ruleset = storedRuleSet(game.settings);
  registerRuleSetOptions(game.settings, ruleset);
  const declared = activeRuleSet(ruleset);
  lostChunk = null;
  const options = declared === undefined ? {} : ruleSetOptions((key) => game.settings.get("turnwright", key), declared);
  const arriving = playRuleSet(declared, options);
  played = () => arriving;
  registerDocuments(
    declared?.documents,
    DECLARED.map((registered) => registered.documents),
  );
  registerQueries(game.socket, async () => (await import("./documents/foundryGmWorld")).foundryGmWorld(played), played);
  // Quench's test batches, where its module runs and calls `quenchReady` (at its `setup`): their code is fetched then, never at boot.
  Hooks.once("quenchReady", (quench) => void import("./quench/registerBatches").then((batches) => batches.default(quench, played, declared)));
  // The card world is fetched with the first card a move posts, on the active GM's game alone, off every boot.
  const map = registerMapMoves(played, async (module, posted, author, visibility) => {
    const { foundryCardWorld } = await import("./chat/foundryCardWorld");
    await foundryCardWorld(module, visibility).createCards(posted, author, false);
  });
  const cards = registerCards(played, (actor, action) => map.actionTaken(actor, action));
  const table = foundryCardTable();
  const rollRequests = registerRollRequests(played, table);
  registerGmTokenHud([registerBetweenFights(played, table), rollRequests.hud]);
  const sheetRules: SheetRules = {
    module: played,
    snapshot: (actor) => actor.snapshot(),
    budget: (actor) => budgetOfActor(uuidOf(actor)),
    standing: (actor) => standingOfActor(uuidOf(actor)),
    startCard: async (actor, action, data, click) => void (await cards.start(actor, action, data, click)),
  };
  game.turnwright = createTurnwrightApi(
    game.system.version,
    ruleset,
    createPlayApi(sheetRules, cards, () => rollRequests.ask("selected")),
  );
  registerMacros(sheetRules);
  registerTokenActionHud(sheetRules);
  registerSession(played);
  registerEffectsPanel(game.settings, played);
  void registerTemplating();
  if (declared === undefined) return;
  useSceneGrid(game.system, declared.sceneGrid);
  registerCombat(played, declared.initiativeFormula);
  registerSheets(sheetRules, declared.documents);
}

/**
 * The world's rule set fetched (its own chunk), played under the world's options, with the fight's
 * rules set before the promise resolves, so whatever waited on it finds them. A chunk that cannot
 * be fetched leaves the world unplayable, as an unknown rule set does, and `ready` says so.
 */
async function playRuleSet(declared: DeclaredRuleSet | undefined, options: Record<string, string | number | boolean>): Promise<RuleSetModule | undefined> {
  if (declared === undefined) return undefined;
  let ruleset;
  try {
    ruleset = await declared.load();
  } catch (error: unknown) {
    lostChunk = error;
    console.error(`Turnwright | the rules of ${declared.id} could not be loaded`, error);
    return undefined;
  }
  const module = ruleset.play.withOptions?.(options) ?? ruleset.play;
  playCombat({
    rules: module.combat,
    tallies: { ruleset: module.id, list: module.tallies ?? [] },
    roll: (requests, rollOptions) => rollForRequests(requests, rollOptions),
    study: { ruleset, options, map: module.map },
  });
  return module;
}

/** At `ready`: tell the GM when the world's rule set is not one this version has or did not load, and bring old data up to date. */
export async function onReady(game: ReadyGame, notifications: foundry.applications.ui.Notifications): Promise<void> {
  warnIfRuleSetUnknown(game, notifications);
  const module = await played();
  if (lostChunk !== null && game.user.isGM)
    notifications.error(game.i18n.format("TURNWRIGHT.Notification.RuleSetNotLoaded", { ruleset: game.turnwright.ruleset }), { permanent: true });
  // Fetched here rather than at boot: a world's data is brought up to date once, at ready.
  if (module !== undefined) await (await import("./migration/migrateWorld")).migrateWorld(game, module, notifications);
}
