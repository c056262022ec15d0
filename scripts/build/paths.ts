import { fileURLToPath } from "node:url";

export const SYSTEM_ID = "turnwright";

export const REPO_ROOT = fileURLToPath(new URL("../..", import.meta.url));
