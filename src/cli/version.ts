import { version } from "../../package.json";

/** Turnwright's version, package.json's as it stood when the CLI was built (the system.json of the same build says the same). */
export const VERSION: string = version;
