import { describe, expect, it } from 'vitest';
import { translateText } from './message-keys.js';
import { objectiveBodySchema } from './schemas/objective.js';
import { newsBodySchema } from './schemas/news.js';
import { storeObjectiveUpdateSchema } from './schemas/store-objective.js';
import { tooManyFilesText, UPLOAD_RULES } from './uploads.js';

const messageOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  result.error?.issues.find((i) => i.path[0] === field)?.message;

describe('the message for too many files', () => {
  it('is singular for one file and plural for more, in English and in French', () => {
    expect(tooManyFilesText(1)).toBe('Only 1 file can be added.');
    expect(tooManyFilesText(3)).toBe('Only 3 files can be added.');
    expect(translateText('fr', tooManyFilesText(1))).toBe('Vous ne pouvez ajouter que 1 fichier.');
    expect(translateText('fr', tooManyFilesText(3))).toBe('Vous ne pouvez ajouter que 3 fichiers.');
  });

  it('is what the schemas answer for a record over its limit', () => {
    const objective = { title: 'End-cap reset', objectiveTypeID: 1, brandID: 2, dueDate: '2026-12-15', images: [4], stores: [1] };
    expect(UPLOAD_RULES.playbook.maxFiles).toBe(1);
    expect(messageOf(objectiveBodySchema.safeParse({ ...objective, playbook: [7, 8] }), 'playbook')).toBe('Only 1 file can be added.');
    expect(messageOf(storeObjectiveUpdateSchema.safeParse({ status: 2, images: [1, 2, 3, 4] }), 'images')).toBe(
      'Only 3 files can be added.',
    );
    const news = { subject: 'S', content: 'C', date: '2026-01-15', images: [1, 2, 3, 4] };
    expect(messageOf(newsBodySchema.safeParse(news), 'images')).toBe('Only 3 files can be added.');
  });
});
