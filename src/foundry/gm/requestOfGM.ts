import type { Outcome } from "../../engine/Refusal";
import type { GmExecutor } from "./GmExecutor";
import type { GmHandler } from "./handlers";
import type {
  EndTurnRequest,
  HoldRequest,
  InitiativeRequest,
  SetInitiativeRequest,
  SpendRequest,
  SurpriseRequest,
  PassRequest,
  PushRequest,
  TallyRequest,
} from "./requests";

let executor: GmExecutor | null = null;

/** Set once by `registerQueries` at init. */
export function useGmExecutor(next: GmExecutor): void {
  executor = next;
}

function ready(): GmExecutor {
  if (executor === null) throw new Error("Turnwright: a GM request was made before registerQueries ran in the init hook.");
  return executor;
}

/** The payload each of the tracker's requests takes. */
export interface GmPayloads {
  readonly advanceTurn: EndTurnRequest;
  readonly spendAction: SpendRequest;
  /** What travels for a held action: its trigger beside the operation, as the tracker sends it. */
  readonly holdAction: {
    readonly combat: string;
    readonly combatant: string;
    readonly op: HoldRequest["hold"]["op"];
    readonly trigger?: string;
    readonly count?: number;
  };
  readonly setSurprise: SurpriseRequest;
  readonly rollInitiative: InitiativeRequest;
  readonly setInitiative: SetInitiativeRequest;
  readonly pushCombatant: PushRequest;
  readonly passCombatant: PassRequest;
  readonly setTally: TallyRequest;
}

/**
 * Asks the active GM to apply a request, or applies it here when this user is the active GM.
 * A refusal (no GM connected, not allowed, not possible) is shown to this user with its reason
 * and returned; nothing is changed then.
 */
export function requestOfGM<N extends keyof GmPayloads>(name: N, payload: GmPayloads[N]): Promise<Outcome<unknown>>;
export function requestOfGM(name: string, payload: unknown): Promise<Outcome<unknown>>;
export function requestOfGM(name: string, payload: unknown): Promise<Outcome<unknown>> {
  return ready().request(name, payload);
}

/** Adds a request of another part of the system (a card's button, ...), under `turnwright.<name>`. */
export function registerGmRequest(name: string, handler: GmHandler): void {
  ready().register(name, handler);
}
