import type { Migration } from '../migration.ts';

/** The schema of the SQLite database, version by version (see Migration). */
export const migrations: readonly Migration[] = [
  {
    version: 1,
    name: 'users and sessions',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        full_name TEXT NOT NULL DEFAULT '',
        email TEXT NOT NULL DEFAULT '',
        access_level TEXT NOT NULL CHECK (access_level IN ('admin', 'user')),
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        password_hash TEXT NOT NULL,
        force_password_change INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        last_login TEXT
      );
      CREATE TABLE sessions (
        jti TEXT PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
        created_at TEXT NOT NULL,
        expires_at TEXT NOT NULL,
        revoked_at TEXT
      );
      CREATE INDEX sessions_user ON sessions(user_id);
    `,
  },
  {
    version: 2,
    name: 'scenarios and the active scenario per user',
    sql: `
      CREATE TABLE scenarios (
        scenario_id TEXT PRIMARY KEY,
        scenario_name TEXT NOT NULL,
        description TEXT NOT NULL,
        scenario_type TEXT NOT NULL CHECK (scenario_type IN ('built-in', 'user-created', 'user')),
        -- The user whose Simulation (Editable) this is (type 'user' only); it goes with the user.
        owner_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
        -- Who created a 'user-created' scenario; the scenario outlives its creator's account.
        created_by_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        created_by TEXT,
        key_drivers TEXT NOT NULL,
        version INTEGER NOT NULL DEFAULT 1,
        created_at TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
      CREATE INDEX scenarios_owner ON scenarios(owner_id);
      CREATE TABLE active_scenarios (
        user_id INTEGER PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
        scenario_id TEXT NOT NULL REFERENCES scenarios(scenario_id) ON DELETE CASCADE
      );
    `,
  },
  {
    version: 3,
    name: 'activity log',
    sql: `
      CREATE TABLE activity_log (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        user_id INTEGER,
        username TEXT NOT NULL,
        action TEXT NOT NULL CHECK (action IN ('login', 'logout', 'view', 'create', 'update', 'delete')),
        resource TEXT NOT NULL,
        details TEXT NOT NULL DEFAULT '',
        timestamp TEXT NOT NULL,
        ip_address TEXT NOT NULL DEFAULT ''
      );
      CREATE INDEX activity_time ON activity_log(timestamp);
      CREATE INDEX activity_user ON activity_log(username);
    `,
  },
  {
    version: 4,
    name: 'baseline versions',
    sql: `
      CREATE TABLE baseline_versions (
        version INTEGER PRIMARY KEY,
        csv TEXT NOT NULL,
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT ''
      );
    `,
  },
  {
    version: 5,
    name: 'risk figures edited by admins',
    sql: `
      CREATE TABLE risk_overrides (
        risk_id TEXT PRIMARY KEY,
        probability REAL NOT NULL,
        impact REAL NOT NULL,
        revenue_impact_eur REAL NOT NULL,
        updated_by TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 6,
    name: 'uncertainty ranges saved with a scenario',
    sql: `
      -- driver id → { low, high, distribution } (forecast ranges); '{}' keeps the catalog's defaults.
      ALTER TABLE scenarios ADD COLUMN driver_ranges TEXT NOT NULL DEFAULT '{}';
    `,
  },
  {
    version: 7,
    name: 'failed sign-ins counted in the database',
    sql: `
      -- One row per failed attempt and throttle key (ip:…, user:…), at epoch milliseconds; rows
      -- older than the throttle's window are deleted as failures are recorded.
      CREATE TABLE login_failures (
        key TEXT NOT NULL,
        failed_at INTEGER NOT NULL
      );
      CREATE INDEX login_failures_key ON login_failures(key, failed_at);
      CREATE INDEX login_failures_time ON login_failures(failed_at);
    `,
  },
  {
    version: 8,
    name: 'scenario versions and plans of record',
    sql: `
      -- Every save of a scenario keeps a version, written in the save's transaction; the versions go
      -- with their scenario. changes: [{ driver, old, new }] against the version before (every value
      -- set, for the first version kept); saved_by is null for the built-ins' definitions.
      CREATE TABLE scenario_versions (
        scenario_id TEXT NOT NULL REFERENCES scenarios(scenario_id) ON DELETE CASCADE,
        version INTEGER NOT NULL,
        key_drivers TEXT NOT NULL,
        driver_ranges TEXT NOT NULL DEFAULT '{}',
        saved_by_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        saved_by TEXT,
        saved_at TEXT NOT NULL,
        comment TEXT,
        name TEXT,
        changes TEXT NOT NULL DEFAULT '[]',
        PRIMARY KEY (scenario_id, version)
      );
      -- The history starts with each scenario's current version. Who saved it is known only for a
      -- version 1 of a user's scenario (its creator).
      INSERT INTO scenario_versions (scenario_id, version, key_drivers, driver_ranges, saved_by_id, saved_by, saved_at, changes)
        SELECT s.scenario_id, s.version, s.key_drivers, s.driver_ranges,
          CASE WHEN s.version = 1 AND s.scenario_type <> 'built-in' THEN s.created_by_id END,
          CASE WHEN s.version = 1 AND s.scenario_type <> 'built-in' THEN s.created_by END,
          s.updated_at,
          (SELECT json_group_array(json_object('driver', e.key, 'old', NULL, 'new', e.value)) FROM json_each(s.key_drivers) AS e)
        FROM scenarios AS s;
      -- The plan of record of a year: a frozen copy of a named version. No reference to the
      -- scenario: the plan outlives it.
      CREATE TABLE plans (
        year INTEGER PRIMARY KEY,
        scenario_id TEXT NOT NULL,
        scenario_name TEXT NOT NULL,
        version INTEGER NOT NULL,
        version_name TEXT NOT NULL,
        key_drivers TEXT NOT NULL,
        driver_ranges TEXT NOT NULL,
        locked_by_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        locked_by TEXT NOT NULL,
        locked_at TEXT NOT NULL
      );
      CREATE INDEX plans_scenario ON plans(scenario_id, version);
    `,
  },
  {
    version: 9,
    name: 'monthly actuals of 2026 on and the close setting',
    sql: `
      -- Every saved set of monthly actuals is a new version (month → line → value as JSON); the
      -- newest is the effective one.
      CREATE TABLE monthly_actuals (
        version INTEGER PRIMARY KEY,
        "values" TEXT NOT NULL,
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        note TEXT NOT NULL DEFAULT ''
      );
      -- Server-wide settings an admin sets (last_closed_month: YYYY-MM); no row, the default.
      CREATE TABLE settings (
        key TEXT PRIMARY KEY,
        value TEXT NOT NULL,
        updated_by TEXT NOT NULL,
        updated_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 10,
    name: 'sign-in attempts reserved before the password check',
    sql: `
      -- A sign-in attempt is recorded before its password is checked, one row per throttle key,
      -- all with the attempt's id; a right password deletes them by it. Rows from before have
      -- none: they are failures.
      ALTER TABLE login_failures ADD COLUMN attempt TEXT;
      CREATE INDEX login_failures_attempt ON login_failures(attempt);
    `,
  },
  {
    version: 11,
    name: 'monthly actuals marked as the shipped sample',
    sql: `
      -- Whether a version is the shipped sample (fixtures/monthly-actuals-2026.csv), loaded by
      -- FAHRPLAN_SAMPLE_DATA=on or the 'Load sample actuals' action: every answer and export that
      -- shows its closed months says so. Before, the sample could only be a new database's version 1.
      ALTER TABLE monthly_actuals ADD COLUMN sample INTEGER NOT NULL DEFAULT 0;
      UPDATE monthly_actuals SET sample = 1 WHERE version = 1 AND created_by = 'system' AND note = 'shipped sample actuals';
    `,
  },
  {
    version: 12,
    name: 'user preferences',
    sql: `
      -- A user's own display preferences as a JSON object (contract/preferences.ts); '{}' until
      -- the user chooses. One column for all of them, so a new preference needs no migration.
      ALTER TABLE users ADD COLUMN preferences TEXT NOT NULL DEFAULT '{}';
    `,
  },
  {
    version: 13,
    name: 'the close an explicit admin step',
    sql: `
      -- Saving actuals no longer moves the close (issue 26): with no explicit close, nothing is
      -- closed. A database that relied on the default (the latest complete month) keeps what it
      -- showed: this marks it, and the start after the migration writes that month as the
      -- explicit close (settlePendingClose in server/repos/*/monthlyActuals.ts).
      INSERT INTO settings (key, value, updated_by, updated_at)
        SELECT 'close_default_pending', 'latest complete month', 'system', strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
        WHERE NOT EXISTS (SELECT 1 FROM settings WHERE key = 'last_closed_month');
    `,
  },
  {
    version: 14,
    name: 'replaced plans of record kept',
    sql: `
      -- A plan of record an admin replaced (issue 26): the plan as it was, who replaced it, when
      -- and why. The year's current plan stays in plans; these are listed as superseded.
      CREATE TABLE superseded_plans (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        year INTEGER NOT NULL,
        scenario_id TEXT NOT NULL,
        scenario_name TEXT NOT NULL,
        version INTEGER NOT NULL,
        version_name TEXT NOT NULL,
        key_drivers TEXT NOT NULL,
        driver_ranges TEXT NOT NULL,
        locked_by_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        locked_by TEXT NOT NULL,
        locked_at TEXT NOT NULL,
        superseded_by_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        superseded_by TEXT NOT NULL,
        superseded_at TEXT NOT NULL,
        reason TEXT NOT NULL
      );
      CREATE INDEX superseded_plans_year ON superseded_plans(year, superseded_at);
    `,
  },
  {
    version: 15,
    name: 'forecast-ranges runs kept',
    sql: `
      -- Forecast-ranges runs kept with what they were run on (issue 26): the scenario and its version
      -- (and whether unsaved changes were drawn over it), the driver values and ranges, seed, draws,
      -- who ran it and when, and the result as the contract answers it. At most 50 per scenario.
      CREATE TABLE ranges_runs (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        scenario_id TEXT NOT NULL REFERENCES scenarios(scenario_id) ON DELETE CASCADE,
        scenario_name TEXT NOT NULL,
        scenario_version INTEGER NOT NULL,
        with_drafts INTEGER NOT NULL,
        draws INTEGER NOT NULL,
        seed INTEGER NOT NULL,
        drivers TEXT NOT NULL,
        driver_ranges TEXT NOT NULL,
        result TEXT NOT NULL,
        run_by_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        run_by TEXT NOT NULL,
        run_at TEXT NOT NULL
      );
      CREATE INDEX ranges_runs_scenario ON ranges_runs(scenario_id, id);
    `,
  },
  {
    version: 16,
    name: 'published model definitions and the modeller role',
    sql: `
      -- Published model definitions (issue 27): version 1 is the shipped model and has no row; each
      -- publish adds the next version with who, when and why. The newest is the model in force.
      CREATE TABLE model_versions (
        version INTEGER PRIMARY KEY CHECK (version >= 2),
        source TEXT NOT NULL,
        published_by TEXT NOT NULL,
        published_at TEXT NOT NULL,
        comment TEXT NOT NULL
      );
      -- The modeller role (issue 27): a user who may also publish the model definition. SQLite
      -- cannot change a CHECK, so the table is rebuilt (foreign keys are off while migrating, see
      -- database.ts, and checked before the migration commits).
      CREATE TABLE users_rebuilt (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        username TEXT NOT NULL UNIQUE COLLATE NOCASE,
        full_name TEXT NOT NULL DEFAULT '',
        email TEXT NOT NULL DEFAULT '',
        access_level TEXT NOT NULL CHECK (access_level IN ('admin', 'modeller', 'user')),
        status TEXT NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'inactive')),
        password_hash TEXT NOT NULL,
        force_password_change INTEGER NOT NULL DEFAULT 0,
        created_at TEXT NOT NULL,
        last_login TEXT,
        preferences TEXT NOT NULL DEFAULT '{}'
      );
      INSERT INTO users_rebuilt (id, username, full_name, email, access_level, status, password_hash, force_password_change, created_at, last_login, preferences)
        SELECT id, username, full_name, email, access_level, status, password_hash, force_password_change, created_at, last_login, preferences FROM users;
      DROP TABLE users;
      ALTER TABLE users_rebuilt RENAME TO users;
    `,
  },
  {
    version: 17,
    name: 'the model version of scenario versions and plans of record',
    sql: `
      -- The model version a scenario version was saved under and a plan of record was made with
      -- (issue 27): the version in force when the row was written; 1 (the shipped model) before.
      ALTER TABLE scenario_versions ADD COLUMN model_version INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE plans ADD COLUMN model_version INTEGER NOT NULL DEFAULT 1;
      ALTER TABLE superseded_plans ADD COLUMN model_version INTEGER NOT NULL DEFAULT 1;
    `,
  },
  {
    version: 18,
    name: 'headcount plans of scenarios',
    sql: `
      -- A scenario's headcount plan (issue 28): { positions: [...] } as JSON, kept with every
      -- version like the driver values. NULL: the scenario has saved no plan, and its plan is the
      -- one generated from its drivers (engine/headcount/defaultPlan.ts).
      ALTER TABLE scenarios ADD COLUMN headcount TEXT;
      ALTER TABLE scenario_versions ADD COLUMN headcount TEXT;
    `,
  },
  {
    version: 19,
    name: 'headcount plans of plans of record',
    sql: `
      -- A plan of record keeps the headcount plan of the version it froze (issue 28), like its
      -- driver values: NULL is the plan generated from those drivers. Plans locked since the
      -- scenario versions kept plans take theirs.
      ALTER TABLE plans ADD COLUMN headcount TEXT;
      ALTER TABLE superseded_plans ADD COLUMN headcount TEXT;
      UPDATE plans SET headcount = (SELECT v.headcount FROM scenario_versions v WHERE v.scenario_id = plans.scenario_id AND v.version = plans.version);
      UPDATE superseded_plans SET headcount = (SELECT v.headcount FROM scenario_versions v WHERE v.scenario_id = superseded_plans.scenario_id AND v.version = superseded_plans.version);
    `,
  },
  {
    version: 20,
    name: 'DATEV account mappings and the DATEV import log',
    sql: `
      -- The company's DATEV account mapping (issue 29), one row per version and chart: accounts
      -- as JSON { "4120": "employees", ... } over the chart's shipped template.
      CREATE TABLE datev_mappings (
        version INTEGER PRIMARY KEY,
        chart TEXT NOT NULL,
        accounts TEXT NOT NULL,
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        comment TEXT NOT NULL DEFAULT ''
      );
      -- Every DATEV file imported, never altered: who, when, the file (its name, SHA-256 and
      -- bytes, so a figure explains itself down to its bookings), its period, the mapping version
      -- and the monthly-actuals version it made; figures holds month -> line -> cents and accounts.
      CREATE TABLE datev_imports (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        created_at TEXT NOT NULL,
        created_by TEXT NOT NULL,
        file_name TEXT NOT NULL,
        sha256 TEXT NOT NULL UNIQUE,
        kind TEXT NOT NULL,
        chart TEXT NOT NULL,
        booking_count INTEGER NOT NULL,
        period_from TEXT NOT NULL,
        period_to TEXT NOT NULL,
        months TEXT NOT NULL,
        mapping_version INTEGER NOT NULL,
        actuals_version INTEGER NOT NULL,
        figures TEXT NOT NULL,
        file BLOB NOT NULL
      );
      CREATE TRIGGER datev_imports_never_updated BEFORE UPDATE ON datev_imports
        BEGIN SELECT RAISE(ABORT, 'the DATEV import log is never altered'); END;
      CREATE TRIGGER datev_imports_never_deleted BEFORE DELETE ON datev_imports
        BEGIN SELECT RAISE(ABORT, 'the DATEV import log is never altered'); END;
    `,
  },
  {
    version: 21,
    name: 'comment threads on figures',
    sql: `
      -- Comment threads on figures (issue 30): the target as the contract states it (JSON), its kind
      -- and scenario (and version) beside it for the filters. Nothing is deleted: a thread is
      -- resolved or reopened, and a thread of a deleted scenario is kept, unseen.
      CREATE TABLE comment_threads (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('driver', 'cell', 'version', 'plan', 'closed_month')),
        scenario_id TEXT,
        scenario_version INTEGER,
        target TEXT NOT NULL,
        status TEXT NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
        created_by_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        created_by TEXT NOT NULL,
        created_at TEXT NOT NULL,
        resolved_by TEXT,
        resolved_at TEXT
      );
      CREATE INDEX comment_threads_scenario ON comment_threads(scenario_id, id);
      CREATE INDEX comment_threads_kind ON comment_threads(kind, id);
      -- The comments of a thread in the order written; mentions: the user names, as JSON.
      CREATE TABLE comments (
        id INTEGER PRIMARY KEY AUTOINCREMENT,
        thread_id INTEGER NOT NULL REFERENCES comment_threads(id),
        author_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
        author TEXT NOT NULL,
        body TEXT NOT NULL,
        mentions TEXT NOT NULL DEFAULT '[]',
        created_at TEXT NOT NULL
      );
      CREATE INDEX comments_thread ON comments(thread_id, id);
    `,
  },
  {
    version: 22,
    name: 'why a plan of record was approved',
    sql: `
      -- Who approved a plan of record is locked_by; why is the approval note given with the lock, or
      -- the reason of the replacement that made it the plan (issue 30). Plans locked before: ''.
      ALTER TABLE plans ADD COLUMN approval_note TEXT NOT NULL DEFAULT '';
      ALTER TABLE superseded_plans ADD COLUMN approval_note TEXT NOT NULL DEFAULT '';
    `,
  },
];
