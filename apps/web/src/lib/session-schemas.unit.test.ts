import { describe, expect, it } from 'vitest';
import { currentUserSchema, savedUserSchema } from './session-schemas';

const user = {
  id: 7,
  name: 'Riley Tester',
  firstName: 'Riley',
  lastName: 'Tester',
  email: 'riley@example.com',
  role: 4,
  areaID: 3,
  area: null,
  language: 'en',
  timeZone: 'America/Toronto',
};

describe('the user saved for a start without network', () => {
  it('keeps the organisation’s zone it was saved with', () => {
    expect(savedUserSchema.parse(user)).toEqual(currentUserSchema.parse(user));
  });

  it('takes the device’s zone when saved by a version before the zone came with the user', () => {
    const { timeZone: _, ...before } = user;
    expect(currentUserSchema.safeParse(before).success).toBe(false);
    expect(savedUserSchema.parse(before).timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });
});
