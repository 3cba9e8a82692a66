import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

/** Mosquitto says this once every listener is open; it exits instead when a port is taken. */
const RUNNING = / running$/m;
const ADDRESS_IN_USE = /Address already in use/;
/** Its autosave, said every second: noise in the output kept for a failing test. */
const AUTOSAVE = /^.*Saving in-memory database.*\n?/gm;

/**
 * Waits for the broker just spawned to say it runs. Its own words, not a connection to the port:
 * another process listening on the port would accept a connection too, and pass for ours.
 */
function running(child: ChildProcess, output: () => string, timeoutMs = 10_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (error?: Error) => {
      clearTimeout(timer);
      child.stderr?.off('data', check);
      child.off('close', exited);
      if (error) reject(error);
      else resolve();
    };
    const check = () => {
      if (RUNNING.test(output())) done();
    };
    const exited = () => done(new BrokerExited(output()));
    // Only a broker that never starts waits this long (a wedged binary), not a slow machine.
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      done(new Error(`mosquitto did not say it runs within ${timeoutMs} ms:\n${output()}`));
    }, timeoutMs);
    child.stderr?.on('data', check);
    // 'close', not 'exit': its last words (the port taken) are read by then.
    child.once('close', exited);
    check();
  });
}

class BrokerExited extends Error {
  readonly portTaken: boolean;
  constructor(output: string) {
    super(`mosquitto exited before it ran:\n${output}`);
    this.portTaken = ADDRESS_IN_USE.test(output);
  }
}

/**
 * A real Mosquitto 2 on a free port, with its own config in a temporary folder: persistence on (a
 * QoS 1 message it acknowledged survives a restart), and with `auth` (or given `credentials`) a
 * password file made by mosquitto_passwd, anonymous clients refused.
 */
export async function startBroker(
  options: { auth?: boolean; credentials?: { username: string; password: string } } = {},
): Promise<Broker> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bandeja-mosquitto-'));
  let port = 0;
  const credentials =
    options.credentials ?? (options.auth ? { username: 'bandeja', password: 'broker-pass-0123' } : null);
  const lines = [
    'persistence true',
    `persistence_location ${dir}/`,
    'autosave_interval 1',
    // Not stdout: a pipe buffers it, and the line that says it runs would come late.
    'log_dest stderr',
    'log_type error',
    'log_type warning',
    'log_type notice',
    // For the line that says it runs (see running()).
    'log_type information',
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
  const writeConfig = () =>
    writeFileSync(configFile, `${[`listener ${port} 127.0.0.1`, ...lines].join('\n')}\n`);
  let child: ChildProcess | null = null;
  let output = '';
  const start = async () => {
    writeConfig();
    const started = spawn(MOSQUITTO, ['-c', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    let ownOutput = '';
    const keep = (chunk: Buffer) => {
      const text = chunk.toString().replace(AUTOSAVE, '');
      ownOutput += text;
      output = (output + text).slice(-20_000);
    };
    started.stdout?.on('data', keep);
    started.stderr?.on('data', keep);
    child = started;
    await running(started, () => ownOutput);
  };
  // Mosquitto cannot pick a port itself (`listener 0` is a Unix socket): a free port is chosen, and
  // another one if a process took it before the broker could. A restart keeps its port (clients
  // reconnect to it) and fails clearly if the port was taken meanwhile.
  for (let attempt = 1; ; attempt += 1) {
    port = await freePort();
    try {
      await start();
      break;
    } catch (error) {
      if (!(error instanceof BrokerExited && error.portTaken) || attempt === 5) {
        rmSync(dir, { recursive: true, force: true });
        throw error;
      }
    }
  }
  const stop = async () => {
    const broker = child;
    child = null;
    if (!broker || broker.exitCode !== null) return;
    const exited = once(broker, 'exit');
    broker.kill('SIGTERM');
    await exited;
  };
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
