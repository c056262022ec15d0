import { RULESETS } from "../rulesets/registry";
import { serveOddsJobs } from "../engine/odds/serveOddsJobs";

/**
 * The CLI's odds worker as the source runs it, every rule set in it: the threads of `turnwright
 * odds --jobs` run from the source (the built CLI's threads run its one file, `turnwright.ts`),
 * and the gallery's Odds page. The Foundry
 * system ships one worker per rule set instead (`oddsWorkersViteConfig` in vite.config.ts), so a
 * world's Odds dialog fetches its own rule set alone.
 */
serveOddsJobs(RULESETS);
