import type { Db } from '../db/database.ts';
import type { Role as AccessLevel, User, UserStatus } from '../../contract/users.ts';

interface UserRow {
  id: number;
  username: string;
  full_name: string;
  email: string;
  access_level: AccessLevel;
  status: UserStatus;
  password_hash: string;
  force_password_change: number;
  created_at: string;
  last_login: string | null;
}

export interface StoredUser extends User {
  password_hash: string;
}

function fromRow(row: UserRow): StoredUser {
  return { ...row, force_password_change: row.force_password_change === 1 };
}

/** The one place a stored user becomes the contract's User: never with the password hash. */
export function toPublicUser(user: StoredUser): User {
  const { password_hash: _hash, ...rest } = user;
  return rest;
}

export interface NewUser {
  username: string;
  full_name: string;
  email: string;
  access_level: AccessLevel;
  password_hash: string;
  force_password_change: boolean;
}

/** The fields an admin may change on a user (part 2 §7: role, status, full_name, email). */
export interface UserPatch {
  access_level?: AccessLevel;
  status?: UserStatus;
  full_name?: string;
  email?: string;
}

/** Why a change to the admin set was refused; the route turns it into a 409. */
export type AdminGuardRefusal = 'last_active_admin';

export function usersRepo(db: Db) {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byName = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users');
  const insert = db.prepare(`INSERT INTO users
    (username, full_name, email, access_level, status, password_hash, force_password_change, created_at)
    VALUES (@username, @full_name, @email, @access_level, 'active', @password_hash, @force, @created_at)`);
  const touchLogin = db.prepare('UPDATE users SET last_login = ? WHERE id = ?');
  const all = db.prepare<[], UserRow>('SELECT * FROM users ORDER BY username COLLATE NOCASE');
  const activeAdmins = db.prepare<[], { n: number }>(
    "SELECT COUNT(*) AS n FROM users WHERE access_level = 'admin' AND status = 'active'",
  );
  const update = db.prepare(`UPDATE users SET access_level = @access_level, status = @status,
    full_name = @full_name, email = @email WHERE id = @id`);
  const setPassword = db.prepare('UPDATE users SET password_hash = ?, force_password_change = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM users WHERE id = ?');

  function create(user: NewUser): StoredUser {
    const result = insert.run({
      ...user,
      force: user.force_password_change ? 1 : 0,
      created_at: new Date().toISOString(),
    });
    const created = byId.get(Number(result.lastInsertRowid));
    if (!created) throw new Error('user vanished after insert');
    return fromRow(created);
  }

  /** True when `after` would leave no active admin although `before` was one. */
  function removesLastActiveAdmin(before: StoredUser, after: { access_level: AccessLevel; status: UserStatus } | null): boolean {
    const wasActiveAdmin = before.access_level === 'admin' && before.status === 'active';
    const staysActiveAdmin = after !== null && after.access_level === 'admin' && after.status === 'active';
    return wasActiveAdmin && !staysActiveAdmin && (activeAdmins.get()?.n ?? 0) <= 1;
  }

  return {
    findById(id: number): StoredUser | undefined {
      const row = byId.get(id);
      return row && fromRow(row);
    },
    findByUsername(username: string): StoredUser | undefined {
      const row = byName.get(username);
      return row && fromRow(row);
    },
    count(): number {
      return count.get()?.n ?? 0;
    },
    create,
    /** Creates the user unless the name is taken (names compare case-insensitively). */
    createUnique(user: NewUser): StoredUser | 'username_taken' {
      return db.transaction(() => (byName.get(user.username) ? ('username_taken' as const) : create(user)))();
    },
    recordLogin(id: number, at: Date): void {
      touchLogin.run(at.toISOString(), id);
    },
    list(): StoredUser[] {
      return all.all().map(fromRow);
    },
    /**
     * Applies `patch` unless it would leave no active admin. Check and write share one
     * transaction, so two admins demoting each other cannot both succeed.
     */
    update(id: number, patch: UserPatch): StoredUser | AdminGuardRefusal | undefined {
      return db.transaction(() => {
        const row = byId.get(id);
        if (!row) return undefined;
        const before = fromRow(row);
        const after = { ...before, ...patch };
        if (removesLastActiveAdmin(before, after)) return 'last_active_admin' as const;
        update.run({ id, access_level: after.access_level, status: after.status, full_name: after.full_name, email: after.email });
        const updated = byId.get(id);
        return updated && fromRow(updated);
      })();
    },
    setPassword(id: number, passwordHash: string, forceChange: boolean): boolean {
      return setPassword.run(passwordHash, forceChange ? 1 : 0, id).changes === 1;
    },
    /** Deletes the user unless it is the last active admin; sessions and own scenarios go with it (ON DELETE CASCADE). */
    delete(id: number): StoredUser | AdminGuardRefusal | undefined {
      return db.transaction(() => {
        const row = byId.get(id);
        if (!row) return undefined;
        const before = fromRow(row);
        if (removesLastActiveAdmin(before, null)) return 'last_active_admin' as const;
        remove.run(id);
        return before;
      })();
    },
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;
