import type { TrialRange } from "./OddsStudy";

/** No range is smaller than this, unless it is the study's last: a message per range must cost nothing beside its fights. */
export const SMALLEST_RANGE = 100;

/** No range is larger than this, so a lane that starts slow (a thread still compiling) holds back little of the study. */
export const LARGEST_RANGE = 1000;

/**
 * A study's trials handed out in ranges to lanes that ask as they come free, so a lane that
 * started late or runs slower simply takes fewer. Ranges shrink as the study nears its end
 * (each is a share of what is left), so the lanes finish close together. The ranges come in
 * order, never overlap and cover every trial once; since trial n throws its own dice, how they
 * fall among the lanes changes no count.
 */
export class TrialQueue {
  private next = 0;

  constructor(
    private readonly trials: number,
    private readonly lanes: number,
  ) {}

  /** The next range to fight, or null when every trial has been handed out. */
  take(): TrialRange | null {
    const left = this.trials - this.next;
    if (left <= 0) return null;
    const share = Math.ceil(left / (2 * Math.max(1, this.lanes)));
    const count = Math.min(left, Math.max(SMALLEST_RANGE, Math.min(LARGEST_RANGE, share)));
    const range = { first: this.next, count };
    this.next += count;
    return range;
  }

  /** Whether every trial has been handed out. */
  get empty(): boolean {
    return this.next >= this.trials;
  }
}
