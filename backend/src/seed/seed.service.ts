import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { APP_CONFIG, AppConfig } from '../config/app-config';
import { hashSecret } from '../common/password';
import { DEMO_CATALOGUE } from './demo-catalogue';
import { SampleDocumentsService } from './sample-documents.service';
import { SeedRepository } from './seed.repository';

/**
 * First start: seeds the demo catalogue into an empty database — with a few sample documents when
 * config.seedSamples (embedded defaults only) — and makes sure an admin exists, one process at a
 * time.
 * ADMIN_EMAIL (+ ADMIN_PASSWORD) creates or promotes that account; an ADMIN_EMAIL without a
 * password, or no admin at all outside tests, gets a generated password printed once.
 *
 * Promoting an existing account ends its sessions (they were opened with fewer rights, maybe by
 * someone else). An account that was never verified may have been registered by a stranger who
 * typed the admin's address: its password is not trusted either, and is replaced by
 * ADMIN_PASSWORD or a generated one printed once.
 */
@Injectable()
export class SeedService implements OnApplicationBootstrap {
  private readonly logger = new Logger('Seed');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly repository: SeedRepository,
    private readonly samples: SampleDocumentsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.run();
  }

  /** Under a database lock: processes starting together must not seed twice or race on the admin. */
  async run(): Promise<void> {
    await this.repository.exclusively(() => this.seed());
  }

  private async seed(): Promise<void> {
    if (this.config.seedDemo && (await this.repository.catalogueIsEmpty())) {
      await this.repository.insertCatalogue(DEMO_CATALOGUE);
      this.logger.log(`Seeded the demo catalogue (${DEMO_CATALOGUE.length} colleges)`);
      // Only with the catalogue just seeded, i.e. into a database that had none and so no
      // documents: a first start. Samples an admin deletes never come back, and an install with
      // a catalogue of its own never gets them. The seed lock makes this once-only across processes.
      if (this.config.seedSamples) await this.samples.seed();
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
      const generated = !existing.isVerified && !password ? randomBytes(12).toString('base64url') : undefined;
      const secret = password ?? generated;
      const endSessions = !existing.isAdmin || !existing.isVerified;
      await this.repository.promote(existing.id, {
        passwordHash: secret ? await hashSecret(secret) : undefined,
        endSessions,
      });
      if (!existing.isAdmin) this.logger.log(`Promoted ${email} to admin`);
      if (endSessions) this.logger.log(`Ended the existing sessions of ${email}`);
      if (generated) this.printPassword(email, generated, 'Admin account verified and promoted');
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
      this.printPassword(email, secret, 'Admin account created');
    }
  }

  /** Printed once; it is not stored anywhere in clear text. */
  private printPassword(email: string, secret: string, what: string): void {
    process.stdout.write(
      `\n  ${what}: ${email}\n  Password: ${secret}\n  (shown once; set ADMIN_EMAIL/ADMIN_PASSWORD to choose your own)\n\n`,
    );
  }
}
