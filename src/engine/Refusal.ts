import type { TextPart } from "./text/LocalText";

/**
 * Why something a user asked for did not happen. `code` is stable (Foundry localises it as
 * `TURNWRIGHT.Refusal.<code>` with `data` as the format values); `message` is the English
 * sentence the CLI prints and tests read. A word the table must read in its own language is in
 * `data` as a key or as LocalText, never as English.
 */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly data?: Readonly<Record<string, TextPart>>;
}

export type Outcome<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly refusal: Refusal };

export function refuse(code: string, message: string, data?: Record<string, TextPart>): { ok: false; refusal: Refusal } {
  return data === undefined ? { ok: false, refusal: { code, message } } : { ok: false, refusal: { code, message, data } };
}

export function allow<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}
