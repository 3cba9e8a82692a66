import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mqtt, { type MqttClient } from 'mqtt';
import { freePort } from './server-process.ts';

/** Debian's mosquitto (`apt-get install mosquitto`), as .ci/run installs it. */
export const MOSQUITTO = process.env.MOSQUITTO_PATH ?? '/usr/sbin/mosquitto';
const MOSQUITTO_PASSWD = process.env.MOSQUITTO_PASSWD_PATH ?? '/usr/bin/mosquitto_passwd';

export interface Broker {
  port: number;
  /** mqtt://[user:password@]127.0.0.1:port, as MQTT_URL takes it. */
  url: string;
  /** Credentials when the broker requires them. */
  credentials: { username: string; password: string } | null;
  /** Stops the broker (SIGTERM: it writes its persistence file) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port with the same persistence. */
  start(): Promise<void>;
  /** Stops it and removes its files. */
  close(): Promise<void>;
  output(): string;
}

async function listening(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`mosquitto not listening on ${port}`);
}

/**
 * A real Mosquitto 2 on a free port, with its own config in a temporary folder: persistence on
 * (a QoS 1 message it acknowledged survives a restart), and with `auth` (or given `credentials`) a
 * password file made by mosquitto_passwd, anonymous clients refused.
 */
export async function startBroker(
  options: { auth?: boolean; credentials?: { username: string; password: string } } = {},
): Promise<Broker> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-mosquitto-'));
  const port = await freePort();
  const credentials =
    options.credentials ?? (options.auth ? { username: 'bandeja', password: 'broker-pass-0123' } : null);
  const lines = [
    `listener ${port} 127.0.0.1`,
    'persistence true',
    `persistence_location ${dir}/`,
    'autosave_interval 1',
    'log_dest stdout',
    'log_type error',
    'log_type warning',
    'log_type notice',
  ];
  // Started as root, mosquitto would switch to its own user, who cannot read this private folder.
  if (process.getuid?.() === 0) lines.push('user root');
  if (credentials) {
    const passwordFile = path.join(dir, 'passwd');
    writeFileSync(passwordFile, '', { mode: 0o600 });
    execFileSync(MOSQUITTO_PASSWD, ['-b', passwordFile, credentials.username, credentials.password]);
    lines.push('allow_anonymous false', `password_file ${passwordFile}`);
  } else {
    lines.push('allow_anonymous true');
  }
  const configFile = path.join(dir, 'mosquitto.conf');
  writeFileSync(configFile, `${lines.join('\n')}\n`);
  let child: ChildProcess | null = null;
  let output = '';
  const start = async () => {
    const started = spawn(MOSQUITTO, ['-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-20_000);
    };
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    child = started;
    await listening(port);
  };
  const stop = async () => {
    const running = child;
    child = null;
    if (!running || running.exitCode !== null) return;
    const exited = once(running, 'exit');
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  const auth = credentials ? `${credentials.username}:${credentials.password}@` : '';
  return {
    port,
    url: `mqtt://${auth}127.0.0.1:${port}`,
    credentials,
    stop,
    start,
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
    output: () => output,
  };
}

/** A device publishing to the broker (a zigbee2mqtt bridge, a Tasmota or Shelly button). */
export async function connectDevice(broker: Broker): Promise<MqttClient> {
  const client = mqtt.connect(broker.url, { protocolVersion: 5, reconnectPeriod: 200 });
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('error', reject);
  });
  return client;
}
