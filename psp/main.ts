/** Entry of the reference payment provider (`tsx psp/main.ts`, started by `npm start`): listens on 127.0.0.1:PSP_PORT. */
import { buildPsp } from './app.js';
import { loadPspConfig, PspConfigError } from './config.js';

async function main() {
  let config;
  try {
    config = loadPspConfig();
  } catch (error) {
    if (error instanceof PspConfigError || (error instanceof Error && error.message.startsWith('PSP_'))) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildPsp(config.options);
  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: closing`);
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ host: config.host, port: config.port });
  console.log(`Payment provider on ${config.options.publicUrl}; webhooks to ${config.options.webhookUrl}`);
}

main().catch((error) => {
  console.error(`Payment provider failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
