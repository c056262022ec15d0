import type { GmLink } from "../../src/foundry/gm/GmExecutor";

/**
 * The link of the active GM's own game, where every request is answered here: no other GM to
 * defer to, no sender known unless `requesterOf` says, nothing told or installed. Tests replace
 * what their table needs.
 */
export function activeGmLink(overrides: Partial<GmLink> = {}): GmLink {
  return {
    self: () => ({ id: "gm", isGM: true, isActiveGM: true }),
    activeGM: () => null,
    requesterOf: () => null,
    tell: () => undefined,
    install: () => undefined,
    newRequestId: () => "unused: the GM answers its own requests here",
    desk: "gm",
    ...overrides,
  };
}
