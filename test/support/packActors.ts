import { readFileSync } from "node:fs";
import type { ActorSnapshot } from "../../src/engine/play/ActorSnapshot";
import { withStatuses } from "../../src/engine/conditions/conditionState";
import { DECLARED } from "../../src/rulesets/declared";

interface PackItem {
  readonly _id: string;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
}

/**
 * A compendium actor (packs/_source/<pack>/<file>.json) as Foundry would hand it to the rules:
 * the same data, its conditions all off (it carries no status effect), under a ref, with `change`
 * applied to a copy of its `system`.
 */
export function packActorFrom(
  pack: string,
  file: string,
  ref = `Actor.${file}`,
  change: (system: Record<string, unknown>) => void = () => undefined,
): ActorSnapshot {
  const source = JSON.parse(readFileSync(new URL(`../../packs/_source/${pack}/${file}.json`, import.meta.url), "utf8")) as {
    name: string;
    type: string;
    system: Record<string, unknown>;
    items: PackItem[];
  };
  const conditions = DECLARED.find((declared) => declared.documents.actorType === source.type)?.documents.conditions ?? [];
  const view = withStatuses(source.system, [], conditions);
  const system: Record<string, unknown> = structuredClone(typeof view === "object" && view !== null ? { ...view } : {});
  change(system);
  return {
    ref,
    name: source.name,
    type: source.type,
    system,
    items: source.items.map((item) => ({ id: item._id, name: item.name, type: item.type, system: item.system })),
  };
}

export function weaponId(actor: ActorSnapshot, name: string): string {
  const item = actor.items.find((i) => i.name === name);
  if (item === undefined) throw new Error(`${actor.name} has no ${name}`);
  return item.id;
}
