import { describe, expect, it } from 'vitest';
import { fr } from '../fr/messages.js';
import { translateText } from '../message-keys.js';
import { en } from '../messages.js';
import { reopenBodySchema } from './approval.js';

describe('reopening a result', () => {
  it('asks for the missing comment with a catalog text, so it reads in French too', () => {
    const parsed = reopenBodySchema.safeParse({ storeID: 1, objectiveID: 2, comment: '  ' });
    const message = parsed.error?.issues[0]?.message ?? '';
    expect(message).toBe('Say what is missing');
    expect(message).toBe(en.approvals.reopenCommentRequired);
    expect(translateText('fr', message)).toBe(fr.approvals.reopenCommentRequired);
  });
});
