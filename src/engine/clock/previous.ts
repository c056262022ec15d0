import type { ClockResult } from "./ClockResult";
import type { ClockShape } from "./ClockShape";
import type { ClockState } from "./ClockState";
import { when } from "./when";
import { rewind } from "./history";
import { refusals } from "./refusals";

/**
 * Undoes the last clock operation (a `next`, a delay, a canAct change, ...), giving back the
 * state exactly as it was before it. Adding and removing combatants are not undone: they are
 * written into the history instead.
 */
export function previous(_shape: ClockShape, state: ClockState): ClockResult {
  const rewound = rewind(state);
  if (rewound === null) return refusals.nothingToUndo();
  return { ok: true, state: rewound.state, happened: [{ type: "rewound", operation: rewound.operation, when: when(rewound.state) }] };
}
