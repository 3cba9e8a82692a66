import { describe, expect, it } from 'vitest';
import { readButtonMessage } from './mqtt-payload.ts';

const read = (payload: string) => readButtonMessage(Buffer.from(payload));

describe('readButtonMessage (docs/api.md "MQTT buttons")', () => {
  it.each([
    ['{"action":"single"}', 'single'],
    ['{"action":"double"}', 'double'],
    ['{"action":"hold"}', 'long'],
    ['{"action":"long"}', 'long'],
    ['{"action":"on"}', 'single'],
    ['{"action":"off"}', 'single'],
    ['{"action":"toggle"}', 'single'],
    ['{"action":"press"}', 'single'],
    ['{"Button1":{"Action":"SINGLE"}}', 'single'],
    ['{"Button2":{"Action":"DOUBLE"}}', 'double'],
    ['{"Button1":{"Action":"HOLD"}}', 'long'],
    ['{"event":"long_push"}', 'long'],
    ['SINGLE', 'single'],
    ['double', 'double'],
    [' HOLD\n', 'long'],
    ['"single"', 'single'],
  ])('reads %s as a %s press', (payload, gesture) => {
    expect(read(payload)).toMatchObject({ kind: 'press', gesture });
  });

  it('keeps what zigbee2mqtt reports beside the action: battery, link quality, voltage', () => {
    expect(read('{"action":"single","battery":87,"linkquality":120,"voltage":2900}')).toEqual({
      kind: 'press',
      gesture: 'single',
      report: { battery: 87, signal: { kind: 'linkquality', value: 120 }, voltageMv: 2900 },
    });
    expect(read('{"battery":150,"rssi":-67,"voltage":3.1}')).toEqual({
      kind: 'report',
      report: { battery: 100, signal: { kind: 'rssi', value: -67 }, voltageMv: 3100 },
    });
    expect(read('{"action":"","battery":40}')).toEqual({ kind: 'report', report: { battery: 40 } });
  });

  it.each([
    '',
    '{not json',
    '{"action":"brightness_move_up"}',
    '{"Button1":{"Action":"TRIPLE"}}',
    '42',
    '[1,2]',
    'null',
    '{}',
    'hello',
    'x'.repeat(5000),
  ])('finds no press and no report in %j', (payload) => {
    expect(read(payload)).toEqual({ kind: 'unknown' });
  });
});
