/**
 * PUT /api/users/avatar: the multipart body is read part by part and the first file part is
 * streamed to object storage through an AvatarInspector (magic bytes, size in pixels from the
 * header, byte count), never held whole in memory and never parsed as JSON or base64 on the event
 * loop. Whatever fails — the type, the pixels, the size, a broken body, storage — the object is
 * removed before the refusal is answered: nothing is left behind. The object is recorded as
 * pending (storage/pending-objects.ts) before it is written, so one whose process is killed before
 * the profile names it is deleted by the sweep.
 */
import { Logger } from '@nestjs/common';
import { once } from 'node:events';
import { finished } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppException } from '../common/app-exception';
import { validationFailed } from '../common/validation.pipe';
import type { PendingObjects } from '../storage/pending-objects';
import type { StorageService } from '../storage/storage.service';
import { AVATAR_MAX_BYTES, AvatarInspector, avatarTooLarge, type ImageInfo, type ImageType } from './avatar';
import { malformedMultipart, storageUnavailable } from '../common/common.errors';
import { avatarMultipartRequired } from './users.errors';

const logger = new Logger('Avatar');

export interface StoredAvatar {
  key: string;
  info: ImageInfo;
  bytes: number;
}

/** An error of the multipart body itself (busboy, or the request stream breaking). */
class MalformedBodyError extends Error {
  constructor(reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

/** The database could not record the object as pending: nothing was stored. */
class NotRecordedError extends Error {
  constructor(readonly reason: unknown) {
    super(reason instanceof Error ? reason.message : String(reason));
  }
}

/** Errors the multipart layer answers with their own 4xx (limits, prototype keys, premature close). */
function clientStatus(error: unknown): number | undefined {
  const status = (error as { statusCode?: unknown } | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500 ? status : undefined;
}

function toRefusal(error: unknown): unknown {
  if ((error as { code?: unknown } | undefined)?.code === 'FST_REQ_FILE_TOO_LARGE') return avatarTooLarge();
  if (error instanceof AppException) return error;
  if (error instanceof MalformedBodyError) return malformedMultipart();
  // The database's own error: the exception filter answers it (503 when the database is down).
  if (error instanceof NotRecordedError) return error.reason;
  if (clientStatus(error) !== undefined) return error;
  logger.error(`Storing an avatar failed: ${error instanceof Error ? error.message : String(error)}`);
  return storageUnavailable();
}

/**
 * Reads the request's multipart body and stores its first file part under the key `keyFor`
 * names (given the type, known from the first bytes), recorded as pending first: the caller
 * settles it in the transaction that names it, or abandons it. Exactly one file part is accepted;
 * other fields are ignored. Throws a 4xx AppException (or 503 STORAGE.UNAVAILABLE) after removing
 * whatever was stored.
 */
export async function storeAvatarUpload(
  request: FastifyRequest,
  storage: StorageService,
  pending: PendingObjects,
  keyFor: (type: ImageType) => string,
): Promise<StoredAvatar> {
  if (!request.isMultipart()) throw avatarMultipartRequired();
  let stored: StoredAvatar | undefined;
  let failure: unknown;
  try {
    for await (const part of request.parts({ limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } })) {
      if (part.type === 'field') continue;
      if (stored !== undefined || failure !== undefined) {
        part.file.resume();
        continue;
      }
      try {
        stored = await storePart(part, storage, pending, keyFor);
      } catch (error) {
        // Keep reading (and ignoring) the rest of the body so the answer is not an aborted connection.
        failure = error;
      }
    }
  } catch (error) {
    // Only the parser and the request stream throw here (storing is caught inside the loop).
    failure ??= clientStatus(error) === undefined ? new MalformedBodyError(error) : error;
  }
  if (failure !== undefined) {
    if (stored) await pending.abandon(stored.key);
    throw toRefusal(failure);
  }
  if (!stored) {
    throw validationFailed([{ field: 'avatar', message: 'avatar is required (a PNG, JPEG, WebP or GIF file)' }]);
  }
  return stored;
}

async function storePart(
  part: MultipartFile,
  storage: StorageService,
  pending: PendingObjects,
  keyFor: (type: ImageType) => string,
): Promise<StoredAvatar> {
  const inspector = new AvatarInspector();
  const source = part.file;
  source.on('limit', () => inspector.fail(avatarTooLarge()));
  // finished() also reports a file stream that failed before this point (see document-upload.service.ts).
  finished(source, { writable: false }, (error) => {
    if (error) inspector.fail(clientStatus(error) === undefined ? new MalformedBodyError(error) : error);
  });
  const failed = new Promise<never>((_resolve, reject) => inspector.on('error', reject));
  failed.catch(() => undefined);
  const stop = () => {
    source.unpipe(inspector);
    source.resume();
    inspector.destroy();
  };
  source.pipe(inspector);

  // The object's name carries the type, known from the first bytes: storage starts only then.
  let type: ImageType;
  try {
    [type] = (await once(inspector, 'type')) as [ImageType];
  } catch (error) {
    stop();
    throw inspector.failure ?? error;
  }
  const key = keyFor(type);
  try {
    await pending.begin(key);
  } catch (error) {
    stop();
    throw new NotRecordedError(error);
  }
  const put = storage.put(key, inspector, { contentType: type.mime });
  try {
    await Promise.race([put, failed]);
    if (source.truncated) throw avatarTooLarge();
    const info = inspector.info;
    if (!info) throw new Error('unreachable: the stream ended without the image header');
    return { key, info, bytes: inspector.bytes };
  } catch (error) {
    stop();
    // Let the storage write settle (drivers remove their partial object), then remove ours.
    await Promise.race([put.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    await pending.abandon(key);
    throw inspector.failure ?? error;
  }
}
