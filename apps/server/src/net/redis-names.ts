/**
 * Every name this server gives a thing in Redis, under one prefix (REDIS_PREFIX, default
 * `bandeja`; docs/operations.md): two deployments (or two test runs) sharing one Redis keep
 * their scores, rooms and MQTT leases apart. Pub/Sub channels are not per database, so a
 * database number in REDIS_URL alone would not separate them.
 */
export interface RedisNames {
  /** Pub/Sub: each process's committed score changes, to the others (realtime/fan-out.ts). */
  scoreChannel: string;
  /** The Socket.IO Redis Streams adapter's stream and its sessions' keys (realtime/socket.ts). */
  socketStream: string;
  socketSessionPrefix: string;
  /** The lease on a shared MQTT session and the press ids of its packets (buttons/mqtt-lease.ts). */
  mqttSession(sessionId: string): string;
  mqttPacket(sessionId: string, packetKey: string): string;
  /** Pub/Sub: a process changed the MQTT bindings; the others read them again. */
  bindingsChannel: string;
}

export const DEFAULT_REDIS_PREFIX = 'bandeja';

export function redisNames(prefix: string): RedisNames {
  return {
    scoreChannel: `${prefix}:score-changes`,
    socketStream: `${prefix}:socket.io`,
    socketSessionPrefix: `${prefix}:socket.io-session:`,
    mqttSession: (sessionId) => `${prefix}:mqtt:session:${sessionId}`,
    mqttPacket: (sessionId, packetKey) => `${prefix}:mqtt:packet:${sessionId}:${packetKey}`,
    bindingsChannel: `${prefix}:mqtt:bindings-changed`,
  };
}
