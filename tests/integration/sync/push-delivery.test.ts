// Push delivery on the real local backend: batching of offline writes, pushes cut off before or after commit, 5xx and network errors.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createCourse } from '../../../src/features/courses/data/commands.ts';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { openDevice, waitFor, waitForState, type TestDevice } from './devices.ts';

let backend: TestBackend;
let user: TestUser;
const devices: TestDevice[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  user = await createTestUser(backend, { roles: ['instructor'] });
});
afterEach(async () => {
  for (const device of devices.splice(0)) await device.close();
});
afterAll(async () => {
  await backend?.stop();
});

async function open(pushBatchSize = 100, backoffBaseMs = 100): Promise<TestDevice> {
  const device = await openDevice(backend, user, { collections: ['courses'], sync: { pushBatchSize, backoffBaseMs, backoffMaxMs: Math.max(400, backoffBaseMs) } });
  devices.push(device);
  await waitForState(device, 'up-to-date');
  return device;
}

function makeCourse(title: string) {
  return { title, description: 'A course made while offline.', category: 'programming', difficulty: 'beginner' as const, price: 0 };
}

async function countServerCourses(prefix: string): Promise<number> {
  const [row] = await backend.sql<{ n: number }>('select count(*)::int as n from public.courses where title like $1', [`${prefix}%`]);
  return row?.n ?? 0;
}

describe('push delivery', () => {
  it('sends 200 offline writes in no more than ceil(200 / batch size) push requests', async () => {
    const batchSize = 50;
    // A long back-off: the reconnect comes from the test, as from the browser's `online` event.
    const device = await open(batchSize, 60_000);
    device.network.offline = true;
    // The device knows it is offline (in a browser the `offline` event tells it), as after days away.
    await device.sync.syncNow();
    expect(device.sync.status.getState().state).toBe('offline');
    await new Promise((resolve) => setTimeout(resolve, 300)); // the failed round's replication work settles
    for (let i = 0; i < 200; i += 1) {
      const result = await createCourse(device.db, user.id, makeCourse(`Batch ${String(i).padStart(3, '0')}`));
      if (!result.ok) throw new Error(result.error);
    }
    await device.sync.syncNow();
    expect(device.sync.status.getState().state).toBe('offline');

    device.network.offline = false;
    const before = device.network.count('/rest/v1/rpc/sync_push');
    await device.sync.syncNow();
    await waitForState(device, 'up-to-date');
    await waitFor(async () => (await countServerCourses('Batch ')) === 200, '200 courses on the server');
    const pushes = device.network.count('/rest/v1/rpc/sync_push') - before;
    expect(pushes).toBeGreaterThan(0);
    expect(pushes).toBeLessThanOrEqual(Math.ceil(200 / batchSize));
    expect(device.sync.status.getState().pending).toBe(0);
  });

  for (const when of ['before', 'after'] as const) {
    it(`loses nothing and duplicates nothing when the push is cut off ${when} the server committed`, async () => {
      const device = await open();
      const prefix = `Dropped ${when} `;
      device.network.dropNextPush = when;
      const ids: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        const result = await createCourse(device.db, user.id, makeCourse(`${prefix}${i}`));
        if (!result.ok) throw new Error(result.error);
        ids.push(result.value.id);
      }
      await device.sync.syncNow();
      // The engine saw a network error, backs off and retries the same batch by itself.
      await waitFor(async () => (await countServerCourses(prefix)) === 3, 'all three courses on the server').catch((error) => {
        console.log('diagnostics', when, JSON.stringify(device.sync.status.getState()), device.network.dropped, device.network.requests.slice(-6).map((request) => `${request.path} ${request.status}`));
        throw error;
      });
      await waitForState(device, 'up-to-date');
      expect(device.network.dropped).toEqual([when]);
      expect(device.network.count('/rest/v1/rpc/sync_push')).toBeGreaterThanOrEqual(when === 'after' ? 2 : 1);
      expect(await countServerCourses(prefix)).toBe(3);
      // An edit after the retry applies cleanly on top of the retried insert.
      await (await device.db.courses.findOne(ids[0]!).exec())!.incrementalPatch({ title: `${prefix}0 edited` });
      await device.sync.syncNow();
      await waitFor(async () => (await countServerCourses(`${prefix}0 edited`)) === 1, 'edit on the server');
      expect(await countServerCourses(prefix)).toBe(3);
      expect(await device.db.conflicts.count().exec()).toBe(0);
    });
  }

  it('keeps local data and pending writes through a 5xx and a network error, then delivers them', async () => {
    const device = await open();
    device.network.failWithStatus = 503;
    const first = await createCourse(device.db, user.id, makeCourse('Through a 5xx'));
    if (!first.ok) throw new Error(first.error);
    await device.sync.syncNow();
    expect(device.sync.status.getState().state).toBe('error');
    device.network.failWithStatus = null;
    device.network.offline = true;
    const second = await createCourse(device.db, user.id, makeCourse('Through a network error'));
    if (!second.ok) throw new Error(second.error);
    await device.sync.syncNow();
    expect(device.sync.status.getState().state).toBe('offline');
    expect(device.db.closed).toBe(false);
    expect(await device.db.courses.count().exec()).toBeGreaterThanOrEqual(2);
    expect(device.sync.status.getState().pending).toBeGreaterThanOrEqual(2);

    device.network.offline = false;
    await device.sync.syncNow();
    await waitFor(async () => (await countServerCourses('Through a ')) === 2, 'both courses on the server');
    await waitForState(device, 'up-to-date');
    expect(device.sync.status.getState().pending).toBe(0);
  });
});
