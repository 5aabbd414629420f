/** Ports for a scale set started by a test or a benchmark: a block of free loopback ports. */
import net from 'node:net';
import type { ScalePorts } from './stack';

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** 20 consecutive ports from `base` (SCALE_TEST_PORT when set, else a free block found at random), laid out as start:scale does. */
export async function scalePorts(base = Number(process.env.SCALE_TEST_PORT) || 0): Promise<ScalePorts> {
  const layout = (b: number): ScalePorts => ({ web: b, platform: b + 1, webBase: b + 2, platformBase: b + 10, psp: b + 18, postgres: b + 19 });
  if (base) return layout(base);
  for (let attempt = 0; attempt < 50; attempt++) {
    const candidate = 20_000 + Math.floor(Math.random() * 30_000);
    let free = true;
    for (let port = candidate; port < candidate + 20 && free; port++) free = await portFree(port);
    if (free) return layout(candidate);
  }
  throw new Error('no block of 20 free ports found');
}
