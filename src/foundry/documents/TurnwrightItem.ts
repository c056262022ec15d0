import { migrateOnLoad } from "../data/migrateOnLoad";
import { STORED_SOURCES } from "../data/storedSources";
import { activeDocumentRules, documentRulesOf, ruleSetTypes } from "../activeRules";
import { creatableTypes, requestedTypes, withTypes } from "./creatableTypes";

/** An item of any rule set: weapons, armour. New ones are stamped with the rule set's schema version. */
export class TurnwrightItem<SubType extends Item.SubType = Item.SubType> extends Item<SubType> {
  /** Offers only the active rule set's item types. */
  // Its arguments and answer as the game's own declarations give them (v14 renamed the options' types).
  static override async createDialog(...args: Parameters<typeof Item.createDialog>): ReturnType<typeof Item.createDialog> {
    const [data, createOptions, options] = args;
    const types = creatableTypes(ruleSetTypes("Item"), this.TYPES, requestedTypes(options));
    return super.createDialog(data, createOptions, withTypes(options ?? {}, types));
  }

  protected override async _preCreate(data: Item.CreateData, options: Item.Database.PreCreateOptions, user: User.Stored): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const rules = documentRulesOf("Item", this.type);
    if (rules === undefined) return;
    this.updateSource({ flags: { turnwright: { schemaVersion: rules.schemaVersion } } });
  }

  /** Data stamped with an older schema version is brought up to date as Foundry builds the document. */
  static override migrateData(...args: Parameters<typeof Item.migrateData>): ReturnType<typeof Item.migrateData> {
    // v14 passes cleaning options after the source; they go on to core untouched.
    const [source] = args;
    migrateOnLoad(source, "Item", activeDocumentRules());
    return super.migrateData(...args);
  }

  protected override _initializeSource(data: this | Item.CreateData, options?: foundry.abstract.Document.InitializeSourceOptions): Item.Source {
    const rules = activeDocumentRules();
    // A world item only: an actor's items are kept by their actor, a compendium's are not migrated.
    if (rules !== undefined && !(data instanceof Item) && this.parent === null && (options?.pack ?? null) === null) {
      STORED_SOURCES.rememberItem(data, rules.schemaVersion);
    }
    return super._initializeSource(data, options);
  }
}
