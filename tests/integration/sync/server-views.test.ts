// Read models on a real device: an application sent offline, reviewed by an admin, and the applicant's device learning the
// decision, the granted role and the XP on its next pull, all from the real local backend.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queueSubmission } from '../../../src/db/outbox.ts';
import { getVoteId } from '../../../src/features/community/data/commands.ts';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { openDevice, signInDevice, TestNetwork, waitFor, waitForState, type TestDevice } from './devices.ts';

let backend: TestBackend;
let applicant: TestUser;
let device: TestDevice | undefined;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  applicant = await createTestUser(backend, { fullName: 'Neema Mushi' });
});
afterAll(async () => {
  await device?.close();
  await backend?.stop();
});

type Applications = { applications: { id: string; kind: string; status: string; review_note: string | null }[] };

describe('server views on a device', () => {
  it('the applicant sees the decision, the role and the XP after the next pull', async () => {
    device = await openDevice(backend, applicant, { collections: ['profiles', 'server_views', 'outbox'] });
    await waitForState(device, 'up-to-date');
    const names = (await device.db.server_views.find().exec()).map((doc) => doc.name).sort();
    expect(names).toEqual(['affiliate_summary', 'community_stats', 'instructor_sales', 'leaderboard', 'my_applications', 'my_orders', 'recent_activity', 'suggested_peers']);

    device.network.offline = true;
    const id = await queueSubmission(device.db, 'instructor_applications', {
      user_id: applicant.id, full_name: 'Neema Mushi', email: applicant.email, expertise: 'Solar power', experience: 'Five years',
      course_topics: 'Batteries', why_teach: 'To share what I know',
    });
    device.network.offline = false;
    await device.sync.syncNow();
    const applications = async () => ((await device!.db.server_views.find({ selector: { name: 'my_applications' } }).exec())[0]?.data ?? { applications: [] }) as Applications;
    await waitFor(async () => (await applications()).applications.some((row) => row.id === id && row.status === 'pending'), 'pending application on the device');

    const admin = await signInDevice(backend, { email: 'admin@maarifa.test', password: 'maarifa-admin' }, new TestNetwork());
    const review = await admin.rpc('review_application', { application_id: id, decision: 'approved', note: 'Welcome aboard' });
    expect(review.error).toBeNull();

    await device.sync.syncNow();
    await waitFor(async () => (await applications()).applications.some((row) => row.id === id && row.status === 'approved'), 'the decision on the device');
    expect((await applications()).applications.find((row) => row.id === id)?.review_note).toBe('Welcome aboard');
    await waitFor(async () => (await device!.db.profiles.findOne(applicant.id).exec())?.roles.includes('instructor') === true, 'the role on the device');
    expect((await device.db.profiles.findOne(applicant.id).exec())?.xp_total).toBeGreaterThanOrEqual(100);
    // Nothing changed since: the next pull sends no view again.
    const before = device.network.requests.length;
    await device.sync.syncNow();
    const pulls = device.network.requests.slice(before).filter((request) => request.path === '/rest/v1/rpc/sync_pull');
    for (const pull of pulls) expect(pull.responseBytes).toBeLessThan(1200);
  });

  it('the demo data makes vote ids as devices do, so a demo vote can be taken back and given again', async () => {
    const votes = await backend.sql<{ id: string; user_id: string; discussion_id: string }>('select id, user_id, discussion_id from discussion_votes');
    expect(votes.length).toBeGreaterThan(0);
    for (const vote of votes) expect(vote.id).toBe(await getVoteId(vote.user_id, vote.discussion_id));
  });
});
