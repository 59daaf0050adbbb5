import { Inject, Injectable, Logger } from '@nestjs/common';
import { countDistinct, gt, sql } from 'drizzle-orm';
import { Counter, Gauge } from 'prom-client';
import { DATABASE, Database } from '../database/database.types';
import { credentialFailures } from '../database/schema';
import { MetricsService } from '../metrics/metrics.service';
import type { FailureKind } from './auth.repository';
import type { OtpPurpose } from './otp';
import { CREDENTIAL_FAILURE_KINDS, OTP_PURPOSES } from '../database/schema/enums';

const KINDS: readonly FailureKind[] = CREDENTIAL_FAILURE_KINDS;
const PURPOSES: readonly OtpPurpose[] = OTP_PURPOSES;
/** A scrape must answer even when the database hangs. */
const READ_TIMEOUT_MS = 2000;

/**
 * Alerting on guessing spread across accounts (each one staying under its own budget, so no lock
 * and no owner mail): `papershelf_otp_wrong_codes_total{purpose}` counts wrong codes checked by
 * this process, and `papershelf_credential_failure_accounts{kind}` is the number of distinct
 * accounts with a wrong code (or password) in the last hour, read from PostgreSQL at scrape time,
 * so every instance reports the whole deployment's figure. An alert on the gauge (say, wrong
 * reset codes on more than 50 accounts in an hour) catches one address or a botnet working
 * through a list of e-mails.
 */
@Injectable()
export class CredentialFailureMetrics {
  private readonly logger = new Logger('Metrics');
  private readonly wrongCodes: Counter<'purpose'>;

  constructor(
    @Inject(DATABASE) private readonly db: Database,
    metrics: MetricsService,
  ) {
    const registers = [metrics.registry];
    this.wrongCodes = new Counter({
      name: 'papershelf_otp_wrong_codes_total',
      help: 'Wrong one-time codes checked by this process, by purpose',
      labelNames: ['purpose'],
      registers,
    });
    for (const purpose of PURPOSES) this.wrongCodes.inc({ purpose }, 0);
    const accounts = new Gauge({
      name: 'papershelf_credential_failure_accounts',
      help: 'Distinct accounts with a wrong code (by purpose) or a wrong password in the last hour, read at scrape time',
      labelNames: ['kind'],
      registers,
      collect: async () => {
        accounts.reset();
        try {
          const counts = await this.accountsInLastHour();
          for (const kind of KINDS) accounts.set({ kind }, counts.get(kind) ?? 0);
        } catch (error) {
          this.logger.warn(`Credential failures unavailable: ${(error as Error).message}`);
        }
      },
    });
  }

  wrongCode(purpose: OtpPurpose): void {
    this.wrongCodes.inc({ purpose });
  }

  private async accountsInLastHour(): Promise<Map<string, number>> {
    let timer: NodeJS.Timeout | undefined;
    const rows = await Promise.race([
      this.db
        .select({ kind: credentialFailures.kind, accounts: countDistinct(credentialFailures.userId) })
        .from(credentialFailures)
        .where(gt(credentialFailures.createdAt, sql`now() - interval '1 hour'`))
        .groupBy(credentialFailures.kind),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${READ_TIMEOUT_MS} ms`)), READ_TIMEOUT_MS);
      }),
    ]).finally(() => clearTimeout(timer));
    return new Map(rows.map((r) => [r.kind, r.accounts]));
  }
}
