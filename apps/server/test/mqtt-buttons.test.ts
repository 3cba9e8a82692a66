import { type Button, buttonSchema, healthSchema, MESSAGES, successSchema } from '@bandeja/contract';
import type { MqttClient } from 'mqtt';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_SEEN_RESOLUTION_MS } from '../src/buttons/device-health.ts';
import { MQTT_REPEAT_WINDOW_MS } from '../src/buttons/mqtt-listener.ts';
import type { LiveMessage } from '../src/realtime/bus.ts';
import {
  buildTestApp,
  createClub,
  createCourt,
  createUser,
  injectAs,
  messageOf,
  type TestApp,
  tokenFor,
} from './helpers.ts';
import { startMatch, storedTruth } from './live-helpers.ts';
import { type Broker, connectDevice, startBroker } from './mosquitto.ts';

/**
 * MQTT buttons against a real Mosquitto that requires a user and password (docs/hardware.md):
 * a message is one press through the score writer, whatever the broker, the device or the
 * network repeat.
 */
let broker: Broker;
let t: TestApp;
let device: MqttClient;
let adminToken: string;
let superToken: string;

beforeAll(async () => {
  broker = await startBroker({ auth: true });
  t = await buildTestApp({ config: { mqttUrl: broker.url, live: { pressGuardMs: 0 } } });
  device = await connectDevice(broker);
  superToken = await tokenFor(t.app, await createUser(t.ctx, 'super_admin'));
  await until(async () => (await health()).mqtt === 'ok');
});
afterAll(async () => {
  device?.end(true);
  await t?.close();
  await broker?.close();
});

