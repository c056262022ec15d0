import type { HelperDelegate, HelperOptions } from "handlebars";
import { BLOCK_KINDS, blockPartial } from "./templatePaths";
import { isLocalText, translate, type Translator } from "./Translator";

/** The attribute prefix of a rule button's own data: `data-tw-…`. */
export const RULE_DATA_PREFIX = "tw";

/**
 * The part of a Handlebars environment the helpers need. Foundry's global `Handlebars` and an
 * npm `Handlebars.create()` both fit, so the sheets, the chat cards and the gallery render
 * with the very same helpers.
 */
export interface HelperHost {
  registerHelper(name: string, fn: HelperDelegate): void;
  escapeExpression(value: string): string;
  readonly SafeString: new (value: string) => { toHTML(): string };
}

/**
 * Registers the `tw*` helpers. `i18n` is asked at render time, not at registration, because
 * Foundry's translations are loaded after the init hook where helpers are registered.
 */
export function registerTemplateHelpers(host: HelperHost, i18n: () => Translator): void {
  host.registerHelper("twText", (text: unknown) => (isLocalText(text) ? translate(i18n(), text) : ""));
  host.registerHelper("twKey", (key: unknown, options: HelperOptions) => keyText(i18n(), key, options));
  host.registerHelper("twData", (data: unknown) => new host.SafeString(dataAttributes(data, host.escapeExpression)));
  host.registerHelper("twPercent", (value: unknown, max: unknown) => percent(value, max));
  host.registerHelper("twEq", (left: unknown, right: unknown) => left === right);
  // `#if` alone would take a stat of 0 for "not set".
  host.registerHelper("twIsNumber", (value: unknown) => typeof value === "number");
  host.registerHelper("twBlock", (kind: unknown) => blockPartialFor(kind));
  host.registerHelper("twShowTotal", (dice: unknown, total: unknown) => showTotal(dice, total));
}

/** A lone die that is the whole total (a d100 test) needs no total beside it. */
export function showTotal(dice: unknown, total: unknown): boolean {
  return !(Array.isArray(dice) && dice.length === 1 && dice[0] === total);
}

/** A literal key from a template, with its hash arguments as format values. */
function keyText(i18n: Translator, key: unknown, options: HelperOptions): string {
  if (typeof key !== "string") return "";
  const hash: unknown = options.hash;
  const entries = typeof hash === "object" && hash !== null ? Object.entries(hash) : [];
  if (entries.length === 0) return i18n.localize(key);
  return i18n.format(key, Object.fromEntries(entries.map(([name, value]) => [name, String(value)])));
}

/**
 * ` data-tw-item-id="…"` for `{ itemId: "…" }`. The rules' data is kept under its own `tw`
 * prefix so that a key such as `action` never collides with the page's `data-action`;
 * `buttonData` reads it back from `element.dataset` with the keys the rules chose.
 */
export function dataAttributes(data: unknown, escape: (value: string) => string): string {
  if (typeof data !== "object" || data === null) return "";
  let attributes = "";
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== "string" && typeof value !== "number") continue;
    if (!/^[a-z][A-Za-z0-9]*$/.test(name)) continue;
    const dashed = name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
    attributes += ` data-${RULE_DATA_PREFIX}-${dashed}="${escape(String(value))}"`;
  }
  return attributes;
}

/** How full a bar is, 0–100; an empty or broken maximum draws an empty bar rather than NaN. */
export function percent(value: unknown, max: unknown): number {
  if (typeof value !== "number" || typeof max !== "number" || !(max > 0)) return 0;
  return Math.round(Math.min(1, Math.max(0, value / max)) * 100);
}

function blockPartialFor(kind: unknown): string {
  const known = BLOCK_KINDS.find((candidate) => candidate === kind);
  if (known === undefined) throw new Error(`Turnwright: no template for a sheet block of kind "${String(kind)}"`);
  return blockPartial(known);
}
