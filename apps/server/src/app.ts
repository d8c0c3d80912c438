// The server's parts as @colyseus/tools' configuration, for the test servers (@colyseus/testing's boot).
import config from '@colyseus/tools';
import { appParts } from './composition';

export { ENCODER_BUFFER_BYTES, MAX_FRAME_BYTES } from './composition';

export const appConfig = config({ displayLogs: false, ...appParts });
