import { changedPaths, effectiveSystem } from "../../../engine/effects/effectiveSystem";
import type { FieldView, SheetBlock, SheetView, StatView } from "../../../engine/play/SheetView";

/**
 * The sheet drawn from the actor as its effects leave it, with each number an effect changes
 * shown twice: its input holds the stored base (what an edit writes), and `effective` what the
 * rules use. `source` is the actor's stored `system`, `overrides` core's record of applied changes.
 */
export function withBaseValues(view: SheetView, source: unknown, overrides: unknown): SheetView {
  const effective = effectiveSystem(source, overrides);
  const changed = new Set(changedPaths(source, effective).map((path) => `system.${path}`));
  if (changed.size === 0) return view;
  const base = (path: string): unknown => valueAt(source, path.slice("system.".length));
  const shown = (path: string): string => String(valueAt(effective, path.slice("system.".length)));
  const stat = (entry: StatView): StatView => {
    if (!changed.has(entry.path)) return entry;
    const stored = base(entry.path);
    return { ...entry, value: typeof stored === "number" ? stored : null, effective: shown(entry.path) };
  };
  const field = (entry: FieldView): FieldView => {
    if (!changed.has(entry.path)) return entry;
    const stored = base(entry.path);
    if (entry.input === "number" && typeof stored === "number") return { ...entry, value: stored, effective: shown(entry.path) };
    if (entry.input === "text" && typeof stored === "string") return { ...entry, value: stored, effective: shown(entry.path) };
    return entry;
  };
  const block = (entry: SheetBlock): SheetBlock => {
    if (entry.kind === "stats") return { ...entry, stats: entry.stats.map(stat) };
    if (entry.kind === "fields") return { ...entry, fields: entry.fields.map(field) };
    return entry;
  };
  return { ...view, tabs: view.tabs.map((tab) => ({ ...tab, blocks: tab.blocks.map(block) })) };
}

function valueAt(data: unknown, path: string): unknown {
  let at = data;
  for (const key of path.split(".")) {
    if (typeof at !== "object" || at === null) return undefined;
    at = Reflect.get(at, key);
  }
  return at;
}
