import type { Translation } from '../catalog.js';
import type { Messages } from '../messages.js';
import { coreMessagesFr } from './messages-core.js';
import { masterDataMessagesFr } from './messages-master-data.js';
import { objectiveMessagesFr } from './messages-objectives.js';
import { fieldWorkMessagesFr } from './messages-field-work.js';
import { dashboardMessagesFr } from './messages-dashboards.js';
import { inboxMessagesFr } from './messages-messages.js';
import { contentMessagesFr } from './messages-content.js';
import { crmMessagesFr } from './messages-crm.js';
import { winMessagesFr } from './messages-wins.js';
import { scheduleMessagesFr } from './messages-schedule.js';
import { playbookMessagesFr } from './messages-playbooks.js';
import { newsletterMessagesFr } from './messages-newsletters.js';
import { geoMessagesFr } from './messages-geo.js';
import { settingsMessagesFr } from './messages-settings.js';

/** The French (fr-CA) message catalog: the keys of `en`, composed the same way. */
export const fr: Translation<Messages> = {
  ...coreMessagesFr,
  ...masterDataMessagesFr,
  ...objectiveMessagesFr,
  ...fieldWorkMessagesFr,
  ...dashboardMessagesFr,
  ...inboxMessagesFr,
  ...contentMessagesFr,
  crm: crmMessagesFr,
  wins: winMessagesFr,
  schedule: scheduleMessagesFr,
  playbooks: playbookMessagesFr,
  newsletters: newsletterMessagesFr,
  geo: geoMessagesFr,
  settings: settingsMessagesFr,
};
