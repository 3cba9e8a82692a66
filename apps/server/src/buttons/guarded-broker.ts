import { isIP, connect as tcpConnect } from 'node:net';
import { PassThrough } from 'node:stream';
import { connect as tlsConnect } from 'node:tls';
import { type IClientOptions, MqttClient } from 'mqtt';
import {
  guardedLookup,
  refusalOfLiteralHost,
  type TargetPolicy,
  TargetRefusedError,
} from '../net/targets.ts';

/**
 * An MQTT client for a broker a club admin chose (docs/hardware.md, "One server, several clubs"):
 * every connection, the first and each reconnection, goes only to an address the target policy
 * allows (src/net/targets.ts), checked as it connects, like a webhook delivery: a host that is an
 * IP address before connecting, a name through the lookup the socket connects with (so a name that
 * resolves elsewhere later gains nothing). A refused address is a connection error: the listener
 * logs it and retries with its back-off, and /api/health counts the club's broker as down.
 */
export function guardedBrokerClient(url: string, policy: TargetPolicy, options: IClientOptions): MqttClient {
  const target = new URL(url);
  const secure = target.protocol === 'mqtts:';
  const host = target.hostname.startsWith('[') ? target.hostname.slice(1, -1) : target.hostname;
  const port = Number(target.port || (secure ? 8883 : 1883));
  const lookup = guardedLookup(policy);
  const connectGuarded = () => {
    const refusal = refusalOfLiteralHost(target, policy);
    if (refusal !== null) {
      const refused = new PassThrough();
      process.nextTick(() => refused.destroy(new TargetRefusedError(refusal)));
      return refused;
    }
    if (!secure) return tcpConnect({ host, port, lookup });
    return tlsConnect({ host, port, lookup, ...(isIP(host) === 0 ? { servername: host } : {}) });
  };
  return new MqttClient(connectGuarded, { ...options, protocol: secure ? 'mqtts' : 'mqtt', host, port });
}
