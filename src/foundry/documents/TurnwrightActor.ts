import type { ActorSnapshot } from "../../engine/play/ActorSnapshot";
import { effectiveSystem, underEffects } from "../../engine/effects/effectiveSystem";
import { migrateOnLoad } from "../data/migrateOnLoad";
import { STORED_SOURCES } from "../data/storedSources";
import { activeDocumentRules, documentRulesOf, ruleSetTypes } from "../activeRules";
import { actorSnapshot } from "./actorSnapshot";
import { creatableTypes, requestedTypes, withTypes } from "./creatableTypes";
import { becomesPlayerCharacter, prototypeTokenDefaults } from "./prototypeToken";
import { uuidOf } from "./storedDocument";

/**
 * An actor of any rule set. The rules never hold the document: they get a `snapshot`, its data as
 * its effects leave it and its conditions from its status effects. New
 * actors of the active rule set take its token bars and are stamped with its schema version.
 */
export class TurnwrightActor<SubType extends Actor.SubType = Actor.SubType> extends Actor<SubType> {
  snapshot(): ActorSnapshot {
    const stored = this.toObject().system;
    // As its effects leave it (core's applied changes over the stored data): the rules use the
    // effective numbers, a track read clamped to its maximum, and write the stored data by as much.
    const rules = documentRulesOf("Actor", this.type);
    const read = underEffects(rules?.schemas[this.type], stored, effectiveSystem(stored, this.overrides));
    return actorSnapshot({
      uuid: uuidOf(this),
      name: this.name,
      type: this.type,
      ...read,
      items: this.items.contents.flatMap((item) =>
        item.id === null
          ? []
          : [{ id: item.id, name: item.name, type: item.type, system: item.toObject().system, ...(item.img === null ? {} : { img: item.img }) }],
      ),
      statuses: this.statuses,
      conditions: rules?.conditions ?? [],
    });
  }

  /** Offers only the active rule set's actor type. */
  // Its arguments and answer as the game's own declarations give them (v14 renamed the options' types).
  static override async createDialog(...args: Parameters<typeof Actor.createDialog>): ReturnType<typeof Actor.createDialog> {
    const [data, createOptions, options] = args;
    const types = creatableTypes(ruleSetTypes("Actor"), this.TYPES, requestedTypes(options));
    return super.createDialog(data, createOptions, withTypes(options ?? {}, types));
  }

  protected override async _preCreate(data: Actor.CreateData, options: Actor.Database.PreCreateOptions, user: User.Stored): Promise<boolean | void> {
    const allowed = await super._preCreate(data, options, user);
    if (allowed === false) return false;
    const rules = documentRulesOf("Actor", this.type);
    if (rules === undefined) return;
    const token = prototypeTokenDefaults(data, rules);
    this.updateSource({
      prototypeToken: {
        ...(token.bar1 === undefined ? {} : { bar1: { attribute: token.bar1 } }),
        ...(token.bar2 === undefined ? {} : { bar2: { attribute: token.bar2 } }),
        ...(token.actorLink === undefined ? {} : { actorLink: token.actorLink }),
      },
      flags: { turnwright: { schemaVersion: rules.schemaVersion } },
    });
  }

  /** An actor made a player character keeps its token linked from then on, unless the same change says otherwise. */
  protected override async _preUpdate(changed: Actor.UpdateData, options: Actor.Database.PreUpdateOptions, user: User.Stored): Promise<boolean | void> {
    const allowed = await super._preUpdate(changed, options, user);
    if (allowed === false) return false;
    const rules = documentRulesOf("Actor", this.type);
    if (rules !== undefined && becomesPlayerCharacter(this._source.system, changed, rules))
      foundry.utils.setProperty(changed, "prototypeToken.actorLink", true);
  }

  /** Data stamped with an older schema version is brought up to date as Foundry builds the document. */
  static override migrateData(...args: Parameters<typeof Actor.migrateData>): ReturnType<typeof Actor.migrateData> {
    // v14 passes cleaning options after the source; they go on to core untouched.
    const [source] = args;
    migrateOnLoad(source, "Actor", activeDocumentRules());
    return super.migrateData(...args);
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
