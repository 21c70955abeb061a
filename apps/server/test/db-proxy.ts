import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface DbProxy {
  /** The URL of `databaseUrl` through the proxy. */
  url: string;
  /** Resets every connection and refuses new ones until `restore` (the database "going away"). */
  cut(): Promise<void>;
  restore(): Promise<void>;
  /** Connections through the proxy now. */
  connections(): number;
  close(): Promise<void>;
}

/**
 * A TCP proxy between a server process and PostgreSQL, on a port that stays the same across cuts:
 * `latencyMs` delays each chunk each way (a database a few milliseconds away, as across a
 * network, where the same work holds a connection longer than on this machine's loopback).
 */
export async function dbProxy(databaseUrl: string, { latencyMs = 0 } = {}): Promise<DbProxy> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  let port = 0;
  let server: net.Server | null = null;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  // Each direction keeps its order: chunks are delayed by the same time, one timer queue per pipe.
  const pipe = (from: net.Socket, to: net.Socket) =>
    from.on('data', (chunk) => {
      if (latencyMs === 0) to.write(chunk);
      else setTimeout(() => to.destroyed || to.write(chunk), latencyMs);
    });
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 5432), target.hostname);
        track(client);
        track(upstream);
        pipe(client, upstream);
        pipe(upstream, client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  const through = new URL(databaseUrl);
  through.hostname = '127.0.0.1';
  through.port = String(port);
  return {
    url: through.toString(),
    async cut() {
      const closed = new Promise((resolve) => server!.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: () => (server?.listening ? Promise.resolve() : listen()),
    connections: () => sockets.size / 2,
    async close() {
      for (const socket of sockets) socket.destroy();
      if (server?.listening) await new Promise((resolve) => server!.close(resolve));
    },
  };
}
