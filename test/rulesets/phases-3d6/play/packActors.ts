import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";
import { packActorFrom } from "../../../support/packActors";

export { weaponId } from "../../../support/packActors";

/** A phases-3d6 compendium actor as Foundry would hand it to the rules. */
export function packActor(file: string, ref = `Actor.${file}`, change: (system: Record<string, unknown>) => void = () => undefined): ActorSnapshot {
  return packActorFrom("phases-3d6-actors", file, ref, change);
}

export const PACK_ACTORS = ["street-brawler", "duellist", "watch-spearman", "axe-raider", "hired-gunman"] as const;
