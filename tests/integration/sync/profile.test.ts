// The profile edit command on two devices of one user against the real backend: both edit offline, the first to sync
// wins, and the other's losing version is kept in its conflicts list, never silently lost; skills arrive split.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { updateProfile } from '../../../src/features/profile/data/commands.ts';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { openDevice, waitFor, waitForState, type TestDevice } from './devices.ts';

let backend: TestBackend;
let user: TestUser;
const devices: TestDevice[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  user = await createTestUser(backend, { fullName: 'Two Phones' });
});
afterEach(async () => {
  for (const device of devices.splice(0)) await device.close();
});
afterAll(async () => {
  await backend?.stop();
});

async function open(): Promise<TestDevice> {
  const device = await openDevice(backend, user, { collections: ['profiles'] });
  devices.push(device);
  await waitForState(device, 'up-to-date');
  await waitFor(async () => (await device.db.profiles.findOne(user.id).exec()) !== null, 'the profile on the device');
  return device;
}

describe('profile edits', () => {
  it('two offline edits: the first synced wins, the other lands in the conflicts list with its values', async () => {
    const a = await open();
    const b = await open();
    a.network.offline = true;
    b.network.offline = true;
    expect((await updateProfile(a.db, user.id, { full_name: ' Amani Phone A ', country: 'Kenya', bio: '', skills: ' a, ,b ' })).ok).toBe(true);
    expect((await updateProfile(b.db, user.id, { full_name: 'Amani Phone B', country: 'Uganda', bio: 'Second phone', skills: 'c' })).ok).toBe(true);
    a.network.offline = false;
    await a.sync.syncNow();
    await waitFor(async () => (await backend.sql<{ full_name: string }>('select full_name from profiles where id = $1', [user.id]))[0]?.full_name === 'Amani Phone A', 'A on the server');
    expect(await backend.sql('select country, bio, skills from profiles where id = $1', [user.id])).toEqual([{ country: 'Kenya', bio: null, skills: ['a', 'b'] }]);

    b.network.offline = false;
    await b.sync.syncNow();
    await waitFor(async () => (await b.db.conflicts.count().exec()) === 1, 'the losing edit kept on B');
    const [conflict] = await b.db.conflicts.find().exec();
    expect((conflict!.local as { full_name: string; country: string }).full_name).toBe('Amani Phone B');
    await waitFor(async () => (await b.db.profiles.findOne(user.id).exec())?.full_name === 'Amani Phone A', 'the server version on B');
    expect((await backend.sql<{ full_name: string }>('select full_name from profiles where id = $1', [user.id]))[0]?.full_name).toBe('Amani Phone A');
  });

  it('refuses without a signed-in user', async () => {
    const a = await open();
    const result = await updateProfile(a.db, null, { full_name: 'x', country: '', bio: '', skills: '' });
    expect(result).toMatchObject({ ok: false, error: 'Not authenticated' });
  });
});
