import { Global, Inject, Injectable, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { DatabaseClient, openDatabase } from './database.client';
import { DATABASE } from './database.types';

export const DATABASE_CLIENT = Symbol('DATABASE_CLIENT');

/** Closes the pool (or PGlite) when the app shuts down. */
@Injectable()
export class DatabaseLifecycle implements OnApplicationShutdown {
  constructor(@Inject(DATABASE_CLIENT) private readonly client: DatabaseClient) {}
  async onApplicationShutdown(): Promise<void> {
    await this.client.close();
  }
}

/** Owns the database connection: opened and migrated once at boot, shared as one Drizzle instance. */
@Global()
@Module({
  providers: [
    {
      provide: DATABASE_CLIENT,
      inject: [APP_CONFIG],
      useFactory: async (config: AppConfig): Promise<DatabaseClient> => {
        const client = await openDatabase(config.database);
        await client.migrate();
        new Logger('Database').log(
          client.driver === 'pglite' ? `PGlite at ${config.database.pgliteDir}` : 'PostgreSQL (DATABASE_URL)',
        );
        return client;
      },
    },
    { provide: DATABASE, inject: [DATABASE_CLIENT], useFactory: (client: DatabaseClient) => client.db },
    DatabaseLifecycle,
  ],
  exports: [DATABASE, DATABASE_CLIENT],
})
export class DatabaseModule {}
