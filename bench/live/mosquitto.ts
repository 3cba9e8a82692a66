import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { sleep } from './harness.ts';

/** Debian's mosquitto, as the API tests start it (apps/server/test/mosquitto.ts). */
const MOSQUITTO = process.env.MOSQUITTO_PATH ?? '/usr/sbin/mosquitto';

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  await once(server, 'close');
  return typeof address === 'object' && address ? address.port : 0;
}

/** A Mosquitto on a free port for the MQTT path of the benchmark, and a device publishing to it. */
export async function startBenchBroker(): Promise<{
  url: string;
  device(): Promise<MqttClient>;
  stop(): Promise<void>;
}> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-bench-mosquitto-'));
  const port = await freePort();
  const lines = [`listener ${port} 127.0.0.1`, 'allow_anonymous true', 'persistence false'];
  if (process.getuid?.() === 0) lines.push('user root');
  writeFileSync(path.join(dir, 'mosquitto.conf'), `${lines.join('\n')}\n`);
  const child: ChildProcess = spawn(MOSQUITTO, ['-c', path.join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  await sleep(300);
  const url = `mqtt://127.0.0.1:${port}`;
  return {
    url,
    device: async () => {
      const client = mqtt.connect(url, { protocolVersion: 5 });
      await new Promise<void>((resolve, reject) => {
        client.once('connect', () => resolve());
        client.once('error', reject);
      });
      return client;
    },
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
