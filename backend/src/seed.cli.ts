/** `npm run seed`: boots the app context once, which seeds an empty catalogue and the admin. */
import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { AppModule } from './app.module';
import { loadConfig } from './config/app-config';

async function main(): Promise<void> {
  const app = await NestFactory.createApplicationContext(AppModule.forRoot(loadConfig()), {
    logger: ['error', 'warn', 'log'],
  });
  await app.close();
  console.log('Seed complete.');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
