/** Entry for `npm run platform`: listen on 127.0.0.1:PLATFORM_PORT. */
import { ConfigError, loadConfig } from './config.js';
import { buildServer } from './server.js';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildServer({ config, watchRealms: true });
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  if (config.outboxApi && config.outboxToken) {
    // Development only: the mail outbox answers loopback callers that show this token (or an editor's).
    console.log(
      `Mail outbox: GET http://127.0.0.1:${config.port}/dev/outbox with header X-Outbox-Token: ${config.outboxToken} (kept in ${config.dataDir === 'memory://' ? 'memory' : `${config.dataDir}/outbox-token`})`,
    );
  }
}

main().catch((error) => {
  // Start-up failures are usually environmental (port taken, data folder locked, database
  // down): say what failed first; the stack only helps when it is a bug.
  console.error(`Platform failed to start: ${error instanceof Error ? error.message : String(error)}`);
  if (error instanceof Error && process.env.LOG_LEVEL === 'debug') console.error(error.stack);
  process.exit(1);
});
