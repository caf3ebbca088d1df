// Admin decisions made on a device with no signal (src/db/admin-actions.ts) against the real backend: each reaches the
// server once, in order, and is audited; one the server refuses stays on the device with the server's reason.
import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queueAdminAction } from '../../../src/db/admin-actions.ts';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { openDevice, waitFor, waitForState, type TestDevice } from './devices.ts';

let backend: TestBackend;
let admin: TestUser;
let applicant: TestUser;
const devices: TestDevice[] = [];

beforeAll(async () => {
  backend = await startTestBackend();
  [admin, applicant] = await Promise.all([createTestUser(backend, { fullName: 'Offline Admin', roles: ['admin'] }), createTestUser(backend, { fullName: 'Keen Applicant' })]);
});
afterEach(async () => {
  for (const device of devices.splice(0)) await device.close();
});
afterAll(async () => {
  await backend?.stop();
});

describe('admin decisions queued offline', () => {
  it('an approval, a hide and an unhide reach the server once, in order; a grant of admin by an admin is refused with its reason', async () => {
    const applicationId = randomUUID();
    await backend.sql(
      `insert into instructor_applications (id, user_id, full_name, email, expertise, experience, course_topics, why_teach)
       values ($1, $2, 'Keen Applicant', 'keen@example.test', 'Farming', 'Ten years', 'Soil', 'To share')`,
      [applicationId, applicant.id],
    );
    const discussionId = randomUUID();
    await backend.sql('insert into discussions (id, author_id, title, content) values ($1, $2, $3, $4)', [discussionId, applicant.id, 'Soil testing kits', 'Where can I buy one in Arusha?']);

    const device = await openDevice(backend, admin, { collections: ['outbox'] });
    devices.push(device);
    await waitForState(device, 'up-to-date');
    device.network.offline = true;
    await queueAdminAction(device.db, { name: 'review_application', args: { application_id: applicationId, decision: 'approved', note: 'Welcome' } });
    await queueAdminAction(device.db, { name: 'moderate_content', args: { target_table: 'discussions', target_id: discussionId, flag: 'is_hidden', value: true } });
    await queueAdminAction(device.db, { name: 'moderate_content', args: { target_table: 'discussions', target_id: discussionId, flag: 'is_hidden', value: false } });
    const refusedId = await queueAdminAction(device.db, { name: 'set_user_role', args: { target_user_id: applicant.id, role: 'admin', granted: true } });
    device.network.offline = false;
    await device.sync.syncNow();
    await waitFor(async () => (await device.db.outbox.count({ selector: { status: 'pending' } }).exec()) === 0, 'every decision sent');

    expect(await backend.sql('select status, review_note from instructor_applications where id = $1', [applicationId])).toEqual([{ status: 'approved', review_note: 'Welcome' }]);
    expect(await backend.sql(`select role from user_roles where user_id = $1 and not _deleted order by role`, [applicant.id])).toEqual([{ role: 'instructor' }, { role: 'learner' }]);
    expect(await backend.sql('select is_hidden from discussions where id = $1', [discussionId])).toEqual([{ is_hidden: false }]);
    const audit = await backend.sql<{ action: string }>('select action from audit_log where actor_id = $1 order by created_at', [admin.id]);
    expect(audit.map((entry) => entry.action)).toEqual(['application.approved', 'discussion.hidden', 'discussion.unhidden']);
    const refused = await device.db.outbox.findOne(refusedId).exec();
    expect([refused?.status, refused?.error]).toEqual(['failed', 'Only a superadmin can grant or revoke the admin role']);
  });
});
