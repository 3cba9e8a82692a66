/**
 * The floor we are measured against: a bare Socket.IO server with the same options, rooms and
 * messages as Bandeja's, and the same press route, but no database, no engine, no validation: a
 * press bumps a counter and broadcasts a score-sized message to the match's room.
 *
 * With REDIS_URL it shares its rooms through the same Redis Streams adapter, with the same options,
 * as Bandeja (apps/server/src/realtime/socket.ts): N of them are the floor of N Bandeja processes.
 * Processes of such a cluster share no counter, so the benchmark names the version each press
 * makes (x-bench-version).
 */
import { createServer } from 'node:http';
import { SOCKET_MAX_PAYLOAD_BYTES, SOCKET_PATH } from '@bandeja/contract';
import { createAdapter } from '@socket.io/redis-streams-adapter';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import { type ChildMessage, MemoryMeter, serveMemory } from './protocol.ts';
import { sampleScore } from './sample-score.ts';

/** Button i presses on match `bare-match-{i / 2}`. */
const matchOfButton = (buttonId: number) =>
  `bare-match-${String(Math.floor((buttonId - 1) / 2)).padStart(4, '0')}`;
const versions = new Map<string, number>();

const server = createServer((request, response) => {
  const match = /^\/api\/buttons\/(\d+)\/press/.exec(request.url ?? '');
  if (request.method !== 'POST' || !match?.[1]) {
    response.writeHead(404).end();
    return;
  }
  request.resume();
  request.on('end', () => {
    const matchId = matchOfButton(Number(match[1]));
    const named = Number(request.headers['x-bench-version']);
    const version = Number.isInteger(named) && named > 0 ? named : (versions.get(matchId) ?? 0) + 1;
    versions.set(matchId, version);
    const score = sampleScore(matchId, version);
    io.to(`match:${matchId}`).emit('scoreUpdate', score);
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        success: true,
        data: { outcome: 'applied', message: 'Press applied', matchId, score },
      }),
    );
  });
});

const io = new Server(server, {
  path: SOCKET_PATH,
  serveClient: false,
  maxHttpBufferSize: SOCKET_MAX_PAYLOAD_BYTES,
  connectionStateRecovery: { maxDisconnectionDuration: 2 * 60 * 1000, skipMiddlewares: true },
});
const redisUrl = process.env.REDIS_URL;
const redis = redisUrl ? createClient({ url: redisUrl }) : null;
if (redis) {
  await redis.connect();
  io.adapter(createAdapter(redis, { onlyPlaintext: true }));
}
io.on('connection', (socket) => {
  socket.on('joinMatch', (payload: { matchId?: unknown }) => {
    if (typeof payload?.matchId !== 'string') return;
    const matchId = payload.matchId;
    void Promise.resolve(socket.join(`match:${matchId}`)).then(() =>
      socket.emit('matchScore', sampleScore(matchId, versions.get(matchId) ?? 0)),
    );
  });
});

server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  serveMemory(new MemoryMeter(), async () => {
    // Closes the sockets and each namespace's adapter (its Redis readers) too.
    await io.close();
    if (redis?.isOpen) await redis.quit();
  });
  const ready: ChildMessage = { type: 'ready', port };
  process.send?.(ready);
});
