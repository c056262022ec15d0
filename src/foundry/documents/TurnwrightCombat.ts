import { acting } from "../../engine/clock/index";
import { refuse } from "../../engine/Refusal";
import { readyGame } from "../readyGame";
import { requestOfGM } from "../gm/requestOfGM";
import type { Step } from "../fight/advance";
import { readClock } from "../fight/clockRecord";
import { type CombatPort, told } from "../fight/CombatPort";
import { foundryCombatPort } from "./foundryCombatPort";
import { combatData } from "./fighterRecord";
import { liftFightState } from "../data/fightStateMigration";
import { compareByClock } from "../fight/turnOrder";
import { fightArrival } from "../fight/fightSettings";
import { deletingHere } from "../fight/ownWrites";

const GM_ONLY = refuse("gm-only", "Only the GM can do that.").refusal;
const NOT_YOUR_TURN = refuse("not-your-turn", "It is not your combatant's turn.").refusal;
const INVALID_INITIATIVE = refuse("invalid-initiative", "An initiative score must be a number.").refusal;

/**
 * A Combat driven by the engine's clock: every advance is planned by a pure function and
 * written as ONE update with the combatants' budgets inlined. Core's turn methods are replaced,
 * so their hooks (`combatStart`, `combatTurn`, `combatRound`) are fired here. Players' requests
 * (end my turn, roll my initiative) go to the active GM, the one writer of the fight.
 */
export class TurnwrightCombat extends Combat {
  /** A Combat stored by an earlier Turnwright brings its budgets and surprise marks up from its Combatants. */
  static override migrateData(...args: Parameters<typeof Combat.migrateData>): ReturnType<typeof Combat.migrateData> {
    // v14 passes cleaning options after the source; they go on to core untouched.
    const [source] = args;
    liftFightState(source);
    return super.migrateData(...args);
  }

  /** This fight's operations on Foundry, for the tracker's requests that the GM applies (once the rules have arrived). */
  fightPort(): CombatPort<readonly Roll[]> {
    return foundryCombatPort(this, () => this._playCombatSound("startEncounter"));
  }

