import { Writable } from 'node:stream';
import { healthSchema, MESSAGES, successSchema } from '@bandeja/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClubBrokers } from '../src/buttons/club-brokers.ts';
import { clubs } from '../src/db/schema.ts';
import { createLogger } from '../src/http/logging.ts';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  injectAs,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { startMatch, storedTruth } from './live-helpers.ts';
import { type Broker, connectDevice, startBroker } from './mosquitto.ts';

/**
 * A club's own MQTT broker (docs/hardware.md, docs/api.md "MQTT buttons"): its buttons are heard
 * there only, its password is stored encrypted and never shown, and a broker that refuses the
 * server shows in /api/health. Against two real Mosquittos that require a user and password.
 */
const CLUB_PASSWORD = 'club-broker-Secret-7781';
let globalBroker: Broker;
let clubBroker: Broker;
let t: TestApp;
let globalDevice: MqttClient;
let clubDevice: MqttClient;
let superToken: string;
const logged: string[] = [];
/** Every answer the tests received, searched for the password at the end. */
const answers: string[] = [];

beforeAll(async () => {
  globalBroker = await startBroker({ auth: true });
  clubBroker = await startBroker({ credentials: { username: 'club-norte', password: CLUB_PASSWORD } });
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logged.push(chunk.toString('utf8'));
      callback();
    },
  });
  t = await buildTestApp({
    // The test's brokers are on the loopback, which only the operator's switch allows.
    config: { mqttUrl: globalBroker.url, live: { pressGuardMs: 0 }, clubBrokerPrivateTargets: true },
    logger: createLogger({ level: 'debug', pretty: false, destination }),
  });
  globalDevice = await connectDevice(globalBroker);
  clubDevice = await connectDevice(clubBroker);
  superToken = await tokenFor(t.app, await createUser(t.ctx, 'super_admin'));
});
afterAll(async () => {
  globalDevice?.end(true);
  clubDevice?.end(true);
  await t?.close();
  await globalBroker?.close();
  await clubBroker?.close();
});

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs} ms:\n${clubBroker.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function kept(response: LightMyRequestResponse): LightMyRequestResponse {
  answers.push(response.body);
  return response;
}

async function health() {
  const response = kept(await t.app.inject({ method: 'GET', url: '/api/health' }));
  return successSchema(healthSchema).parse(response.json()).data;
}

/** The club broker's URL as an admin types it: no credentials in it. */
const clubBrokerUrl = () => `mqtt://127.0.0.1:${clubBroker.port}`;

async function clubWithAdmin() {
  const club = await createClub(t.ctx);
  const court = await createCourt(t.ctx, club.id);
  const token = await tokenFor(t.app, await createUser(t.ctx, 'club_admin', { clubId: club.id }));
  return { club, court, token };
}

/** Sets a club's broker, and waits until this process has followed the change (the answer does not). */
async function setBroker(token: string, clubId: number, payload: object) {
  const response = kept(
    await injectAs(t.app, token, { method: 'PUT', url: `/api/clubs/${clubId}/mqtt-broker`, payload }),
  );
  await t.ctx.buttonsChanged();
  return response;
}

async function readClub(token: string, clubId: number) {
  return kept(await injectAs(t.app, token, { method: 'GET', url: `/api/clubs/${clubId}` }));
}

async function bind(token: string, courtId: number, topic: string, action = 'TEAM1_SCORE') {
  const response = kept(
    await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/buttons',
      payload: { name: 'Zigbee', label: action, action, court_id: courtId, mqtt_topic: topic },
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  await t.ctx.buttonsChanged();
}

describe("a club's own MQTT broker", () => {
  it('scores from a message on the club’s broker and not from the same topic on the global broker; the password is stored encrypted and never answered nor logged', async () => {
    const norte = await clubWithAdmin();
    const set = await setBroker(norte.token, norte.club.id, {
      url: clubBrokerUrl(),
      username: 'club-norte',
      password: CLUB_PASSWORD,
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.mqtt_broker).toEqual({
      url: clubBrokerUrl(),
      username: 'club-norte',
      password_set: true,
    });
    const [row] = await t.ctx.db
      .select({ password: clubs.mqttBrokerPassword })
      .from(clubs)
      .where(eq(clubs.id, norte.club.id));
    expect(row?.password).toMatch(/^v1\./);
    expect(row?.password).not.toContain(CLUB_PASSWORD);

    // The same topic on two brokers: norte's button on its own broker, sur's on the global one.
    const topic = `zigbee2mqtt/court-${norte.court.id}`;
    const sur = await clubWithAdmin();
    const surTopic = `zigbee2mqtt/sur-${sur.court.id}`;
    await bind(norte.token, norte.court.id, topic);
    await bind(sur.token, sur.court.id, surTopic);
    const norteMatch = await startMatch(t, norte.court.id);
    const surMatch = await startMatch(t, sur.court.id);
    await until(async () => (await health()).mqttClubBrokersDown === 0);

    // On the global broker, norte's topic first and then sur's: the server takes one message at a
    // time from a broker, in order, so once sur's point is in, norte's message was not heard there.
    await globalDevice.publishAsync(topic, '{"action":"single"}', { qos: 1 });
    await globalDevice.publishAsync(surTopic, '{"action":"single"}', { qos: 1 });
    await until(async () => (await storedTruth(t.ctx, surMatch)).points === 1);
    expect((await storedTruth(t.ctx, norteMatch)).points).toBe(0);
    await clubDevice.publishAsync(topic, '{"action":"single"}', { qos: 1 });
    await until(async () => (await storedTruth(t.ctx, norteMatch)).points === 1);

    // A new URL without a password keeps the stored one; '' clears a field; an empty URL clears all.
    const moved = await setBroker(norte.token, norte.club.id, { url: `${clubBrokerUrl()}/` });
    expect(moved.json().data.mqtt_broker).toMatchObject({ username: 'club-norte', password_set: true });
    const back = await setBroker(norte.token, norte.club.id, { url: clubBrokerUrl() });
    expect(back.json().data.mqtt_broker.password_set).toBe(true);
    expect((await readClub(norte.token, norte.club.id)).json().data.mqtt_broker.password_set).toBe(true);
    kept(await injectAs(t.app, superToken, { method: 'GET', url: '/api/clubs' }));
    kept(await injectAs(t.app, norte.token, { method: 'GET', url: '/api/clubs' }));
    kept(await t.app.inject({ method: 'GET', url: `/api/clubs/${norte.club.id}/branding` }));
    const cleared = await setBroker(norte.token, norte.club.id, { url: '' });
    expect(cleared.json().data.mqtt_broker).toBeNull();
    const [clearedRow] = await t.ctx.db
      .select({ password: clubs.mqttBrokerPassword, username: clubs.mqttBrokerUsername })
      .from(clubs)
      .where(eq(clubs.id, norte.club.id));
    expect(clearedRow).toEqual({ password: null, username: null });

    const everything = `${answers.join('\n')}\n${logged.join('')}`;
    expect(answers.length).toBeGreaterThan(10);
    expect(logged.length).toBeGreaterThan(0);
    expect(everything).not.toContain(CLUB_PASSWORD);
  });

  it('shows a club broker that refuses the password as degraded in /api/health, without its address or credentials, until the right one is set', async () => {
    const { club, token } = await clubWithAdmin();
    const wrong = await setBroker(token, club.id, {
      url: clubBrokerUrl(),
      username: 'club-norte',
      password: 'not-the-password',
    });
    expect(wrong.statusCode).toBe(200);
    // Refused by the broker (the server logs the refusal with the club's id), it is down in health.
    await until(() =>
      logged.some(
        (chunk) =>
          chunk.includes(`"clubId":${club.id}`) &&
          /MQTT broker error.*authori[sz]ed|authori[sz]ed.*MQTT broker error/i.test(chunk),
      ),
    );
    await until(async () => (await health()).mqttClubBrokersDown === 1);
    const response = kept(await t.app.inject({ method: 'GET', url: '/api/health' }));
    expect(response.json().data).toMatchObject({ status: 'degraded', mqtt: 'ok' });
    // A count: the public answer names no club.
    expect(response.json().data.mqttClubBrokersDown).toBe(1);
    expect(Object.keys(response.json().data)).not.toContain('mqttClubsDown');
    expect(response.body).not.toContain(String(clubBroker.port));
    expect(response.body).not.toContain('not-the-password');
    await setBroker(token, club.id, { url: clubBrokerUrl(), password: CLUB_PASSWORD });
    await until(async () => (await health()).mqttClubBrokersDown === 0);
    expect((await health()).status).toBe('ok');
    await setBroker(token, club.id, { url: '' });
  });

  it("refuses another club's admin and a court user (403), and a malformed or over-long setting (400 validation), changing nothing", async () => {
    const norte = await clubWithAdmin();
    const sur = await clubWithAdmin();
    const courtUser = await tokenFor(
      t.app,
      await createUser(t.ctx, 'court_user', { clubId: norte.club.id, courtId: norte.court.id }),
    );
    expect((await setBroker(sur.token, norte.club.id, { url: clubBrokerUrl() })).statusCode).toBe(403);
    expect((await readClub(sur.token, norte.club.id)).statusCode).toBe(403);
    expect((await setBroker(courtUser, norte.club.id, { url: clubBrokerUrl() })).statusCode).toBe(403);
    for (const payload of [
      { url: 'http://127.0.0.1:1883' },
      { url: 'mqtt://' },
      { url: 'not a url' },
      { url: `mqtt://user:${CLUB_PASSWORD}@127.0.0.1:1883` },
      { url: `mqtt://${'a'.repeat(500)}.example:1883` },
      { url: clubBrokerUrl(), password: 'p'.repeat(201) },
      { url: clubBrokerUrl(), username: 'u'.repeat(201) },
      {},
    ]) {
      const refused = await setBroker(norte.token, norte.club.id, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, code: 'validation' });
    }
    expect((await readClub(norte.token, norte.club.id)).json().data.mqtt_broker).toBeNull();
    // A super admin may set it for any club.
    const bySuper = await setBroker(superToken, sur.club.id, { url: 'mqtts://broker.example.com:8883' });
    expect(bySuper.statusCode).toBe(200);
    expect(bySuper.json().data.mqtt_broker).toEqual({
      url: 'mqtts://broker.example.com:8883',
      username: null,
      password_set: false,
    });
    await setBroker(superToken, sur.club.id, { url: '' });
  });

  it('refuses a broker on a private or link-local address unless the operator allows private ones, and never connects to a name that resolves to one', async () => {
    const strictLogged: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        strictLogged.push(chunk.toString('utf8'));
        callback();
      },
    });
    const strict = await buildTestApp({
      config: { live: { pressGuardMs: 0 } },
      logger: createLogger({ level: 'info', pretty: false, destination }),
    });
    try {
      const club = await createClub(strict.ctx);
      const token = await tokenFor(
        strict.app,
        await createUser(strict.ctx, 'club_admin', { clubId: club.id }),
      );
      const put = (url: string) =>
        injectAs(strict.app, token, {
          method: 'PUT',
          url: `/api/clubs/${club.id}/mqtt-broker`,
          payload: { url, username: 'club-norte', password: CLUB_PASSWORD },
        });
      for (const [url, message] of [
        [clubBrokerUrl(), MESSAGES.mqttBrokerAddressPrivate],
        [`mqtt://localhost:${clubBroker.port}`, MESSAGES.mqttBrokerAddressPrivate],
        ['mqtt://10.1.2.3:1883', MESSAGES.mqttBrokerAddressPrivate],
        ['mqtts://169.254.169.254:8883', MESSAGES.mqttBrokerAddressForbidden],
      ] as const) {
        const refused = await put(url);
        expect(refused.statusCode, url).toBe(400);
        expect(refused.json()).toMatchObject({ success: false, message });
      }
      // Allowed private addresses still never include link-local ones (cloud metadata).
      const allowing = await clubWithAdmin();
      const linkLocal = await setBroker(allowing.token, allowing.club.id, {
        url: 'mqtt://169.254.169.254:1883',
      });
      expect(linkLocal.json()).toMatchObject({ message: MESSAGES.mqttBrokerAddressForbidden });
      const [row] = await strict.ctx.db
        .select({ url: clubs.mqttBrokerUrl })
        .from(clubs)
        .where(eq(clubs.id, club.id));
      expect(row?.url).toBeNull();

      // A name that passed (or was stored before the rule) is checked again as the server connects:
      // the right credentials, and still no connection to the loopback.
      await strict.ctx.db
        .update(clubs)
        .set({ mqttBrokerUrl: `mqtt://localhost:${clubBroker.port}`, mqttBrokerUsername: 'club-norte' })
        .where(eq(clubs.id, club.id));
      await strict.ctx.buttonsChanged();
      const strictHealth = async () =>
        successSchema(healthSchema).parse(
          (await strict.app.inject({ method: 'GET', url: '/api/health' })).json(),
        ).data;
      await until(() => strictLogged.some((line) => line.includes('target refused (private address)')));
      expect((await strictHealth()).mqttClubBrokersDown).toBe(1);
    } finally {
      await strict.close();
    }
  });

  it('runs no timed reread without club brokers, and a button edit answers without waiting for the brokers', async () => {
    const quiet = await buildTestApp({ config: { live: { pressGuardMs: 0 } } });
    try {
      const brokers = new ClubBrokers({ ctx: quiet.ctx, log: quiet.app.log, redis: null });
      await brokers.start();
      expect(brokers.polling()).toBe(false);
      const club = await createClub(quiet.ctx);
      await quiet.ctx.db
        .update(clubs)
        .set({ mqttBrokerUrl: 'mqtt://broker.example.com:1883' })
        .where(eq(clubs.id, club.id));
      await brokers.refresh();
      expect(brokers.polling()).toBe(true);
      await quiet.ctx.db.update(clubs).set({ mqttBrokerUrl: null }).where(eq(clubs.id, club.id));
      await brokers.refresh();
      expect(brokers.polling()).toBe(false);
      await brokers.close();

      // Listeners that never finish subscribing: the request still answers.
      quiet.ctx.buttonsChanged = () => new Promise<void>(() => {});
      const court = await createCourt(quiet.ctx, club.id);
      const token = await tokenFor(quiet.app, await createUser(quiet.ctx, 'club_admin', { clubId: club.id }));
      const created = await injectAs(quiet.app, token, {
        method: 'POST',
        url: '/api/buttons',
        payload: {
          name: 'Zigbee',
          label: 'T1',
          action: 'TEAM1_SCORE',
          court_id: court.id,
          mqtt_topic: 'z/quiet',
        },
      });
      expect(created.statusCode).toBe(201);
    } finally {
      await quiet.close();
    }
  });
});
