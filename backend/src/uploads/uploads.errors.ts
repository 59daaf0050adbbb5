import { notFound } from '../common/app-exception';
import { defineErrorCodes } from '../common/error-codes';

/** Codes of the smart upload's drafts (/api/uploads). */
export const UploadCode = defineErrorCodes('uploads', {
  NOT_FOUND: 'UPLOAD.NOT_FOUND',
});

/** No such draft of the caller's (someone else's drafts do not exist for them). */
export const draftNotFound = () => notFound(UploadCode.NOT_FOUND, 'Upload not found');
