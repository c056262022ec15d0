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
export async function importFromPack(
  gm: LiveWindow,
  pack: string,
  options: { readonly names?: readonly string[]; readonly owners?: Readonly<Record<string, string>> } = {},
): Promise<Imported> {
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
        const ownership =
          owner === undefined ? {} : { ownership: { default: CONST.DOCUMENT_OWNERSHIP_LEVELS.NONE, [owner]: CONST.DOCUMENT_OWNERSHIP_LEVELS.OWNER } };
        const document = await collection.getDocument(entry._id);
        let created: { readonly id: string | null } | undefined;
        if (document instanceof Actor) created = await Actor.implementation.create(foundry.utils.mergeObject(game.actors.fromCompendium(document), ownership));
        else if (document instanceof Item)
          created = await Item.implementation.create(foundry.utils.mergeObject(game.items.fromCompendium(document), ownership));
        if (created?.id === null || created?.id === undefined) throw new Error(`${name} was not imported from ${pack}`);
        made[name] = created.id;
      }
      return made;
    },
    { pack, names: options.names ?? null, owners: options.owners ?? {} },
  );
}

/** Where a fight's tokens stand: a scene of the world, and each fighter's token by its actor's id. */
export interface Arena {
  readonly scene: string;
  readonly tokens: Readonly<Record<string, string>>;
}

/**
 * The GM lays out a scene for a fight, made active, with a token of each actor side by side in
 * neighbouring grid spaces, within a blow's reach as the range rules measure it (each from the
 * actor's prototype, v13 client/documents/actor.mjs `getTokenDocument`). Linked tokens are what
 * a table gives player characters, whose sheets the players open from the sidebar; with the
 * canvas off nobody can drag a token onto the scene, so the GM's game creates them as the
 * canvas's drop handler does (`createEmbeddedDocuments`).
 */
export async function layArena(gm: LiveWindow, actorIds: readonly string[], options: { readonly linked?: boolean } = {}): Promise<Arena> {
  return gm.page.evaluate(
    async ({ actorIds, linked }) => {
      if (!game.ready) throw new Error("the GM's game is not ready");
      const scene = await Scene.implementation.create({ name: "Arena", active: true, width: 3000, height: 2000 });
      if (scene === undefined || scene.id === null) throw new Error("the arena's scene was not made");
      const size = scene.grid.size;
      const sources = [];
      for (const [index, id] of actorIds.entries()) {
        const actor = game.actors.get(id);
        if (actor === undefined) throw new Error(`no actor ${id}`);
        const token = await actor.getTokenDocument({ x: size * (2 + index), y: size * 2, actorLink: linked });
        sources.push(token.toObject());
      }
      const made = await scene.createEmbeddedDocuments("Token", sources);
      const tokens: Record<string, string> = {};
      for (const token of made ?? []) if (token.actorId !== null && token.id !== null) tokens[token.actorId] = token.id;
      return { scene: scene.id, tokens };
    },
    { actorIds, linked: options.linked ?? true },
  );
}

/**
 * The GM puts the arena's tokens in a combat, as the token HUD's combat toggle does for the
 * selected tokens (v13 client/documents/token.mjs `TokenDocument.createCombatants`: a combat is
 * made, active, when none is viewed). Answers the combat's id.
 */
export async function enterCombat(gm: LiveWindow, arena: Arena): Promise<string> {
  return gm.page.evaluate(async ({ scene, tokens }) => {
    if (!game.ready) throw new Error("the GM's game is not ready");
    const where = game.scenes.get(scene);
    if (where === undefined) throw new Error(`no scene ${scene}`);
    const documents = Object.values(tokens).flatMap((id) => {
      const token = where.tokens.get(id);
      return token === undefined ? [] : [token];
    });
    await TokenDocument.implementation.createCombatants(documents);
    // With the canvas off no scene is viewed, so the combat core makes is tied to none: found by its combatants.
    const combat = game.combats.find((candidate) => candidate.combatants.some((combatant) => Object.values(tokens).includes(combatant.tokenId ?? "")));
    if (combat === undefined || combat.id === null) throw new Error("the tokens went into no combat");
    return combat.id;
  }, arena);
}

/** The GM makes each player's character the actor given (User Configuration's Player Character), so no player is asked to pick one at load. */
export async function assignCharacters(gm: LiveWindow, characters: Readonly<Record<string, string>>): Promise<void> {
  await gm.page.evaluate(async (characters) => {
    if (!game.ready) throw new Error("the GM's game is not ready");
    for (const [user, actor] of Object.entries(characters)) await game.users.get(user)?.update({ character: actor });
  }, characters);
}

/** An actor's data as it stood: its own, each item's, and which effects it had. */
export interface ActorAsItStood {
  readonly ref: string;
  readonly system: unknown;
  readonly items: readonly { readonly _id: string; readonly system: unknown }[];
  readonly effects: readonly string[];
}

/** The actors as the GM's game holds them now, to be put back later with `restoreActors`. */
export async function sourcesOf(gm: LiveWindow, refs: readonly string[]): Promise<ActorAsItStood[]> {
  return gm.page.evaluate((refs) => {
    if (!game.ready) throw new Error("the GM's game is not ready");
    return refs.map((ref) => {
      const actor = foundry.utils.fromUuidSync<Actor.Implementation>(ref);
      if (!(actor instanceof foundry.documents.Actor)) throw new Error(`no actor ${ref}`);
      return {
        ref,
        system: actor.toObject().system,
        items: actor.items.map((item) => ({ _id: item.id ?? "", system: item.toObject().system })),
        effects: actor.effects.map((effect) => effect.id ?? ""),
      };
    });
  }, refs);
}

/**
 * The GM puts actors back as they stood, as a GM does by hand between two tries of a scene: the
 * effects made since taken off, each item's data and the actor's own written back (an unchanged
 * value writes nothing).
 */
export async function restoreActors(gm: LiveWindow, stood: readonly ActorAsItStood[]): Promise<void> {
  await gm.page.evaluate(async (stood) => {
    if (!game.ready) throw new Error("the GM's game is not ready");
    for (const { ref, system, items, effects } of stood) {
      const actor = foundry.utils.fromUuidSync<Actor.Implementation>(ref);
      if (!(actor instanceof foundry.documents.Actor)) throw new Error(`no actor ${ref}`);
      const since = actor.effects.filter((effect) => !effects.includes(effect.id ?? "")).map((effect) => effect.id ?? "");
      if (since.length > 0) await actor.deleteEmbeddedDocuments("ActiveEffect", since);
      const itemUpdates: Record<string, unknown>[] = items.map((item) => ({ _id: item._id, system: item.system }));
      await actor.updateEmbeddedDocuments("Item", itemUpdates);
      const update: Record<string, unknown> = { system };
      await actor.update(update);
    }
  }, stood);
}
