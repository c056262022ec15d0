/**
 * The words of Foundry's core that the system's templates ask for (`{{localize "COMBAT.…"}}`),
 * which a world finds in core's own lang file and the gallery, without Foundry, would otherwise
 * show as raw keys. All of them are labels (a button's name, a list's name, a status); these are
 * plain English stand-ins for core's words, which only a Foundry install carries, so that the
 * gallery reads as a world running in English does. `test/browser/coreWords.test.ts` holds this
 * list to the templates: a key a template starts to use fails it until it has a word here.
 */
export const CORE_ENGLISH = {
  COMBAT: {
    Create: "Create Encounter",
    EncounterNext: "Activate Next Encounter",
    EncounterPrevious: "Activate Previous Encounter",
    InitiativeRoll: "Roll Initiative",
    InitiativeScore: "Initiative Score",
    NavLabel: "Combat Encounters Navigation",
    None: "No Encounter",
    NotStarted: "Not Started",
    PanToCombatant: "Pan to Combatant",
    PingCombatant: "Ping Token",
    RollAll: "Roll All",
    RollNPC: "Roll NPCs",
    Settings: "Encounter Tracker Settings",
    ToggleDead: "Mark Defeated",
    ToggleVis: "Toggle Visibility",
  },
} as const;
