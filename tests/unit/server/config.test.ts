import { describe, expect, it } from 'vitest';
import { configFromEnv, describeStorage } from '../../../server/config.ts';

const ROOT = '/srv/fahrplan';
const configOf = (env: Record<string, string>) => configFromEnv(env, ROOT);

describe('server configuration', () => {
  it('keeps the SQLite database in the data directory unless DATABASE_URL names PostgreSQL', () => {
    expect(configOf({})).toMatchObject({ databaseUrl: undefined, dataDir: '/srv/fahrplan/data', trustProxy: false });
    expect(configOf({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
    expect(configOf({ DATABASE_URL: 'postgres://fahrplan:secret@db.internal:5432/fahrplan' }).databaseUrl)
      .toBe('postgres://fahrplan:secret@db.internal:5432/fahrplan');
    expect(configOf({ DATABASE_URL: 'postgresql:///fahrplan?host=/var/run/postgresql' }).databaseUrl).toBe('postgresql:///fahrplan?host=/var/run/postgresql');
  });

  it('refuses a DATABASE_URL that is not a PostgreSQL URL, saying what it must be', () => {
    for (const url of ['mysql://db/fahrplan', 'db.internal:5432', 'sqlite:./data/fahrplan.db']) {
      expect(() => configOf({ DATABASE_URL: url })).toThrow('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
  });

  it('reads FAHRPLAN_TRUST_PROXY as true, false or a list of proxy addresses, ranges and names', () => {
    expect(configOf({ FAHRPLAN_TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(configOf({ FAHRPLAN_TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(configOf({ FAHRPLAN_TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,loopback,fd00::/8' }).trustProxy)
      .toEqual(['10.0.0.5', '10.1.0.0/16', 'loopback', 'fd00::/8']);
    for (const value of ['2', 'yes', '10.0.0.0/33', 'proxy.internal', '10.0.0.1,']) {
      expect(() => configOf({ FAHRPLAN_TRUST_PROXY: value }), value).toThrow('FAHRPLAN_TRUST_PROXY must be true, false, or a comma-separated list');
    }
  });

  it('refuses a FAHRPLAN_ADMIN_PASSWORD that a new password could not be, saying why', () => {
    const refusals: [string, Record<string, string>, string][] = [
      ['short', { FAHRPLAN_ADMIN_PASSWORD: 'admin-pw-11' }, 'at least 12 characters'],
      ['one character repeated', { FAHRPLAN_ADMIN_PASSWORD: ' '.repeat(12) }, 'one character repeated'],
      ['common', { FAHRPLAN_ADMIN_PASSWORD: 'Password1234' }, 'most common passwords'],
      ['the user name', { FAHRPLAN_ADMIN_USERNAME: 'administrator', FAHRPLAN_ADMIN_PASSWORD: 'Administrator' }, 'not be the user name'],
    ];
    for (const [label, env, reason] of refusals) {
      expect(() => configOf(env), label).toThrow(/^Invalid configuration FAHRPLAN_ADMIN_PASSWORD: .+/);
      expect(() => configOf(env), label).toThrow(reason);
    }
    expect(configOf({ FAHRPLAN_ADMIN_PASSWORD: 'e2e-admin-password-1' }).adminPassword).toBe('e2e-admin-password-1');
    expect(configOf({}).adminPassword).toBeUndefined();
  });

  it('caps live update streams at 5 per user and 1,000 per instance unless told otherwise, and refuses a cap that is no count', () => {
    expect(configOf({})).toMatchObject({ liveStreamsPerUser: 5, liveStreamsPerInstance: 1_000 });
    expect(configOf({ FAHRPLAN_LIVE_STREAMS_PER_USER: '2', FAHRPLAN_LIVE_STREAMS_PER_INSTANCE: '20000' }))
      .toMatchObject({ liveStreamsPerUser: 2, liveStreamsPerInstance: 20_000 });
    for (const [name, value] of [['FAHRPLAN_LIVE_STREAMS_PER_USER', '0'], ['FAHRPLAN_LIVE_STREAMS_PER_USER', 'many'], ['FAHRPLAN_LIVE_STREAMS_PER_INSTANCE', '1.5']] as const) {
      expect(() => configOf({ [name]: value }), `${name}=${value}`).toThrow(`Invalid configuration ${name}`);
    }
  });

  it('holds 150,000 forecast-ranges draws in flight unless told otherwise, from 1,000 to 1,000,000', () => {
    expect(configOf({}).rangesDrawsInFlight).toBe(150_000);
    expect(configOf({ FAHRPLAN_RANGES_DRAWS_IN_FLIGHT: '40000' }).rangesDrawsInFlight).toBe(40_000);
    for (const value of ['999', '1000001', 'lots']) {
      expect(() => configOf({ FAHRPLAN_RANGES_DRAWS_IN_FLIGHT: value }), value).toThrow('Invalid configuration FAHRPLAN_RANGES_DRAWS_IN_FLIGHT');
    }
  });

  it('names the database at start without the password of its URL', () => {
    expect(describeStorage(configOf({}))).toBe('Data directory: /srv/fahrplan/data');
    expect(describeStorage(configOf({ DATABASE_URL: 'postgres://fahrplan:secret@db.internal:5432/fahrplan' })))
      .toBe('Database: PostgreSQL db.internal:5432/fahrplan');
  });
});
