import { HEARD_TARGETS } from "../gm/foundryLink";
import { readyGame } from "../gm/readyGame";

/**
 * The tokens a user targets, as this game knows them: those core keeps on `User#targets` (where
 * this game's canvas shows the scene they view), and those their game told this one it targets
 * (HeardTargets), each looked for on the scene they view: `User#viewedScene`, which core keeps
 * from their activity with or without a canvas, when it is one they may view (the active scene,
 * or one they may see at least in part, as v13 client/applications/ui/scene-navigation.mjs lists
 * them), else the active scene, where a player is taken as she joins. A token elsewhere, or gone,
 * is none of them.
 */
export function targetedTokens(userId: string): TokenDocument.Implementation[] {
  const game = readyGame();
  const user = game.users.get(userId);
  if (user === undefined) return [];
  const found = new Map<string, TokenDocument.Implementation>();
  for (const token of user.targets) if (token.document.id !== null) found.set(token.document.uuid, token.document);
  const viewed = game.scenes.get(user.viewedScene ?? "");
  const scene = viewed !== undefined && (viewed.active || viewed.testUserPermission(user, "LIMITED")) ? viewed : game.scenes.active;
  for (const id of HEARD_TARGETS.of(userId)) {
    const token = scene?.tokens.get(id);
    if (token !== undefined) found.set(token.uuid, token);
  }
  return [...found.values()];
}
