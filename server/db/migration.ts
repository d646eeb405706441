/**
 * A versioned schema migration. The lists are append only: a released migration is never edited,
 * a change is a new entry. Each runs in its own transaction together with its row in
 * schema_migrations. Both databases number their migrations alike — version N makes the same
 * change in each, in its own SQL (server/db/sqlite/migrations.ts, server/db/postgres/migrations.ts)
 * — so a database of either kind at version N holds the same data. PostgreSQL's version 7 also
 * creates the table of the shared signing secret, which SQLite keeps in its data directory.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}
