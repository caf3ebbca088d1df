// chunkPushChanges: requests stay within the server's change and byte caps, and a change no request could carry is refused on the device;
// the data cap's hold: pulls are answered from their checkpoints without a request while pushes still go.
import { describe, expect, it } from 'vitest';
import type { SyncRpc } from './rpc-client.ts';
import { SYNC_PUSH_LIMITS } from '../../lib/limits.ts';
import type { PushChange, PushResponse } from './protocol-types.ts';
import { chunkPushChanges, utf8Length } from './push-chunks.ts';
import { RequestBatcher } from './request-batcher.ts';

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

describe('RequestBatcher under a data cap', () => {
  function recordingRpc() {
    const calls: string[] = [];
    const rpc: SyncRpc = {
      pull: async (checkpoints) => {
        calls.push(`pull:${Object.keys(checkpoints).join(',')}`);
        return Object.fromEntries(Object.keys(checkpoints).map((table) => [table, { rows: [], checkpoint: { xid: 99, id: 'z' }, more: false }]));
      },
      push: async (changes) => {
        calls.push(`push:${changes.length}`);
        return { conflicts: [], rejected: [], xid: 7 };
      },
      recordViews: async () => undefined,
      readVersions: async () => ({}),
      callAction: async () => null,
    };
    return { rpc, calls };
  }

  it('holds pulls (answered from their own checkpoints, nothing new) and still sends pushes', async () => {
    const { rpc, calls } = recordingRpc();
    let held = true;
    const batcher = new RequestBatcher({ rpc, pushBatchSize: 100, pullBatchSize: 100, coalesceMs: 1, onFailure: () => undefined, pullsHeld: async () => held });
    const checkpoint = { xid: 5, id: 'a' };
    expect(await batcher.pull('lessons', checkpoint)).toEqual({ rows: [], checkpoint, more: false });
    const pushed = await batcher.push([change(1)]);
    expect(pushed.applied.get(`discussions:${change(1).row.id}`)?.xid).toBe(7);
    expect(calls).toEqual(['push:1']);

    held = false;
    expect(await batcher.pull('lessons', checkpoint)).toEqual({ rows: [], checkpoint: { xid: 99, id: 'z' }, more: false });
    expect(calls).toEqual(['push:1', 'pull:lessons']);
  });
});
