import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { verifySecret } from '../common/password';
import type { Transaction } from '../database/database.types';
import { uniqueViolation } from '../database/pg-error';
import type { UserRow } from '../database/schema';
import { MailService } from '../mail/mail.service';
import { emailChangedMail } from '../mail/mail.templates';
import { storageUnavailable } from '../common/common.errors';
import { PendingObjects, PendingObjectSweptError } from '../storage/pending-objects';
import { StorageService } from '../storage/storage.service';
import type { ObjectStream } from '../storage/storage.types';
import type { FastifyRequest } from 'fastify';
import { AVATAR_NAME_PATTERN, avatarKey, decodeImageDataUrl, isDataUrl, type ImageType } from './avatar';
import { storeAvatarUpload } from './avatar-upload';
import type { UpdateProfileDto } from './dto/update-profile.dto';
import type { UserAccount } from './dto/user-account.dto';
import type { UserDto } from './dto/user.dto';
import { parseListParams } from '../common/react-admin/list-params';
import { ProfilePatch, USER_FILTERS, USER_SORT, UsersRepository } from './users.repository';
import { presentUser } from './user.presenter';
import { baseUsername, usernameCandidate } from './username';
import {
  AccountField,
  accountExists,
  avatarNotFound,
  currentPasswordRequired,
  informationIncomplete,
  ownRole,
  passwordNotSet,
  userNotFound,
  usernameReadOnly,
  wrongCurrentPassword,
} from './users.errors';

/** What complete-registration requires (the fields the profile overlay marks as required). */
const REQUIRED_PROFILE_FIELDS = ['fullName', 'mobileNumber', 'college'] as const;

/**
 * Owns user profiles: account look-ups for the auth module, profile edits, avatars and points.
 * Exported for AuthModule (accounts, profiles, username rules) and the documents module (awardPoints).
 */
@Injectable()
export class UsersService {
  private readonly logger = new Logger('Users');

  constructor(
    private readonly repository: UsersRepository,
    private readonly storage: StorageService,
    private readonly pending: PendingObjects,
    private readonly mail: MailService,
  ) {}

  /** Admin console list (react-admin sort/range/filter: q, isAdmin, id for getMany). */
  async listForAdmin(query: { sort?: string; range?: string; filter?: string }) {
    const params = parseListParams(query, USER_SORT, USER_FILTERS);
    const { rows, total } = await this.repository.list(params);
    return { rows: rows.map(presentUser), total, start: params.range?.start ?? 0 };
  }

  /** Grants or withdraws the admin role; admins cannot change their own (no lock-out). */
  async setAdmin(actorId: string, id: string, isAdmin: boolean): Promise<UserDto> {
    if (actorId === id) throw ownRole();
    const row = await this.repository.setAdmin(id, isAdmin);
    if (!row) throw userNotFound();
    this.logger.log(`User ${id} is ${isAdmin ? 'now' : 'no longer'} an admin (by ${actorId})`);
    return presentUser(row);
  }

  /** The account of a user id (the auth guard reads it on every request); undefined when there is none. */
  findAccount(id: string): Promise<UserAccount | undefined> {
    return this.repository.findAccountById(id);
  }

  findAccountByEmail(email: string): Promise<UserAccount | undefined> {
    return this.repository.findAccountByEmail(email);
  }

  findAccountByGoogleId(googleId: string): Promise<UserAccount | undefined> {
    return this.repository.findAccountByGoogleId(googleId);
  }

  /** Like findAccount, but 404 USER.NOT_FOUND when there is none. */
  async getAccount(id: string): Promise<UserAccount> {
    const account = await this.repository.findAccountById(id);
    if (!account) throw userNotFound();
    return account;
  }

  /** The account with this e-mail (case-insensitive), or 404 USER.NOT_FOUND. */
  async getAccountByEmail(email: string): Promise<UserAccount> {
    const account = await this.repository.findAccountByEmail(email);
    if (!account) throw userNotFound();
    return account;
  }

  /** Before a registration: 409 USER.EXISTS when the e-mail (checked first) or the username is taken. */
  async assertAvailable(email: string, username: string): Promise<void> {
    const [byEmail, byUsername] = await Promise.all([
      this.repository.findAccountByEmail(email),
      this.repository.findAccountByUsername(username),
    ]);
    if (byEmail) throw accountExists('email');
    if (byUsername) throw accountExists('username');
  }

  async isUsernameTaken(username: string): Promise<boolean> {
    return (await this.repository.findAccountByUsername(username)) !== undefined;
  }

