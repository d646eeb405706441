import type { Db } from '../db/database.ts';

export type AccessLevel = 'admin' | 'user';
export type UserStatus = 'active' | 'inactive';

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

/** A user as the API shows it: never with the password hash. */
export interface PublicUser {
  id: number;
  username: string;
  full_name: string;
  email: string;
  access_level: AccessLevel;
  status: UserStatus;
  force_password_change: boolean;
  created_at: string;
  last_login: string | null;
}

export interface StoredUser extends PublicUser {
  password_hash: string;
}

function fromRow(row: UserRow): StoredUser {
  return { ...row, force_password_change: row.force_password_change === 1 };
}

export function toPublicUser(user: StoredUser): PublicUser {
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

export function usersRepo(db: Db) {
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byName = db.prepare<[string], UserRow>('SELECT * FROM users WHERE username = ?');
  const count = db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM users');
  const insert = db.prepare(`INSERT INTO users
    (username, full_name, email, access_level, status, password_hash, force_password_change, created_at)
    VALUES (@username, @full_name, @email, @access_level, 'active', @password_hash, @force, @created_at)`);
  const touchLogin = db.prepare('UPDATE users SET last_login = ? WHERE id = ?');

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
    create(user: NewUser): StoredUser {
      const result = insert.run({
        ...user,
        force: user.force_password_change ? 1 : 0,
        created_at: new Date().toISOString(),
      });
      const created = byId.get(Number(result.lastInsertRowid));
      if (!created) throw new Error('user vanished after insert');
      return fromRow(created);
    },
    recordLogin(id: number, at: Date): void {
      touchLogin.run(at.toISOString(), id);
    },
  };
}

export type UsersRepo = ReturnType<typeof usersRepo>;
