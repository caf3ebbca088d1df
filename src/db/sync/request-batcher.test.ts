// chunkPushChanges: requests stay within the server's change and byte caps, and a change no request could carry is refused on the device.
import { describe, expect, it } from 'vitest';
import { SYNC_PUSH_LIMITS } from '../../lib/limits.ts';
import type { PushChange, PushResponse } from './protocol-types.ts';
import { chunkPushChanges, utf8Length } from './request-batcher.ts';

const change = (id: number, content = 'hello'): PushChange => ({ table: 'discussions', base_xid: null, row: { id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`, content } });
const emptyAnswer = (): PushResponse => ({ conflicts: [], rejected: [], applied: new Map() });

describe('chunkPushChanges', () => {
  it('keeps the batch size, and never more than the server cap whatever batch size is asked', () => {
    const changes = Array.from({ length: 1_000 }, (_, i) => change(i));
    expect(chunkPushChanges(changes, 100, emptyAnswer()).map((chunk) => chunk.length)).toEqual(Array(10).fill(100));
    const capped = chunkPushChanges(changes, 5_000, emptyAnswer());
    expect(capped.map((chunk) => chunk.length)).toEqual([SYNC_PUSH_LIMITS.maxChanges, SYNC_PUSH_LIMITS.maxChanges]);
    expect(capped.flat()).toEqual(changes);
  });

  it('fills a request up to the byte budget, keeping order', () => {
    const changes = Array.from({ length: 10 }, (_, i) => change(i, 'x'.repeat(1_000)));
    const chunks = chunkPushChanges(changes, 100, emptyAnswer(), 3_500);
    expect(chunks.map((chunk) => chunk.length)).toEqual([3, 3, 3, 1]);
    expect(chunks.flat()).toEqual(changes);
  });

  it('refuses a change larger than any request may be, on the device, and sends the others', () => {
    const answer = emptyAnswer();
    const huge = change(2, 'x'.repeat(SYNC_PUSH_LIMITS.maxBytes));
    const chunks = chunkPushChanges([change(1), huge, change(3)], 100, answer);
    expect(chunks.flat().map((c) => c.row.id)).toEqual([change(1).row.id, change(3).row.id]);
    expect(answer.rejected).toEqual([{ table: 'discussions', id: huge.row.id, code: '413', message: expect.stringMatching(/too large to send.*1 MiB/), row: null, unsent: true }]);
  });

  it('counts UTF-8 bytes', () => {
    expect(utf8Length('abc')).toBe(3);
    expect(utf8Length('é')).toBe(2);
    expect(utf8Length('€')).toBe(3);
    expect(utf8Length('😀')).toBe(4);
    expect(utf8Length('Habari 😀 é')).toBe(Buffer.byteLength('Habari 😀 é'));
  });
});