  /** The port, once the world's rules have arrived: a macro or another's change may reach a combat sooner. */
  async #port(): Promise<CombatPort<readonly Roll[]>> {
    await fightArrival();
    return this.fightPort();
  }

  /** Who acts now, by combatant id, as the clock says. */
  get actingIds(): readonly string[] {
    const clock = readClock(combatData(this)?.clock);
    return clock === null ? [] : acting(clock);
  }

  override async startCombat(): Promise<this> {
    const port = await this.#port();
    if (!readyGame("the combat").user.isGM) port.refuse(GM_ONLY);
    else await told(port, (await import("../fight/gmFightOperations")).startFight(port));
    return this;
  }

  override async nextTurn(): Promise<this> {
    if (readyGame("the combat").user.isGM) return this.#step("next");
    // Core lets a player end their own turn; the fight's data is the GM's to write.
    const combatant = this.actingIds.find((id) => this.combatants.get(id)?.isOwner === true);
    if (combatant === undefined) (await this.#port()).refuse(NOT_YOUR_TURN);
    else await requestOfGM("advanceTurn", { combat: this.id ?? "", combatant });
    return this;
  }

  override async previousTurn(): Promise<this> {
    return this.#step("previous");
  }

  override async nextRound(): Promise<this> {
    return this.#step("nextRound");
  }

  override async previousRound(): Promise<this> {
    return this.#step("previousRound");
  }

  async #step(step: Step): Promise<this> {
    const port = await this.#port();
    if (!readyGame("the combat").user.isGM) {
      port.refuse(GM_ONLY);
      return this;
    }
    // Between rounds of a clock that rolls every round, moving on rolls the new round's initiative.
    const { rollWaitingInitiative } = await import("../fight/gmFightOperations");
    const rolled = step === "next" || step === "nextRound" ? await rollWaitingInitiative(port) : null;
    if (rolled === null) await told(port, (await import("../fight/gmFightOperations")).advanceFight(port, step));
    else if (rolled.refusal !== null) port.refuse(rolled.refusal);
    return this;
  }

  /**
   * Initiative as the rule set rolls it; all of it in one combatant batch and one message batch.
   * `luck` spends the rule set's luck on the roll (a sheet's Fate button passes it).
   */
  override async rollInitiative(ids: string | string[], options?: Combat.InitiativeOptions & { readonly luck?: boolean }): Promise<this> {
    const list = typeof ids === "string" ? [ids] : ids;
    const luck = options?.luck === true;
    const port = await this.#port();
    // Rolled by the one writer for whoever asked, in their name and the mode their own game has.
    const roller = port.self();
    if (!readyGame("the combat").user.isGM) {
      await requestOfGM("rollInitiative", { combat: this.id ?? "", combatants: list, luck, mode: roller.mode });
      return this;
    }
    const rolled = await (await import("../fight/gmFightOperations")).rollFightInitiative(port, list, { luck, roller });
    if (rolled.refusal !== null) port.refuse(rolled.refusal);
    return this;
  }

  /** The GM's one initiative roll for every combatant named as this one (identical foes), where the rule set allows it. */
  async rollGroupInitiative(id: string): Promise<void> {
    const port = await this.#port();
    if (!readyGame("the combat").user.isGM) {
      port.refuse(GM_ONLY);
      return;
    }
    const rolled = await (await import("../fight/gmFightOperations")).rollGroupInitiative(port, id);
    if (rolled.refusal !== null) port.refuse(rolled.refusal);
  }

  /** Core's way to set a score by hand, taken as the clock takes it. */
  override async setInitiative(id: string, value: number): Promise<void> {
    await this.typedInitiative(id, value);
  }

  /**
   * A score set by hand, or cleared (null): applied here on the GM's game, asked of the GM on a
   * player's. A refusal (a kept initiative, mid-fight) is shown with the clock's reason.
   */
  async typedInitiative(id: string, score: number | null): Promise<void> {
    // Checked before it travels: JSON would carry a number that is none (NaN) as null, a clear.
    if (score !== null && !Number.isFinite(score)) (await this.#port()).refuse(INVALID_INITIATIVE);
    else if (!readyGame("the combat").user.isGM) {
      await requestOfGM("setInitiative", { combat: this.id ?? "", combatant: id, initiative: score });
    } else {
      const port = await this.#port();
      await told(port, (await import("../fight/gmFightOperations")).setFightInitiative(port, id, score));
    }
  }

  /** Clears the clock with the initiative it ranked, so no fight half-remembers another. */
  // Answers nothing: v13's declarations allow that (`this | undefined`), and v14's declare nothing else.
  override async resetAll(): Promise<undefined> {
    const port = await this.#port();
    if (!readyGame("the combat").user.isGM) port.refuse(GM_ONLY);
    else await (await import("../fight/gmFightOperations")).resetFight(port);
    return undefined;
  }

  /** The tracker lists combatants in the clock's order (core may call this unbound: no `this`). */
  protected override _sortCombatants(a: Combatant.Implementation, b: Combatant.Implementation): number {
    const clock = readClock(combatData(a.parent)?.clock);
    return compareByClock(
      clock,
      { id: a.id ?? "", name: a.name ?? "", initiative: a.initiative },
      { id: b.id ?? "", name: b.name ?? "", initiative: b.initiative },
    );
  }

  /** The window that asks for the fight's deletion notes it: that window alone says what the deletion ended (ownWrites). */
  protected override async _preDelete(options: Combat.Database.PreDeleteOptions, user: User.Stored): Promise<boolean | void> {
    const allowed = await super._preDelete(options, user);
    if (allowed !== false) deletingHere(this.id);
    return allowed;
  }

  /**
   * A combatant deleted mid-fight (its token deleted, or removed from the tracker) is told to
   * the clock here: this runs on every client once per deletion, after the combatants are gone,
   * with all their ids, so the active GM alone writes the clock once. `_preDelete…` would run
   * only on the deleting user's client, who may be a player unable to write the fight.
   */
  protected override _onDeleteDescendantDocuments(...args: Combat.OnDeleteDescendantDocumentsArgs): void {
    super._onDeleteDescendantDocuments(...args);
    const [parent, collection, , ids] = args;
    if (!Object.is(parent, this) || collection !== "combatants" || !readyGame("the combat").user.isActiveGM) return;
    void this.#port().then(async (port) => told(port, (await import("../fight/gmFightOperations")).leaveFight(port, ids)));
  }
}
