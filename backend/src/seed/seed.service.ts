import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { hashSecret } from '../common/password';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { SeedRepository } from './seed.repository';

/**
 * First start: seeds the demo catalogue into an empty database and makes sure an admin exists.
 * ADMIN_EMAIL (+ ADMIN_PASSWORD) creates or promotes that account; an ADMIN_EMAIL without a
 * password, or no admin at all outside tests, gets a generated password printed once.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SeedRepository,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.run();
  }

  async run(): Promise<void> {
    if (this.config.seedDemo && (await this.repository.catalogueIsEmpty())) {
      await this.repository.insertCatalogue(DEMO_CATALOGUE);
      this.logger.log(`Seeded the demo catalogue (${DEMO_CATALOGUE.length} colleges)`);
    }
    await this.ensureAdmin();
  }

  private async ensureAdmin(): Promise<void> {
    const { email, password } = this.config.admin;
    if (!email) {
      if (this.config.env === 'test' || (await this.repository.anyAdmin())) return;
      await this.createAdmin('admin@papershelf.local', undefined);
      return;
    }
    const existing = await this.repository.findUserByEmail(email);
    if (existing) {
      await this.repository.promote(existing.id, password ? await hashSecret(password) : undefined);
      if (!existing.isAdmin) this.logger.log(`Promoted ${email} to admin`);
      return;
    }
    await this.createAdmin(email, password);
  }

  private async createAdmin(email: string, password: string | undefined): Promise<void> {
    const secret = password ?? randomBytes(12).toString('base64url');
    const base = (email.split('@')[0] ?? 'admin').replace(/[^a-zA-Z0-9_]/g, '').slice(0, 20) || 'admin';
    let username = base;
    for (let n = 2; await this.repository.usernameTaken(username); n += 1) username = `${base}${n}`;
    await this.repository.createAdmin(email, username, await hashSecret(secret));
    if (password) {
      this.logger.log(`Created admin ${email}`);
    } else {
      // Printed once, on creation; it is not stored anywhere in clear text.
      process.stdout.write(`\n  Admin account created: ${email}\n  Password: ${secret}\n  (shown once; set ADMIN_EMAIL/ADMIN_PASSWORD to choose your own)\n\n`);
    }
  }
}
