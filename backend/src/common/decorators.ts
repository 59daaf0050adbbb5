import { RAW_RESPONSE, RESPONSE_MESSAGE } from './envelope';
import { mergeRouteConfig } from './route-config';

/** The `message` of this handler's success envelope. */
export const ResponseMessage = (message: string) => mergeRouteConfig({ [RESPONSE_MESSAGE]: message });
/** This handler writes its own reply (streams, redirects); the envelope leaves it alone. */
export const RawResponse = () => mergeRouteConfig({ [RAW_RESPONSE]: true });
