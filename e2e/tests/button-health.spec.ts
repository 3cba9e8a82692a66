import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { E2E_ADMIN } from '../support/environment.ts';
import { expect, test } from '../support/fixtures.ts';
import { PrivateServer } from '../support/private-server.ts';

/**
 * The admin buttons page with MQTT buttons (docs/hardware.md): a real Mosquitto, a server of the
 * test's own with MQTT_URL, a device publishing zigbee2mqtt's messages. The page shows battery,
 * signal and the warnings; identify mode shows each press there and on the court's TV.
 */
const shot = (name: string) => path.join(import.meta.dirname, '../screenshots', `${name}.png`);

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  return typeof address === 'object' && address ? address.port : 0;
}

async function startMosquitto(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-e2e-mosquitto-'));
  const port = await freePort();
  const lines = [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence false'];
  if (process.getuid?.() === 0) lines.push('user root');
  writeFileSync(path.join(dir, 'mosquitto.conf'), `${lines.join('\n')}\n`);
  const child: ChildProcess = spawn(process.env.MOSQUITTO_PATH ?? '/usr/sbin/mosquitto', [
    '-c',
    path.join(dir, 'mosquitto.conf'),
  ]);
  const url = `mqtt://127.0.0.1:${port}`;
  return {
    url,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function connectDevice(url: string): Promise<MqttClient> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await mqtt.connectAsync(url, { protocolVersion: 5, reconnectPeriod: 0 });
    } catch (error) {
      if (attempt > 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

test.describe('MQTT buttons on the admin buttons page', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows battery, signal, a low battery and a button silent through a booked match; identify mode shows presses on the page and the TV', async ({
    browser,
    playwright,
  }) => {
    // A broker and a server of its own (support/private-server.ts): generous under load.
    test.setTimeout(360_000);
    const broker = await startMosquitto();
    const server = new PrivateServer(60, { MQTT_URL: broker.url });
    const device = await connectDevice(broker.url);
    try {
      await server.start();
      const api = await playwright.request.newContext({ baseURL: server.url });
      const login = await api.post('/api/auth/login', { data: E2E_ADMIN });
      const token = (await login.json()).data.accessToken as string;
      const headers = { authorization: `Bearer ${token}` };
      const club = (
        await (
          await api.post('/api/clubs', {
            headers,
            data: { name: 'Club Norte', email: 'norte@example.com', phone: '1', address: 'Calle 1' },
          })
        ).json()
      ).data;
      const court = (
        await (
          await api.post('/api/courts', {
            headers,
            data: {
              name: 'Pista 1',
              club_id: club.id,
              sport_type: 'PADEL',
              court_user: { username: 'pista1', password: 'pista1-password', name: 'Pista 1' },
            },
          })
        ).json()
      ).data;
      const button = async (name: string, action: string, topic: string) => {
        const response = await api.post('/api/buttons', {
          headers,
          data: { name, label: name, action, court_id: court.id, mqtt_topic: topic },
        });
        expect(response.status()).toBe(201);
        return (await response.json()).data.button;
      };
      const team1 = await button('Pared 1', 'TEAM1_SCORE', 'zigbee2mqtt/pista-1-pareja-1');
      await button('Pared 2', 'TEAM2_SCORE', 'zigbee2mqtt/pista-1-pareja-2');
      const undo = await button('Red', 'UNDO', 'zigbee2mqtt/pista-1-deshacer');
      // A slot booked from 30 minutes ago: a point button not heard since is silent through it.
      const booked = await api.put(`/api/clubs/${club.id}/bookings/rsv-1`, {
        headers,
        data: {
          court_id: court.id,
          starts_at: new Date(Date.now() - 30 * 60 * 1000).toISOString(),
          slot_minutes: 90,
        },
      });
      expect(booked.status()).toBe(201);
      // Team 1's button reports a low battery with its press; the undo button a good one.
      await device.publishAsync(
        'zigbee2mqtt/pista-1-pareja-1',
        JSON.stringify({ action: '', battery: 12, linkquality: 96, voltage: 2600 }),
        { qos: 1 },
      );
      await device.publishAsync(
        'zigbee2mqtt/pista-1-deshacer',
        JSON.stringify({ battery: 87, linkquality: 140 }),
        {
          qos: 1,
        },
      );

      const context = await browser.newContext({
        baseURL: server.url,
        viewport: { width: 1280, height: 800 },
      });
      const page = await context.newPage();
      await page.goto('/login');
      await page.getByLabel('Username').fill(E2E_ADMIN.username);
      await page.getByLabel('Password').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/\/admin/);
      // The page shows a table on a desktop (and cards, hidden, for phones). It reads the health
      // when it opens: opened again until the device's report has arrived (each try given time
      // enough to load on a busy machine).
      const table = page.getByRole('table');
      await expect(async () => {
        await page.goto(`/admin/buttons?court=${court.id}`);
        await expect(table.getByTestId(`button-health-${team1.id}`)).toContainText('Battery 12 %', {
          timeout: 10_000,
        });
      }).toPass({ timeout: 90_000 });
      await expect(table.getByTestId(`button-health-${team1.id}`)).toContainText('Battery low: replace it');
      await expect(table.getByTestId(`button-health-${team1.id}`)).toContainText('Link quality 96');
      await expect(table.getByTestId(`button-health-${undo.id}`)).toContainText('Battery 87 %');
      await expect(table.getByText('Silent during a match on its court')).toHaveCount(1);
      await page.screenshot({ path: shot('admin-buttons-health-desktop'), fullPage: true });

      // Identify mode: the court's TV and the page show each press, and nothing scores.
      const tv = await context.newPage();
      await tv.goto(`/display/court/${court.id}`);
      await page.getByRole('button', { name: 'Identify buttons (2 minutes)' }).click();
      await expect(page.getByRole('button', { name: 'Stop identifying' })).toBeVisible();
      await device.publishAsync(
        'zigbee2mqtt/pista-1-pareja-1',
        JSON.stringify({ action: 'double', battery: 12 }),
        {
          qos: 1,
        },
      );
      await expect(page.getByTestId('identify-panel')).toContainText(
        'Team 1 button — double press — battery 12 %',
      );
      await expect(tv.getByTestId('identify-notice')).toHaveText(
        'Team 1 button — double press — battery 12 %',
      );
      await page.screenshot({ path: shot('admin-buttons-identify-desktop'), fullPage: true });
      await tv.screenshot({ path: shot('display-identify-tv') });
      await context.close();
      await api.dispose();
    } finally {
      device.end(true);
      await server.stop();
      await broker.stop();
    }
  });
});
