import type { TurnwrightApi } from "./api";

declare module "fvtt-types/configuration" {
  interface SettingConfig {
    "turnwright.ruleset": string;
    /** Every rule set's world tallies (the GM's pool of action dice), see data/worldTallies.ts. */
    "turnwright.tallies": Record<string, Record<string, number>>;
    /** A rule set's world option with a choice: `option.<rule set>.<name>` (see settings.ts). */
    [option: `turnwright.option.${string}`]: string;
    /** A rule set's world option that is a whole number: `count.<rule set>.<name>`. */
    [count: `turnwright.count.${string}`]: number;
    /** A rule set's world option that is yes or no: `toggle.<rule set>.<name>`. */
    [toggle: `turnwright.toggle.${string}`]: boolean;
    /** v14's name for a user's roll mode (`core.rollMode` in v13); the v13 declarations do not know it. */
    "core.messageMode": string;
  }
}

// `game` is typed through its lifecycle stages, not through `Game` itself, so the API is
// merged into each stage; the system sets it first thing in its own init hook.
declare global {
  interface InitGame {
    turnwright: TurnwrightApi;
  }
  interface I18nInitGame {
    turnwright: TurnwrightApi;
  }
  interface SetupGame {
    turnwright: TurnwrightApi;
  }
  interface ReadyGame {
    turnwright: TurnwrightApi;
  }
}
