import type { RuleSetModule } from "../../engine/play/RuleSetModule";
import { foundryMigrationWorld } from "./foundryMigrationWorld";
import { migrationNotices } from "./migrationNotices";
import { runMigrations, type MigrationOutcome } from "./runMigrations";
import { schemaVersionOf } from "./schemaVersionSetting";
import { STORED_SOURCES } from "../data/storedSources";

type Notifications = foundry.applications.ui.Notifications;

/**
 * At `ready`: the active GM brings the world's documents up to the rule set's schema version
 * (once per version); every client then lets go of the stored data kept for it.
 */
export async function migrateWorld(game: ReadyGame, module: RuleSetModule, notifications: Notifications): Promise<MigrationOutcome | undefined> {
  if (game.users.activeGM?.isSelf !== true) {
    STORED_SOURCES.clear();
    return undefined;
  }
  const i18n = game.i18n;
  try {
    return await runMigrations(module, {
      world: foundryMigrationWorld(game.actors, game.items, STORED_SOURCES, module.combat.clock),
      version: schemaVersionOf(game.settings, module.id),
      notices: migrationNotices(notifications, { format: (key, data) => i18n.format(key, data), localize: (key) => i18n.localize(key) }),
    });
  } finally {
    // A document that failed keeps its old data in the database and is kept again at the next load.
    STORED_SOURCES.clear();
  }
}
