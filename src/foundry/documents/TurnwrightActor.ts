import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import { migrateOnLoad } from "../migration/migrateOnLoad";
import { STORED_SOURCES } from "../migration/storedSources";
import { activeDocumentRules, isRuleSetType, ruleSetTypes } from "./activeRules";
import { actorSnapshot } from "./actorSnapshot";
import { creatableTypes, requestedTypes, withTypes } from "./creatableTypes";
import { tokenBarDefaults } from "./tokenBars";

/**
 * An actor of any rule set. The rules never hold the document: they get a `snapshot`. New
 * actors of the active rule set take its token bars and are stamped with its schema version.
 */
export class TurnwrightActor<SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  snapshot(): ActorSnapshot {
    return actorSnapshot({
      uuid: this.uuid,
      name: this.name,
      type: this.type,
      system: this.toObject().system,
      items: this.items.contents.flatMap((item) => (item.id === null ? [] : [{ id: item.id, name: item.name, type: item.type, system: item.toObject().system }])),
    });
  }

  /** Offers only the active rule set's actor type. */
  static override async createDialog(
    data?: Actor.CreateDialogData,
    createOptions?: Actor.Database.DialogCreateOptions,
    options?: Actor.CreateDialogOptions,
  ): Promise<Actor.Stored | null | undefined> {
    const types = creatableTypes(ruleSetTypes("Actor"), this.TYPES, requestedTypes(options));
    return super.createDialog(data, createOptions, withTypes(options ?? {}, types));
  }

  protected override async _preCreate(data: Actor.CreateData, options: Actor.Database.PreCreateOptions, user: User.Implementation): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const rules = activeDocumentRules();
    if (rules === undefined || !isRuleSetType("Actor", this.type)) return;
    const bars = tokenBarDefaults(data, rules.tokens);
    this.updateSource({
      prototypeToken: {
        ...(bars.bar1 === undefined ? {} : { bar1: { attribute: bars.bar1 } }),
        ...(bars.bar2 === undefined ? {} : { bar2: { attribute: bars.bar2 } }),
      },
      flags: { turnwright: { schemaVersion: rules.schemaVersion } },
    });
  }

  /** Data stamped with an older schema version is brought up to date as Foundry builds the document. */
  static override migrateData(source: Parameters<typeof Actor.migrateData>[0]): ReturnType<typeof Actor.migrateData> {
    migrateOnLoad(source, "Actor", activeDocumentRules());
    return super.migrateData(source);
  }

  protected override _initializeSource(data: this | Actor.CreateData, options?: foundry.abstract.Document.InitializeSourceOptions): Actor.Source {
    const rules = activeDocumentRules();
    // A world actor only: a token's actor or a compendium's is not the migration's to rewrite.
    if (rules !== undefined && !(data instanceof Actor) && this.parent === null && (options?.pack ?? null) === null) {
      STORED_SOURCES.rememberActor(data, rules.schemaVersion);
    }
    return super._initializeSource(data, options);
  }
}
