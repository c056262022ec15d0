import type { GmQuery, QueryName } from "./GmExecutor";

// The system's queries, all under its own prefix (core reserves unprefixed names).
declare global {
  namespace CONFIG {
    interface Queries {
      [name: QueryName]: GmQuery;
    }
  }
}
