import type { FighterBase } from "../script/FighterBase";
import type { PreparedFight } from "./prepareFight";
import type { RuleSetRuntime } from "./RuleSetRuntime";

/** What `takeTouched` hands over when nobody was replaced: one list for every fight, never written to. */
const NONE_TOUCHED: readonly number[] = [];

/**
 * The fighters of one fight in the scenario's order, each replaced in its place as the fight
 * changes it (rules scan the list on every attack), and which of them were replaced since the
 * clock last heard who can act.
 */
export class Roster<F extends FighterBase> {
  readonly fighters: F[];
  private readonly runtime: Pick<RuleSetRuntime<F>, "isStanding">;
  private readonly places: ReadonlyMap<string, number>;
  /**
   * The places of the fighters replaced since the clock last heard who can act, in the order
   * first replaced: only they can have changed. Handed over whole when taken, and a new list
   * begun, rather than copied out and emptied: the fight takes them after every turn.
   */
  private touched: number[];
  /**
   * For each place, the hearing in which it was last replaced: a place is in `touched` when that
   * is the hearing now open. A number per place, not a set of ids, because rules replace fighters
   * several times a turn; and a count of hearings, not a flag, so none has to be cleared.
   */
  private readonly touchedIn: number[];
  private hearing: number;
  /** How many times a fighter was replaced in this fight: while it stays the same, so does every fighter. */
  private replaced: number;
  // Rules ask for the same two fighters again and again (the attacker and its target, in turn):
  // the last two answers are kept, so most questions compare an id or two instead of looking it
  // up in the map.
  private askedId: string | null;
  private askedAt: number;
  private askedBeforeId: string | null;
  private askedBeforeAt: number;

  constructor(runtime: Pick<RuleSetRuntime<F>, "isStanding">, prepared: Pick<PreparedFight<F>, "fighters" | "places">) {
    this.fighters = [...prepared.fighters];
    this.runtime = runtime;
    this.places = prepared.places;
    this.touched = this.fighters.map((_, index) => index);
    this.touchedIn = this.fighters.map(() => 0);
    this.hearing = 0;
    this.replaced = 0;
    this.askedId = null;
    this.askedAt = 0;
    this.askedBeforeId = null;
    this.askedBeforeAt = 0;
  }

  placeOf(id: string): number | undefined {
    if (id === this.askedId) return this.askedAt;
    if (id === this.askedBeforeId) return this.askedBeforeAt;
    const index = this.places.get(id);
    if (index !== undefined) {
      this.askedBeforeId = this.askedId;
      this.askedBeforeAt = this.askedAt;
      this.askedId = id;
      this.askedAt = index;
    }
    return index;
  }

  fighter(id: string): F {
    const index = this.placeOf(id);
    const fighter = index === undefined ? undefined : this.fighters[index];
    if (fighter === undefined) throw new Error(`No combatant ${id} in this fight`);
    return fighter;
  }

  replace(fighter: F): void {
    const index = this.placeOf(fighter.id);
    if (index === undefined) throw new Error(`No combatant ${fighter.id} in this fight`);
    this.fighters[index] = fighter;
    this.replaced += 1;
    if (this.touchedIn[index] === this.hearing) return;
    this.touchedIn[index] = this.hearing;
    this.touched.push(index);
  }

  /** How many times a fighter was replaced so far: an answer read from the fighters holds while this is unchanged. */
  replacements(): number {
    return this.replaced;
  }

  /** The places replaced since the last call, in the order first replaced; from now on none is. */
  takeTouched(): readonly number[] {
    const places = this.touched;
    if (places.length === 0) return NONE_TOUCHED;
    this.touched = [];
    this.hearing += 1;
    return places;
  }

  /** The sides with someone still standing, in the order their first fighter stands in the list. */
  standingSides(): string[] {
    const sides: string[] = [];
    for (const fighter of this.fighters) if (!sides.includes(fighter.side) && this.runtime.isStanding(fighter)) sides.push(fighter.side);
    return sides;
  }

  /**
   * Whether one side at most still has someone standing (`standingSides().length <= 1`), without
   * making the list: the fight asks it after every turn that changed who can act.
   */
  oneSideLeft(): boolean {
    let side: string | null = null;
    for (const fighter of this.fighters) {
      if (fighter.side === side || !this.runtime.isStanding(fighter)) continue;
      if (side !== null) return false;
      side = fighter.side;
    }
    return true;
  }

  /** The ids of those still standing, in the scenario's order. */
  standing(): string[] {
    // One pass and one list: every fight of a study ends by asking it.
    const ids: string[] = [];
    for (const fighter of this.fighters) if (this.runtime.isStanding(fighter)) ids.push(fighter.id);
    return ids;
  }
}
