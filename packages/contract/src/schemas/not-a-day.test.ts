import { describe, expect, it } from 'vitest';
import { translateText } from '../message-keys.js';
import { NOT_A_DAY, isMissingIssue } from './form-fields.js';
import { newsBodySchema } from './news.js';
import { objectiveBodySchema } from './objective.js';
import { playbookBodySchema } from './playbook.js';
import { scheduleEntryBodySchema } from './schedule.js';
import { userUpdateSchema } from './user.js';
import { weeklyGoodBodySchema } from './weekly-good.js';
import { winBodySchema } from './win.js';

/** The date field of each form that has one (FormDateField), as its schema checks it. */
const dateFields = {
  'news date': newsBodySchema.shape.date,
  "objective's due date": objectiveBodySchema.shape.dueDate,
  'playbook date': playbookBodySchema.shape.date,
  'schedule entry date': scheduleEntryBodySchema.shape.date,
  "user's start date": userUpdateSchema.shape.startDate,
  'weekly good date': weeklyGoodBodySchema.shape.date,
  'win date': winBodySchema.shape.date,
};

describe('a date typed that is not a real day (NOT_A_DAY)', () => {
  for (const [name, schema] of Object.entries(dateFields)) {
    it(`is refused by the ${name} as not real, not as missing`, () => {
      const result = schema.safeParse(NOT_A_DAY);
      expect(result.success).toBe(false);
      const issues = result.error?.issues ?? [];
      expect(issues.map((issue) => issue.message).join(' ')).toMatch(/real date/);
      expect(issues.filter((issue) => isMissingIssue(issue as Parameters<typeof isMissingIssue>[0]))).toEqual([]);
    });
  }
});

describe('the message under a date field', () => {
  // The field shows the day as the reader's language writes it (en MM/DD/YYYY, fr-CA AAAA-MM-JJ),
  // while the API's YYYY-MM-DD is no format anyone types there: the message names none.
  for (const [name, schema] of Object.entries(dateFields)) {
    it(`names no date format for the ${name}, in English or in French`, () => {
      const messages = (schema.safeParse(NOT_A_DAY).error?.issues ?? []).map((issue) => issue.message);
      expect(messages.length).toBeGreaterThan(0);
      for (const message of messages) {
        const french = translateText('fr', message);
        expect(french, message).not.toBe(message);
        expect([message, french].join(' | ')).not.toMatch(/YYYY|MM|DD|AAAA|JJ/);
      }
    });
  }
});

describe('a required date left out', () => {
  // A user's start date may be left empty.
  const required = Object.entries(dateFields).filter(([name]) => name !== "user's start date");
  for (const [name, schema] of required) {
    for (const [how, value] of [
      ['absent', undefined],
      ['blank', '  '],
    ] as const) {
      it(`${how}, is refused by the ${name} as missing, with one message`, () => {
        const result = schema.safeParse(value);
        expect(result.success).toBe(false);
        const issues = result.error?.issues ?? [];
        expect(issues).toHaveLength(1);
        expect(isMissingIssue(issues[0] as Parameters<typeof isMissingIssue>[0])).toBe(true);
        expect(issues[0]!.message).not.toMatch(/Invalid input|expected/);
      });
    }
  }
});
