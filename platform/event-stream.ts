/**
 * Opening a server-sent event stream on a Fastify reply: the reply is taken over (hijacked),
 * its headers sent at once (no caching, no transforming proxy, no nginx buffering), and what
 * is written afterwards goes out as it comes. Writing after the client left is a no-op.
 */
import type { FastifyReply } from 'fastify';

export function openEventStream(reply: FastifyReply): (text: string) => void {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  return (text: string) => {
    if (!raw.destroyed) raw.write(text);
  };
}
