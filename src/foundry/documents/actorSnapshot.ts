import type { Condition } from "../../engine/conditions/Condition";
import { withStatuses } from "../../engine/conditions/conditionState";
import type { ActorSnapshot, ItemSnapshot } from "../../engine/play/ActorSnapshot";
import { plainData } from "../data/plainData";

/** An actor's parts as Foundry holds them: its uuid and its items' ids, names, types and stored data. */
export interface ActorParts {
  readonly uuid: string;
  readonly name: string;
  readonly type: string;
  readonly system: unknown;
  /** Its data as stored, where effects change what `system` holds, and the least each track may be stored at. */
  readonly source?: unknown;
  readonly floors?: Readonly<Record<string, number>>;
  /** Its items, each with its picture, which the sheet's item rows show. */
  readonly items: readonly { readonly id: string; readonly name: string; readonly type: string; readonly system: unknown; readonly img?: string }[];
  /** The status effects on it (core's `Actor#statuses`), and the rule set's conditions they stand for; none when left out. */
  readonly statuses?: ReadonlySet<string>;
  readonly conditions?: readonly Condition[];
}

/**
 * The rules' copy of an actor: plain data that shares nothing with the document, its `system`
 * and each item's as the rule set's schema reads them (cleared optional fields left out), each
 * condition read from the actor's status effects.
 */
export function actorSnapshot(parts: ActorParts): ActorSnapshot {
  const items: ItemSnapshot[] = parts.items.map((item) => ({
    id: item.id,
    name: item.name,
    type: item.type,
    system: plainData(item.system),
    ...(item.img === undefined ? {} : { img: item.img }),
  }));
  const system = withStatuses(plainData(parts.system), parts.statuses ?? new Set(), parts.conditions ?? []);
  return {
    ref: parts.uuid,
    name: parts.name,
    type: parts.type,
    system,
    ...(parts.source === undefined ? {} : { source: plainData(parts.source) }),
    ...(parts.floors === undefined ? {} : { floors: parts.floors }),
    items,
  };
}
