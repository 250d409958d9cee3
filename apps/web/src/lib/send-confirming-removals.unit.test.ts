import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { sendConfirmingRemovals } from './send-confirming-removals';

describe('sendConfirmingRemovals', () => {
  const answered = new ApiError(409, 'answered', 'CONFLICT', { confirmRemoveAnswered: ["Stores have answered 'Colour'"] });

  it('asks with the server message and sends again confirmed', async () => {
    const send = vi.fn().mockRejectedValueOnce(answered).mockResolvedValueOnce(undefined);
    const confirm = vi.fn().mockResolvedValue(true);
    await expect(sendConfirmingRemovals('confirmRemoveAnswered', send, confirm)).resolves.toBe(true);
    expect(confirm).toHaveBeenCalledWith("Stores have answered 'Colour'");
    expect(send.mock.calls).toEqual([[false], [true]]);
  });

  it('sends nothing more when the admin declines, and passes other errors on', async () => {
    const send = vi.fn().mockRejectedValueOnce(answered);
    await expect(sendConfirmingRemovals('confirmRemoveAnswered', send, () => Promise.resolve(false))).resolves.toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    const invalid = new ApiError(422, 'invalid', 'VALIDATION', { fields: ['x'] });
    const confirm = vi.fn();
    await expect(sendConfirmingRemovals('confirmRemoveAnswered', () => Promise.reject(invalid), confirm)).rejects.toBe(invalid);
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks only about its own flag: a 409 naming another is passed on', async () => {
    const confirm = vi.fn();
    await expect(sendConfirmingRemovals('confirmRemoveResults', () => Promise.reject(answered), confirm)).rejects.toBe(answered);
    expect(confirm).not.toHaveBeenCalled();
  });
});
