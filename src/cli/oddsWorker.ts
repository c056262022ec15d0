import { RULESETS } from "../rulesets/registry";
import { serveOddsJobs } from "./serveOddsJobs";

/**
 * The CLI's odds worker, run by `turnwright odds --jobs` threads: every rule set, since the CLI
 * studies a scenario of any (the gallery's Odds page runs it too, from the source). The Foundry
 * system ships one worker per rule set instead (`oddsWorkersViteConfig` in vite.config.ts), so a
 * world's Odds dialog fetches its own rule set alone.
 */
serveOddsJobs(RULESETS);
