/**
 * Every list of changes an effect's creation, update or source data holds, in either of the
 * shapes effectShape.ts describes: v13's `changes`, v14's `system.changes`, or the
 * dotted key. Apart from that file so the boot's effect class carries no more than it needs.
 */
export function changeListsIn(data: object): unknown[][] {
  const system: unknown = Reflect.get(data, "system");
  const found: unknown[] = [
    Reflect.get(data, "changes"),
    Reflect.get(data, "system.changes"),
    typeof system === "object" && system !== null ? Reflect.get(system, "changes") : undefined,
  ];
  return found.filter((list): list is unknown[] => Array.isArray(list));
}
