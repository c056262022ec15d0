import type { RuleSetModule } from "../engine/play/RuleSetModule";

/**
 * The world's rule set as it plays, once it has arrived. The system's entry holds only each rule
 * set's declaration; the rest is a chunk of its own, fetched at `init`, and Foundry goes on
 * building documents and drawing the sidebar meanwhile: v13 client/game.mjs `Game#initialize`
 * calls the `init` hooks without awaiting them, and `Game#setupGame` builds the world's documents
 * (`initializeDocuments`) and renders the sidebar (`initializeUI`, not awaited) without waiting
 * for anything a hook started. So whatever plays (a GM's request, a card, a
 * sheet, the tracker, a token's move) waits on this one promise before it reads the rules.
 * Undefined when the world's setting names a rule set this version does not have, or its chunk
 * could not be fetched: then nothing of any rule set runs and nothing is changed.
 */
export type PlayedRules = () => Promise<RuleSetModule | undefined>;
