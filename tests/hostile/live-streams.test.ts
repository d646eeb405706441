import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, sqlRows, startServer, TEST_ADMIN, type RunningServer } from '../server/harness.ts';
import { openEventStream, type EventStreamClient } from '../server/eventStream.ts';
import { signedInUser, type SignedIn } from '../server/scenario-fixtures.ts';
import { STREAM_RETRY_AFTER_S } from '../../server/routes/events.ts';

/**
 * Issue 24, "live updates take the server down": two ordinary users held 19,968 GET /api/events
 * streams and health and sign-in stopped answering; every open stream re-checked its token on every
 * sign-out. Here, at a bounded size on the real server: a user's streams and the instance's are
 * capped (429 with Retry-After, before anything is set up), health and sign-in answer while the
 * caps are reached, and a revocation re-checks only the streams it concerns.
 */

const PER_USER = 5;
const PER_INSTANCE = 8;

let server: RunningServer;
let adminToken: string;
let anna: SignedIn;
let ben: SignedIn;
let carl: SignedIn;
const streams: EventStreamClient[] = [];
/** The password signedInUser gave the account. */
const passwordOf = (user: SignedIn) => `${user.username}-password-1`;

async function stream(token: string): Promise<EventStreamClient> {
  const opened = await openEventStream(server.baseUrl, token);
  streams.push(opened);
  return opened;
}

async function closeAll(): Promise<void> {
  await Promise.all(streams.splice(0).map((s) => s.close()));
  await expect.poll(() => server.services.liveStreams.count(), { timeout: 5_000, interval: 10 }).toBe(0);
}

/** A change every signed-in user sees: an admin moves a risk's probability. */
async function changeEveryoneSees(): Promise<void> {
  const risks = await call(server, 'GET', '/api/risks', { token: adminToken });
  const risk = risks.body.risks[0];
  const probability = risk.probability >= 4.5 ? 1 : Math.round((risk.probability + 0.1) * 10) / 10;
  expect((await call(server, 'PUT', `/api/risks/${risk.id}`, { token: adminToken, body: { probability } })).status).toBe(200);
}

beforeAll(async () => {
  server = await startServer(undefined, { liveStreamsPerUser: PER_USER, liveStreamsPerInstance: PER_INSTANCE });
  adminToken = await loginAs(server, TEST_ADMIN.username, TEST_ADMIN.password);
  anna = await signedInUser(server, adminToken, 'hostile-stream-anna');
  ben = await signedInUser(server, adminToken, 'hostile-stream-ben');
  carl = await signedInUser(server, adminToken, 'hostile-stream-carl');
});

afterAll(async () => {
  await Promise.all(streams.map((s) => s.close()));
  await server?.stop();
});

describe('the caps on live update streams', () => {
  it('refuses a user\'s sixth stream with 429 too_many_streams and Retry-After, sets nothing up for it, and a closed stream frees its place', async () => {
    const held = await Promise.all(Array.from({ length: PER_USER }, () => stream(anna.token)));
    expect(held.map((s) => s.status)).toEqual(Array(PER_USER).fill(200));

    const refused = await call(server, 'GET', '/api/events', { token: anna.token });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({ code: 'too_many_streams' });
    expect(refused.body.error.message).toContain(`${PER_USER} live update streams`);
    expect(refused.headers.get('retry-after')).toBe(String(STREAM_RETRY_AFTER_S));
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(server.services.liveStreams.count(anna.id)).toBe(PER_USER);

    // Another user is not held back by Anna's streams.
    expect((await stream(ben.token)).status).toBe(200);

    await held[0]?.close();
    await expect.poll(() => server.services.liveStreams.count(anna.id), { timeout: 5_000, interval: 10 }).toBe(PER_USER - 1);
    expect((await stream(anna.token)).status).toBe(200);
    await closeAll();
  });

  it('refuses any user\'s stream with 429 server_busy once the instance holds its cap; health, sign-in and sign-out answer as usual meanwhile', async () => {
    await Promise.all([
      ...Array.from({ length: PER_USER }, () => stream(anna.token)),
      ...Array.from({ length: PER_INSTANCE - PER_USER }, () => stream(ben.token)),
    ]);
    expect(server.services.liveStreams.count()).toBe(PER_INSTANCE);

    const busy = await call(server, 'GET', '/api/events', { token: carl.token });
    expect(busy.status).toBe(429);
    expect(busy.body.error.code).toBe('server_busy');
    expect(busy.headers.get('retry-after')).toBe(String(STREAM_RETRY_AFTER_S));

    // The two users keep asking for more streams while others sign in, sign out and ask for health.
    const attack = Array.from({ length: 120 }, (_, i) => call(server, 'GET', '/api/events', { token: i % 2 ? anna.token : ben.token }));
    const health = Array.from({ length: 20 }, () => call(server, 'GET', '/api/health'));
    const signIns = (async () => {
      const answered: number[] = [];
      for (let cycle = 0; cycle < 3; cycle += 1) {
        const token = await loginAs(server, carl.username, passwordOf(carl));
        answered.push((await call(server, 'GET', '/api/auth/me', { token })).status);
        answered.push((await call(server, 'POST', '/api/auth/logout', { token, body: {} })).status);
      }
      return answered;
    })();
    const [attacked, healthy, signedInAndOut] = await Promise.all([Promise.all(attack), Promise.all(health), signIns]);
    expect(new Set(attacked.map((a) => a.status))).toEqual(new Set([429]));
    expect(healthy.map((h) => h.status)).toEqual(Array(20).fill(200));
    expect(signedInAndOut).toEqual(Array(6).fill(200));
    expect(server.services.liveStreams.count()).toBe(PER_INSTANCE);
    await closeAll();
  });
});

