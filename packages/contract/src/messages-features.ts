import { masterDataMessages } from './messages-master-data.js';
import { objectiveMessages } from './messages-objectives.js';
import { fieldWorkMessages } from './messages-field-work.js';
import { dashboardMessages } from './messages-dashboards.js';
import { inboxMessages } from './messages-messages.js';
import { contentMessages } from './messages-content.js';
import { crmMessages } from './messages-crm.js';
import { winMessages } from './messages-wins.js';
import { scheduleMessages } from './messages-schedule.js';
import { playbookMessages } from './messages-playbooks.js';
import { newsletterMessages } from './messages-newsletters.js';
import { geoMessages } from './messages-geo.js';
import { settingsMessages } from './messages-settings.js';

/**
 * The texts of the signed-in features, composed into the `en` catalog after the core texts
 * (./messages-core.ts). The web app loads them with its signed-in screens, not on the sign-in page.
 */
export const featureMessages = {
  ...masterDataMessages,
  ...objectiveMessages,
  ...fieldWorkMessages,
  ...dashboardMessages,
  ...inboxMessages,
  ...contentMessages,
  crm: crmMessages,
  wins: winMessages,
  schedule: scheduleMessages,
  playbooks: playbookMessages,
  newsletters: newsletterMessages,
  geo: geoMessages,
  settings: settingsMessages,
} as const;