  /**
   * Valid usernames to try, in order, for an account named after a display name or an e-mail's
   * local part (Google sign-in): the derived name, name2 … name40, then ten random suffixes.
   */
  usernameCandidates(...sources: (string | undefined)[]): string[] {
    const base = baseUsername(...sources);
    return Array.from({ length: 50 }, (_unused, i) =>
      i < 40 ? usernameCandidate(base, i + 1) : usernameCandidate(base, 1000 + Math.floor(Math.random() * 9e6)),
    );
  }

  /**
   * Which unique rule of the users table a failed insert or update broke: 'username', or 'email'
   * for any other (the e-mail or the Google id); undefined when the error is not a unique violation.
   */
  takenField(error: unknown): AccountField | undefined {
    const constraint = uniqueViolation(error);
    if (constraint === undefined) return undefined;
    return constraint.includes('username') ? 'username' : 'email';
  }

  async getProfile(id: string): Promise<UserDto> {
    const row = await this.repository.findById(id);
    if (!row) throw userNotFound();
    return presentUser(row);
  }

  /**
   * Profile edit. Decisions:
   * - username is read-only: echoing the current one is fine, a different value is 400
   *   USER.USERNAME_READ_ONLY (nothing is changed).
   * - a new e-mail needs the account's current password (`currentPassword`: missing 400
   *   USER.CURRENT_PASSWORD_REQUIRED, wrong 401 AUTH.WRONG_PASSWORD), so a stolen session alone
   *   cannot move the account (and its reset codes) to another mailbox. An account without a
   *   password (Google sign-in only) must set one first through "Forgot Password" (400
   *   USER.PASSWORD_NOT_SET). The old address is told of the change.
   * - a new e-mail must be unused (409 USER.EXISTS) and sets isVerified = false: the e-mail is
   *   the login identity and where reset codes go, so the new address has to be proven. The
   *   client then treats the user as signed out; logging in again re-sends a code to the new
   *   address (resend-verfication-email) and /verify-otp completes it.
   * - clearing a required field (fullName, mobileNumber, college) makes the information
   *   incomplete again, so the profile overlay reappears.
   */
  async updateProfile(id: string, dto: UpdateProfileDto): Promise<UserDto> {
    const current = await this.repository.findById(id);
    if (!current) throw userNotFound();
    if (dto.username != null && dto.username !== current.username) {
      throw usernameReadOnly();
    }

    const patch: ProfilePatch = {};
    for (const field of ['fullName', 'course', 'year', 'college', 'mobileNumber'] as const) {
      const value = dto[field];
      if (value !== undefined) patch[field] = value;
    }
    const newEmail =
      dto.email != null && dto.email.toLowerCase() !== current.email.toLowerCase() ? dto.email : undefined;
    if (newEmail !== undefined) {
      // Before anything else: without the password, nothing (not even "taken") is revealed.
      await this.confirmPassword(current, dto.currentPassword);
      const owner = await this.repository.findByEmail(newEmail);
      if (owner && owner.id !== id) throw accountExists('email');
      patch.email = newEmail;
      patch.isVerified = false;
    }
    const merged = { ...current, ...patch };
    if (REQUIRED_PROFILE_FIELDS.some((field) => !merged[field])) patch.isInformationComplete = false;

    let newAvatarKey: string | undefined;
    if (dto.avatar && isDataUrl(dto.avatar)) {
      const image = decodeImageDataUrl(dto.avatar);
      const key = newAvatarKeyFor(id, image);
      // Recorded as pending before it is written (storage/pending-objects.ts), settled with the profile.
      await this.pending.begin(key);
      newAvatarKey = key;
      try {
        await this.storage.put(key, Readable.from([image.bytes]), {
          contentType: image.mime,
          size: image.bytes.length,
        });
      } catch (error) {
        await this.pending.abandon(key);
        throw error;
      }
      patch.avatarKey = newAvatarKey;
    }

    // The old address hears of a new one: the notice is queued with the change, through the outbox.
    const tellOldAddress =
      newEmail === undefined
        ? undefined
        : (tx: Transaction, updated: UserRow) =>
            this.mail.sendInTransaction(tx, emailChangedMail(current.email, current.username, updated.email));
    const alsoInTransaction =
      newAvatarKey === undefined
        ? tellOldAddress
        : async (tx: Transaction, updated: UserRow) => {
            await this.swapAvatarInTransaction(tx, newAvatarKey, current.avatarKey);
            await tellOldAddress?.(tx, updated);
          };
    let row: UserRow | undefined;
    try {
      row = Object.keys(patch).length > 0 ? await this.repository.updateProfile(id, patch, alsoInTransaction) : current;
    } catch (error) {
      if (newAvatarKey) await this.pending.abandon(newAvatarKey);
      if (uniqueViolation(error) !== undefined) throw accountExists('email');
      if (error instanceof PendingObjectSweptError) throw storageUnavailable();
      throw error;
    }
    if (!row) {
      if (newAvatarKey) await this.pending.abandon(newAvatarKey);
      throw userNotFound();
    }
    if (newAvatarKey && current.avatarKey) await this.pending.abandon(current.avatarKey);
    if (newEmail !== undefined) {
      this.logger.log(`User ${id} changed their e-mail`);
      this.mail.flush();
    }
    return presentUser(row);
  }

