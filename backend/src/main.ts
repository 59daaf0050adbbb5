import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { createApp } from './app.factory';
import { loadConfig } from './config/app-config';
import { ConfigValidationError } from './config/env.validation';

async function bootstrap(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigValidationError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  new Logger('PaperShelf').log(`Listening on ${config.publicUrl} (API docs at ${config.publicUrl}/api/docs)`);
}

bootstrap().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
