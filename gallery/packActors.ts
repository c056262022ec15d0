import type { ActorSnapshot, ItemSnapshot } from "../src/engine/play/ActorSnapshot";
import { withStatuses } from "../src/engine/conditions/conditionState";
import { DECLARED } from "../src/rulesets/declared";
import armourArt from "./art/armour.svg";
import portraitArt from "./art/portrait.svg";
import meleeArt from "./art/weapon-melee.svg";
import rangedArt from "./art/weapon-ranged.svg";

/**
 * The compendium's ready-to-fight actors, read from their JSON sources: the gallery shows what
 * Foundry shows for them. Foundry's own icons are not served here, so pictures are swapped
 * for the gallery's art by kind; nothing else about the actor changes.
 */
const SOURCES = import.meta.glob<unknown>("../packs/_source/*-actors/*.json", { eager: true, import: "default" });

export function packActors(): ActorSnapshot[] {
  return Object.values(SOURCES).flatMap((source) => {
    const actor = actorFrom(source);
    return actor === undefined ? [] : [actor];
  });
}

function actorFrom(source: unknown): ActorSnapshot | undefined {
  if (!isRecord(source) || typeof source["_key"] !== "string" || !source["_key"].startsWith("!actors!")) return undefined;
  const id = text(source["_id"]);
  const items = Array.isArray(source["items"]) ? source["items"].flatMap((item) => itemFrom(item)) : [];
  // Its conditions all off, as Foundry hands the rules an actor that carries no status effect.
  const conditions = DECLARED.find((declared) => declared.documents.actorType === source["type"])?.documents.conditions ?? [];
  return {
    ref: `Actor.${id}`,
    name: text(source["name"]),
    type: text(source["type"]),
    system: withStatuses(source["system"], [], conditions),
    items,
    img: portraitArt,
  };
}

function itemFrom(source: unknown): ItemSnapshot[] {
  if (!isRecord(source)) return [];
  const system = source["system"];
  return [{ id: text(source["_id"]), name: text(source["name"]), type: text(source["type"]), system, img: artFor(text(source["type"]), system) }];
}

function artFor(type: string, system: unknown): string {
  if (type.endsWith("armour")) return armourArt;
  return isRecord(system) && system["class"] === "ranged" ? rangedArt : meleeArt;
}

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