describe('a change re-checks only the streams it concerns', () => {
  /**
   * Ben's sessions are deleted behind the server's back (as a sign-out on another instance would
   * be): his token is no longer good, but nothing tells his stream. A stream that checks its token
   * ends, so Ben's stream staying open proves it was not checked.
   */
  async function benSignedOutUnannounced(): Promise<EventStreamClient> {
    const token = await loginAs(server, ben.username, passwordOf(ben));
    const benStream = await stream(token);
    await sqlRows(server, 'DELETE FROM sessions WHERE user_id = ?', ben.id);
    expect((await call(server, 'GET', '/api/auth/me', { token })).status).toBe(401);
    return benStream;
  }

  it('a sign-out re-checks the streams of that token only: the others stay open and hear the next change', async () => {
    const annaOther = await loginAs(server, anna.username, passwordOf(anna));
    const [annaKept, annaSigningOut] = await Promise.all([stream(anna.token), stream(annaOther)]);
    const benStream = await benSignedOutUnannounced();

    expect((await call(server, 'POST', '/api/auth/logout', { token: annaOther, body: {} })).status).toBe(200);
    await annaSigningOut.ended;

    await changeEveryoneSees();
    expect(await annaKept.next()).toEqual({ type: 'risks' });
    expect(await benStream.next()).toEqual({ type: 'risks' });
    await closeAll();
  });

  it('a user changed or signed out everywhere by an admin re-checks that user\'s streams only', async () => {
    const annaStream = await stream(anna.token);
    const adminStream = await stream(adminToken);
    const benStream = await benSignedOutUnannounced();

    // A users event naming Carl: nobody's token but Carl's is looked at again; the admin hears of it.
    expect((await call(server, 'PUT', `/api/admin/users/${carl.id}`, { token: adminToken, body: { full_name: 'Carl Changed' } })).status).toBe(200);
    expect(await adminStream.next()).toEqual({ type: 'users' });

    // Anna's password reset: a users event naming her and a revocation of her sessions end her stream.
    const reset = await call(server, 'PUT', `/api/admin/users/${anna.id}/reset-password`, {
      token: adminToken, body: { password: passwordOf(anna), force_password_change: false },
    });
    expect(reset.status).toBe(200);
    await annaStream.ended;
    expect(await adminStream.next()).toEqual({ type: 'users' });

    await changeEveryoneSees();
    expect(await benStream.next()).toEqual({ type: 'risks' });
    expect(await adminStream.next()).toEqual({ type: 'risks' });
    await closeAll();
  });

  it('a users event without a user id, as an instance of the earlier release publishes it, re-checks every stream', async () => {
    const benStream = await benSignedOutUnannounced();
    // Anna signs in again: the password reset above signed her out everywhere.
    const annaStream = await stream(await loginAs(server, anna.username, passwordOf(anna)));
    await server.services.events.publish({ type: 'users' });
    await benStream.ended;
    await changeEveryoneSees();
    expect(await annaStream.next()).toEqual({ type: 'risks' });
    await closeAll();
  });
});
