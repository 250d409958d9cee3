import { coreMessages } from './messages-core.js';
import { featureMessages } from './messages-features.js';

export { coreMessages } from './messages-core.js';
export { featureMessages } from './messages-features.js';

/**
 * The English message catalog: every text a user sees, with the specification's exact wording
 * (odd spellings included). The web app loads it as i18next's `en` resource; the server uses the
 * same keys for validation and error messages. A French catalog is a second object of this shape.
 */
export const en = {
  ...coreMessages,
  ...featureMessages,
} as const;

export type Messages = typeof en;
