import type { Refusal } from "../Refusal";
import type { ClockState } from "./ClockState";
import type { ClockHappening } from "./happenings";

export type ClockResult =
  { readonly ok: true; readonly state: ClockState; readonly happened: readonly ClockHappening[] } | { readonly ok: false; readonly refusal: Refusal };

export type ClockRefused = Extract<ClockResult, { ok: false }>;