  private async confirmPassword(user: UserRow, currentPassword: string | undefined): Promise<void> {
    if (!user.passwordHash) {
      throw passwordNotSet();
    }
    if (!currentPassword) {
      throw currentPasswordRequired();
    }
    if (!(await verifySecret(user.passwordHash, currentPassword))) {
      // A wrong current password counts like a wrong login: enough of them and logins need a code.
      await this.repository.recordPasswordFailure(user.id);
      throw wrongCurrentPassword();
    }
  }

  /** Marks the information complete when fullName, mobileNumber and college are present. */
  async completeRegistration(id: string): Promise<UserDto> {
    const current = await this.repository.findById(id);
    if (!current) throw userNotFound();
    const missing = REQUIRED_PROFILE_FIELDS.filter((field) => !current[field]);
    if (missing.length > 0) {
      throw informationIncomplete(missing);
    }
    if (current.isInformationComplete) return presentUser(current);
    const row = await this.repository.updateProfile(id, { isInformationComplete: true });
    if (!row) throw userNotFound();
    return presentUser(row);
  }

  /**
   * Adds points to a user's balance (the documents module awards +10 per successful upload and
   * takes them back, in the deletion's transaction `tx`, when the document is deleted). A negative
   * amount deducts, but the balance never goes below zero. Returns the new balance.
   */
  async awardPoints(userId: string, points: number, tx?: Transaction): Promise<number> {
    if (!Number.isInteger(points)) throw new Error(`awardPoints: points must be an integer, got ${points}`);
    const balance = await this.repository.addPoints(userId, points, tx);
    if (balance === undefined) throw userNotFound();
    this.logger.debug(`Points ${points >= 0 ? '+' : ''}${points} for ${userId} (now ${balance})`);
    return balance;
  }

  /**
   * PUT /api/users/avatar: streams the multipart file part to storage (avatar-upload.ts), then
   * points the profile at it and deletes the old picture. Nothing is left behind on a failure.
   */
  async replaceAvatar(id: string, request: FastifyRequest): Promise<UserDto> {
    const current = await this.repository.findById(id);
    if (!current) throw userNotFound();
    const stored = await storeAvatarUpload(request, this.storage, this.pending, (type) => newAvatarKeyFor(id, type));
    let row: UserRow | undefined;
    try {
      row = await this.repository.updateProfile(id, { avatarKey: stored.key }, (tx) =>
        this.swapAvatarInTransaction(tx, stored.key, current.avatarKey),
      );
    } catch (error) {
      await this.pending.abandon(stored.key);
      // The sweep took the object (the upload outlasted its grace period): storage's loss, not the client's.
      if (error instanceof PendingObjectSweptError) throw storageUnavailable();
      throw error;
    }
    if (!row) {
      await this.pending.abandon(stored.key);
      throw userNotFound();
    }
    if (current.avatarKey) await this.pending.abandon(current.avatarKey);
    this.logger.debug(
      `User ${id} uploaded an avatar (${stored.info.ext}, ${stored.info.width}×${stored.info.height}, ${stored.bytes} bytes)`,
    );
    return presentUser(row);
  }

  /**
   * In the transaction that points the profile at `newKey`: the new object is named (no longer
   * pending) and the old one, no longer named, is pending until it is deleted after the commit —
   * or by the sweep, should the process die first.
   */
  private async swapAvatarInTransaction(tx: Transaction, newKey: string, oldKey: string | null): Promise<void> {
    await this.pending.settle(tx, newKey);
    if (oldKey) await this.pending.release(tx, oldKey);
  }

  async openAvatar(name: string): Promise<ObjectStream> {
    if (!AVATAR_NAME_PATTERN.test(name)) throw avatarNotFound();
    const key = avatarKey(name);
    const info = await this.storage.stat(key);
    if (!info) throw avatarNotFound();
    return this.storage.get(key);
  }
}

/** Timestamped, never reused names: the served URL can be cached forever. */
const newAvatarKeyFor = (id: string, type: ImageType) =>
  avatarKey(`${id}-${Date.now()}-${randomBytes(4).toString('hex').slice(0, 6)}.${type.ext}`);
