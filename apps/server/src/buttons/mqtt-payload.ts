import type { ButtonGesture } from '@bandeja/contract';
import type { DeviceReport } from './device-health.ts';

/**
 * What an MQTT button's message says (docs/hardware.md, "Zigbee buttons"): a press and its
 * gesture, what the device reports about itself, both, or neither. Pure: no I/O.
 *
 * - zigbee2mqtt's JSON: `action` `single` / `double` / `hold` or `long` (and the common `on`, `off`,
 *   `toggle`, `press` as a single press); `battery` (percent), `linkquality`, `voltage` (mV).
 *   A message with an empty or no `action` is a report only (zigbee2mqtt sends one now and then).
 * - Tasmota: `{"Button1":{"Action":"SINGLE"}}` (`DOUBLE`, `HOLD`).
 * - Shelly (Gen2 scripts and events): `event` `single_push` / `double_push` / `long_push`.
 * - Plain text: `SINGLE`, `DOUBLE`, `HOLD`, `LONG` (any case; also `press`, `on`, `off`, `toggle`).
 * - A device's `rssi` (Wi-Fi, dBm) is its signal.
 */
export type ButtonMessage =
  | { kind: 'press'; gesture: ButtonGesture; report: DeviceReport }
  | { kind: 'report'; report: DeviceReport }
  | { kind: 'unknown' };

/** Longer messages are not a button's (zigbee2mqtt's are a few hundred bytes). */
export const MQTT_PAYLOAD_MAX_BYTES = 4096;

const GESTURE_WORDS: Record<string, ButtonGesture> = {
  single: 'single',
  press: 'single',
  on: 'single',
  off: 'single',
  toggle: 'single',
  click: 'single',
  single_push: 'single',
  double: 'double',
  double_push: 'double',
  hold: 'long',
  long: 'long',
  long_push: 'long',
};

function gestureOf(word: unknown): ButtonGesture | null | undefined {
  if (typeof word !== 'string') return undefined;
  const trimmed = word.trim().toLowerCase();
  if (trimmed === '') return undefined;
  return GESTURE_WORDS[trimmed] ?? null;
}

function finite(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function reportOf(fields: Record<string, unknown>): DeviceReport {
  const report: DeviceReport = {};
  const battery = finite(fields.battery);
  if (battery !== null) report.battery = Math.round(Math.min(100, Math.max(0, battery)));
  const linkquality = finite(fields.linkquality);
  const rssi = finite(fields.rssi) ?? finite(fields.RSSI);
  if (linkquality !== null) report.signal = { kind: 'linkquality', value: Math.round(linkquality) };
  else if (rssi !== null) report.signal = { kind: 'rssi', value: Math.round(rssi) };
  const voltage = finite(fields.voltage);
  // zigbee2mqtt reports millivolts; a few devices send volts (3.0).
  if (voltage !== null && voltage > 0)
    report.voltageMv = Math.round(voltage < 100 ? voltage * 1000 : voltage);
  return report;
}

function hasReport(report: DeviceReport): boolean {
  return report.battery !== undefined || report.signal !== undefined || report.voltageMv !== undefined;
}

/** The gesture a JSON object names: `action`, Shelly's `event`, or Tasmota's `ButtonN.Action`. */
function jsonGesture(fields: Record<string, unknown>): ButtonGesture | null | undefined {
  const direct = gestureOf(fields.action) ?? gestureOf(fields.event);
  if (direct !== undefined) return direct;
  for (const [key, value] of Object.entries(fields)) {
    if (/^Button\d*$/i.test(key) && isRecord(value)) return gestureOf(value.Action ?? value.action);
  }
  return undefined;
}

export function readButtonMessage(payload: Buffer): ButtonMessage {
  if (payload.length === 0 || payload.length > MQTT_PAYLOAD_MAX_BYTES) return { kind: 'unknown' };
  const text = payload.toString('utf8').trim();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = text;
  }
  if (typeof parsed === 'string') {
    const gesture = gestureOf(parsed);
    return gesture ? { kind: 'press', gesture, report: {} } : { kind: 'unknown' };
  }
  if (!isRecord(parsed)) return { kind: 'unknown' };
  const report = reportOf(parsed);
  const gesture = jsonGesture(parsed);
  if (gesture) return { kind: 'press', gesture, report };
  // An action we do not know (a dimmer's 'brightness_move_up'): counted as unknown, not a press.
  if (gesture === null) return { kind: 'unknown' };
  return hasReport(report) ? { kind: 'report', report } : { kind: 'unknown' };
}
