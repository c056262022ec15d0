import type { ActorSnapshot } from "../../../../src/engine/play/ActorSnapshot";
import { packActorFrom } from "../../../support/packActors";

export { weaponId } from "../../../support/packActors";

/** A d100-fate compendium actor as Foundry would hand it to the rules. */
export function packActor(file: string, ref = `Actor.${file}`, change: (system: Record<string, unknown>) => void = () => undefined): ActorSnapshot {
  return packActorFrom("d100-fate-actors", file, ref, change);
}
