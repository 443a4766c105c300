import { AppConfig } from '@timekeep/server-platform';
import { resolve } from 'node:path';

/** Where pay card files live: UPLOAD_DIR/pay-card, each under a random 128-bit name. */
export const payCardFilesDir = (config: AppConfig) => resolve(config.uploadDir, 'pay-card');
