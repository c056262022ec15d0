import type { LiveWindow } from "./LiveTable";

/** What a GM's import made: each document's id by its name in the pack. */
export type Imported = Readonly<Record<string, string>>;

/**
 * The GM imports documents of one of the system's compendiums into the world as the
 * compendium's Import does (v13 client/documents/abstract/world-collection.mjs
 * `WorldCollection#importFromCompendium`: the pack's document, `fromCompendium`, the update data
 * merged in, created): each named document (every one when `names` is left out), with the
 * ownership given, a player made owner of her character by the GM.
 */
export async function importFromPack(gm: LiveWindow, pack: string, options: { readonly names?: readonly string[]; readonly owners?: Readonly<Record<string, string>> } = {}): Promise<Imported> {
  return gm.page.evaluate(
    async ({ pack, names, owners }) => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      const collection = game.packs.get(`turnwright.${pack}`);
      if (collection === undefined) throw new Error(`no compendium turnwright.${pack}`);
      const made: Record<string, string> = {};
      for (const entry of await collection.getIndex()) {
        const name = entry.name ?? "";
        if (names !== null && !names.includes(name)) continue;
        const owner = owners[name];
        const ownership = owner === undefined ? {} : { ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE, [owner]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER } };
        const document = await collection.getDocument(entry._id);
        let created: { readonly id: string | null } | undefined;
        if (document instanceof Actor) created = await Actor.implementation.create(foundry.utils.mergeObject(game.actors.fromCompendium(document), ownership));
        else if (document instanceof Item) created = await Item.implementation.create(foundry.utils.mergeObject(game.items.fromCompendium(document), ownership));
        if (created?.id === null || created?.id === undefined) throw new Error(`${name} was not imported from ${pack}`);
        made[name] = created.id;
      }
      return made;
    },
    { pack, names: options.names ?? null, owners: options.owners ?? {} },
  );
}
