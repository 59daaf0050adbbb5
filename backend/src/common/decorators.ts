import { SetMetadata } from '@nestjs/common';
import { RAW_RESPONSE, RESPONSE_MESSAGE } from './envelope';

/** The `message` of this handler's success envelope. */
export const ResponseMessage = (message: string) => SetMetadata(RESPONSE_MESSAGE, message);
/** This handler writes its own reply (streams, redirects); the envelope leaves it alone. */
export const RawResponse = () => SetMetadata(RAW_RESPONSE, true);