async function until(check: () => Promise<boolean> | boolean, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) {
      const metric = t.ctx.metrics.registry.getSingleMetric('bandeja_mqtt_messages_total');
      const counts = JSON.stringify((await metric?.get())?.values ?? []);
      throw new Error(`not within ${timeoutMs} ms; MQTT messages ${counts}:\n${broker.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function health() {
  const response = await t.app.inject({ method: 'GET', url: '/api/health' });
  return successSchema(healthSchema).parse(response.json()).data;
}

/** How many MQTT messages this app counted with this outcome (its /metrics counter). */
async function counted(outcome: string): Promise<number> {
  const metric = t.ctx.metrics.registry.getSingleMetric('bandeja_mqtt_messages_total');
  const values = (await metric?.get())?.values ?? [];
  return values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
}

/** Publishes as a device does, and resolves once the broker acknowledged it (QoS 1). */
async function publish(topic: string, payload: string, options: { retain?: boolean } = {}): Promise<void> {
  await device.publishAsync(topic, payload, { qos: 1, retain: options.retain ?? false });
}

/** Publishes and waits until the app counted one more message with `outcome`. */
async function publishCounted(topic: string, payload: string, outcome: string): Promise<void> {
  const before = await counted(outcome);
  await publish(topic, payload);
  await until(async () => (await counted(outcome)) > before);
}

async function clubWithCourt(options: { prefix?: string } = {}) {
  const club = await createClub(t.ctx);
  if (options.prefix) {
    const response = await injectAs(t.app, superToken, {
      method: 'PUT',
      url: `/api/clubs/${club.id}`,
      payload: {
        name: club.name,
        email: club.email,
        phone: club.phone,
        address: club.address,
        mqtt_prefix: options.prefix,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.mqtt_prefix).toBe(options.prefix);
  }
  const court = await createCourt(t.ctx, club.id);
  adminToken = await tokenFor(t.app, await createUser(t.ctx, 'club_admin', { clubId: club.id }));
  return { club, court, token: adminToken };
}

async function bindButton(
  token: string,
  courtId: number,
  body: { action?: string; mqtt_topic: string; double_action?: string | null; long_action?: string | null },
) {
  const response = await injectAs(t.app, token, {
    method: 'POST',
    url: '/api/buttons',
    payload: { name: 'Zigbee', label: body.action ?? 'TEAM1_SCORE', court_id: courtId, ...body },
  });
  // The answer does not wait for the broker's subscription: the test does.
  await t.ctx.buttonsChanged();
  return response;
}

async function boundButton(token: string, courtId: number, action: string, topic: string): Promise<Button> {
  const response = await bindButton(token, courtId, { action, mqtt_topic: topic });
  expect(response.statusCode).toBe(201);
  return buttonSchema.parse(response.json().data.button);
}

async function readButton(token: string, id: number): Promise<Button> {
  const response = await injectAs(t.app, token, { method: 'GET', url: `/api/buttons/${id}` });
  return successSchema(buttonSchema).parse(response.json()).data;
}

describe('MQTT buttons', () => {
  it('scores one point per message (zigbee2mqtt, Tasmota, plain text); a repeated, retained or malformed message or an unknown topic changes nothing', async () => {
    const { court, token } = await clubWithCourt();
    const team1Topic = `zigbee2mqtt/court-${court.id}-team1`;
    const team2Topic = `tasmota/court-${court.id}-team2`;
    // A retained message waits on the broker before the topic is bound: an old press, never scored.
    await publish(team1Topic, '{"action":"single"}', { retain: true });
    const team1 = await boundButton(token, court.id, 'TEAM1_SCORE', team1Topic);
    const team2 = await boundButton(token, court.id, 'TEAM2_SCORE', team2Topic);
    expect(team1).toMatchObject({ mqtt_topic: team1Topic, double_action: 'UNDO', long_action: null });
    const matchId = await startMatch(t, court.id);

    const press = '{"action":"single","battery":87,"linkquality":120,"voltage":2900}';
    await publishCounted(team1Topic, press, 'applied');
    // The same message again (a bridge or a QoS 1 publisher sending it twice): the same press.
    await publishCounted(team1Topic, press, 'duplicate');
    await publishCounted(team2Topic, '{"Button1":{"Action":"SINGLE"}}', 'applied');
    // A topic bound to no button never reaches the server (it subscribes only to bound topics).
    await publish(`zigbee2mqtt/nobody-${court.id}`, '{"action":"single"}');
    await publishCounted(team1Topic, '{not json', 'unknown_payload');
    await publishCounted(team1Topic, '{"action":"brightness_move_up"}', 'unknown_payload');
    let truth = await storedTruth(t.ctx, matchId);
    expect(truth.events.map((event) => [event.kind, 'team' in event ? event.team : null])).toEqual([
      ['point', 'team1'],
      ['point', 'team2'],
    ]);

    // The same payload after the repeat window is a new press; plain text and a double press too.
    // Half a minute on, its sign of life is news even if the first one was written meanwhile.
    t.clock.advance(Math.max(MQTT_REPEAT_WINDOW_MS + 1, LAST_SEEN_RESOLUTION_MS));
    await publishCounted(team1Topic, press, 'applied');
    await publishCounted(team1Topic, 'DOUBLE', 'applied');
    truth = await storedTruth(t.ctx, matchId);
    expect(truth.events.map((event) => event.kind)).toEqual(['point', 'point', 'point', 'undo']);
    expect(truth.snapshot?.view).toEqual(truth.foldedView);

    // Device health: what the message said, and when it was heard (written within a second).
    // The last press's time too: the battery was already written after the first press.
    const heardAt = new Date(t.clock.now()).toISOString();
    await until(async () => (await readButton(token, team1.id)).health.last_seen_at === heardAt);
    const health = (await readButton(token, team1.id)).health;
    expect(health).toMatchObject({
      battery: 87,
      signal: { kind: 'linkquality', value: 120 },
      voltage_mv: 2900,
      warnings: [],
    });
    expect(health.last_seen_at).toBe(new Date(t.clock.now()).toISOString());
    expect((await readButton(token, team2.id)).health.last_seen_at).not.toBeNull();
  });

  it('keeps a low battery sent without a press, and flags it under 20 %', async () => {
    const { court, token } = await clubWithCourt();
    const topic = `zigbee2mqtt/court-${court.id}-battery`;
    const button = await boundButton(token, court.id, 'TEAM1_SCORE', topic);
    await publishCounted(topic, '{"battery":12,"linkquality":40}', 'health');
    await until(async () => (await readButton(token, button.id)).health.battery === 12);
    expect((await readButton(token, button.id)).health.warnings).toEqual(['low_battery']);
  });

  it('binds only plain topics, each to one button; a club with a prefix binds only under it, and no club under another club’s prefix', async () => {
    const norte = await clubWithCourt({ prefix: 'zigbee2mqtt/club-norte/' });
    const sur = await clubWithCourt();
    for (const topic of ['zigbee2mqtt/+/action', 'zigbee2mqtt/#', '$SYS/broker/uptime', '/leading']) {
      const response = await bindButton(sur.token, sur.court.id, { mqtt_topic: topic });
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toBe(MESSAGES.mqttTopicInvalid);
    }
    const outside = await bindButton(norte.token, norte.court.id, { mqtt_topic: 'zigbee2mqtt/club-sur/b1' });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      code: 'mqttTopicOutsidePrefix',
      params: { prefix: 'zigbee2mqtt/club-norte/' },
    });
    const intruder = await bindButton(sur.token, sur.court.id, { mqtt_topic: 'zigbee2mqtt/club-norte/b1' });
    expect(intruder.statusCode).toBe(400);
    expect(messageOf(intruder)).toBe(MESSAGES.mqttTopicOtherClub);
    const own = await bindButton(norte.token, norte.court.id, { mqtt_topic: 'zigbee2mqtt/club-norte/b1' });
    expect(own.statusCode).toBe(201);
    const taken = await bindButton(norte.token, norte.court.id, { mqtt_topic: 'zigbee2mqtt/club-norte/b1' });
    expect(taken.statusCode).toBe(409);
    expect(messageOf(taken)).toBe(MESSAGES.mqttTopicTaken);
    // A club admin cannot give their club a prefix (only super admins edit clubs).
    const selfPrefix = await injectAs(t.app, sur.token, {
      method: 'PUT',
      url: `/api/clubs/${sur.club.id}`,
      payload: {
        name: sur.club.name,
        email: sur.club.email,
        phone: 'x',
        address: 'y',
        mqtt_prefix: 'zigbee2mqtt/',
      },
    });
    expect(selfPrefix.statusCode).toBe(403);
  });

  it('identify mode: each press (MQTT or HTTP) is shown on the court’s room with its gesture and battery, and scores nothing', async () => {
    const { court, token } = await clubWithCourt();
    const topic = `zigbee2mqtt/court-${court.id}-identify`;
    const button = await boundButton(token, court.id, 'TEAM1_SCORE', topic);
    const matchId = await startMatch(t, court.id);
    const shown: LiveMessage[] = [];
    const stop = t.ctx.live.subscribe((message) => {
      if (message.event === 'buttonIdentified') shown.push(message);
    });
    try {
      const on = await injectAs(t.app, token, {
        method: 'POST',
        url: `/api/buttons/court/${court.id}/identify`,
      });
      expect(on.statusCode).toBe(200);
      expect(on.json().data).toMatchObject({ court_id: court.id, buttons: 1 });
      await publishCounted(topic, '{"action":"double","battery":64}', 'identified');
      expect(shown.map((message) => message.payload)).toEqual([
        expect.objectContaining({
          courtId: court.id,
          buttonId: button.id,
          gesture: 'double',
          action: 'UNDO',
          battery: 64,
          via: 'mqtt',
        }),
      ]);
      expect((await storedTruth(t.ctx, matchId)).events).toEqual([]);
      // The court's own tablet may start it too; another club's admin may not.
      const courtUser = await createUser(t.ctx, 'court_user', { clubId: court.clubId, courtId: court.id });
      const byTablet = await injectAs(t.app, await tokenFor(t.app, courtUser), {
        method: 'POST',
        url: `/api/buttons/court/${court.id}/identify`,
      });
      expect(byTablet.statusCode).toBe(200);
      const stranger = (await clubWithCourt()).token;
      const refused = await injectAs(t.app, stranger, {
        method: 'POST',
        url: `/api/buttons/court/${court.id}/identify`,
      });
      expect(refused.statusCode).toBe(403);
      const off = await injectAs(t.app, token, {
        method: 'DELETE',
        url: `/api/buttons/court/${court.id}/identify`,
      });
      expect(off.json().data.until).toBeNull();
      t.clock.advance(MQTT_REPEAT_WINDOW_MS + 1);
      await publishCounted(topic, '{"action":"single"}', 'applied');
      expect((await storedTruth(t.ctx, matchId)).events.map((event) => event.kind)).toEqual(['point']);
    } finally {
      stop();
    }
  });

  it('loses no acknowledged message when the broker restarts mid-match (QoS 1), and reports MQTT degraded meanwhile', async () => {
    const { court, token } = await clubWithCourt();
    const topic = `zigbee2mqtt/court-${court.id}-restart`;
    await boundButton(token, court.id, 'TEAM1_SCORE', topic);
    const matchId = await startMatch(t, court.id);
    await publishCounted(topic, '{"action":"single","n":1}', 'applied');
    await broker.stop();
    await until(async () => (await health()).mqtt === 'down');
    const degraded = await health();
    expect(degraded).toMatchObject({ status: 'degraded', problems: [MESSAGES.healthMqttDown] });
    await broker.start();
    // The device is back first (it retries every 200 ms, the server backs off from 1 s): the
    // broker acknowledges these while the server is still away, and keeps them for its session.
    await until(() => device.connected);
    await publish(topic, '{"action":"single","n":2}');
    await publish(topic, '{"action":"single","n":3}');
    await until(async () => (await storedTruth(t.ctx, matchId)).points === 3, 40_000);
    expect((await health()).mqtt).toBe('ok');
    expect((await storedTruth(t.ctx, matchId)).points).toBe(3);
  });
});

describe('gestures over HTTP', () => {
  it('?gesture picks the button’s action: double undoes a point button by default, long does nothing until set', async () => {
    const { court, token } = await clubWithCourt();
    const created = await injectAs(t.app, token, {
      method: 'POST',
      url: '/api/buttons',
      payload: { name: 'Flic', label: 'Team 2', action: 'TEAM2_SCORE', court_id: court.id },
    });
    expect(created.statusCode).toBe(201);
    const { button, secret } = created.json().data;
    expect(button).toMatchObject({ double_action: 'UNDO', long_action: null, mqtt_topic: null });
    const matchId = await startMatch(t, court.id);
    const pressAs = (gesture?: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/buttons/${button.id}/press${gesture ? `?gesture=${gesture}` : ''}`,
        headers: { 'x-button-key': secret },
      });
    expect((await pressAs()).json().data.outcome).toBe('applied');
    expect((await pressAs('double')).json().data.outcome).toBe('applied');
    const long = await pressAs('long');
    expect(long.statusCode).toBe(200);
    expect(long.json().data).toMatchObject({ outcome: 'no_action', matchId: null, score: null });
    const edited = await injectAs(t.app, token, {
      method: 'PUT',
      url: `/api/buttons/${button.id}`,
      payload: { long_action: 'TEAM1_SCORE', double_action: null },
    });
    expect(edited.json().data).toMatchObject({ long_action: 'TEAM1_SCORE', double_action: null });
    expect((await pressAs('long')).json().data.outcome).toBe('applied');
    expect((await pressAs('double')).json().data.outcome).toBe('no_action');
    expect((await pressAs('triple')).statusCode).toBe(400);
    const truth = await storedTruth(t.ctx, matchId);
    expect(truth.events.map((event) => [event.kind, 'team' in event ? event.team : null])).toEqual([
      ['point', 'team2'],
      ['undo', null],
      ['point', 'team1'],
    ]);
    // Every authenticated press is a sign of life.
    await until(async () => (await readButton(token, button.id)).health.last_seen_at !== null);
  });
});
