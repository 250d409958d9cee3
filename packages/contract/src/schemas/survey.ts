import { z } from 'zod';
import { contentMessages } from '../messages-content.js';
import { listQueryWith } from './lists.js';
import { optionalText, requiredText } from './form-fields.js';
import { recordVersionSchema } from './record-version.js';

const S = contentMessages.survey;

/** Whether `value` is a full http or https address (what a survey or quicklink may open). */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A required http(s) address: blank answers `required`, anything else that is not a full
 * http(s) URL answers `invalidMessage` (never `javascript:` or `data:`, which a link would run).
 */
export const httpUrlField = (required: string, invalidMessage: string) =>
  requiredText(required, 2000).refine((v) => v === '' || isHttpUrl(v), invalidMessage);

export const SURVEY_SORTS = ['id', 'name', 'url', 'created_at'] as const;
export type SurveySort = (typeof SURVEY_SORTS)[number];
/** GET /survey: ?page=&perPage=&q=&sort= (no CSV: the spec names none). */
export const surveyListQuerySchema = listQueryWith(SURVEY_SORTS).omit({ format: true });
export type SurveyListQuery = z.infer<typeof surveyListQuerySchema>;

/** POST /survey and PUT /survey/{id} (spec 2 §3 Survey). */
export const surveyBodySchema = z.object({
  name: requiredText(S.validation.name, 200),
  url: httpUrlField(S.validation.url, S.validation.urlInvalid),
  comments: optionalText(2000),
});
export type SurveyBody = z.input<typeof surveyBodySchema>;
export type SurveyInput = z.output<typeof surveyBodySchema>;

/** A survey as the list and GET /survey/{id} give it; `created_at` is an ISO timestamp. */
export const surveySchema = z.object({
  id: z.number().int(),
  /** Changes with every write: sent back as If-Match (record-version.ts). */
  version: recordVersionSchema,
  name: z.string(),
  url: z.string(),
  comments: z.string(),
  created_at: z.string(),
});
export type Survey = z.infer<typeof surveySchema>;
