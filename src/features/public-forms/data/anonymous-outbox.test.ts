// Unit tests: which answers keep a queued signed-out message for another try, and which drop it.
import { describe, expect, it } from 'vitest';
import { classifyInsertAnswer } from './anonymous-outbox';

describe('classifyInsertAnswer', () => {
  it('counts a success or a duplicate key (an earlier send arrived) as delivered', () => {
    expect(classifyInsertAnswer(201, null)).toBe('delivered');
    expect(classifyInsertAnswer(409, { code: '23505', message: 'duplicate key' })).toBe('delivered');
  });

  it('keeps the message on no answer, 401, 408, 429 and 5xx', () => {
    for (const status of [0, 401, 408, 429, 500, 502, 503, 504]) {
      expect(classifyInsertAnswer(status, { message: 'try later' }), String(status)).toBe('network');
    }
  });

  it('drops it only on a definitive refusal, with the server message for the user', () => {
    expect(classifyInsertAnswer(400, { code: '23514', message: 'violates check constraint' })).toEqual({ refused: 'violates check constraint' });
    expect(classifyInsertAnswer(403, { code: '42501', message: 'row-level security' })).toEqual({ refused: 'row-level security' });
  });
});
