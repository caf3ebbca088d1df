// Unit tests of the device's referral: capture from a link, first click wins for 30 days, the click and the sign-up
// attribution sent once, kept when the request never reached the server.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  REFERRAL_KEY,
  attachPendingReferral,
  captureReferral,
  hasPendingAttach,
  hasPendingClick,
  markAttachPending,
  parseReferralUrl,
  readReferral,
  referralLinks,
  removeReferralParam,
  sendPendingClick,
  type ReferralRpc,
} from './referral.ts';
import { hasReferralWork } from './referral-keys.ts';

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const COURSE = '3f1c2b9e-7a4d-4e8f-9b0a-1c2d3e4f5a6b';
const day = 24 * 60 * 60 * 1000;
const t0 = new Date('2026-11-01T10:00:00.000Z');
const later = (days: number) => new Date(t0.getTime() + days * day);

let storage: MemoryStorage;
beforeEach(() => {
  storage = new MemoryStorage();
});

describe('parseReferralUrl', () => {
  it('reads the code, and the course of a course link', () => {
    expect(parseReferralUrl(new URL(`https://m.test/dashboard/courses/${COURSE}?ref=FATIMA-24`))).toEqual({ code: 'FATIMA-24', course_id: COURSE });
    expect(parseReferralUrl(new URL('https://m.test/?ref=FATIMA-24'))).toEqual({ code: 'FATIMA-24', course_id: null });
    expect(parseReferralUrl(new URL('https://m.test/dashboard/courses/create?ref=FATIMA-24'))).toEqual({ code: 'FATIMA-24', course_id: null });
  });

  it('ignores a missing or malformed code', () => {
    expect(parseReferralUrl(new URL('https://m.test/courses'))).toBeNull();
    expect(parseReferralUrl(new URL('https://m.test/?ref=%3Cscript%3E'))).toBeNull();
    expect(parseReferralUrl(new URL('https://m.test/?ref='))).toBeNull();
  });
});

describe('captureReferral', () => {
  it('keeps the first click for 30 days; a later link does not replace it', () => {
    const first = captureReferral(new URL(`https://m.test/dashboard/courses/${COURSE}?ref=FIRST`), t0, storage);
    expect(first).toEqual({ code: 'FIRST', course_id: COURSE, at: t0.toISOString() });
    expect(JSON.parse(storage.getItem(REFERRAL_KEY)!)).toEqual(first);
    expect(captureReferral(new URL('https://m.test/?ref=SECOND'), later(10), storage)).toBeNull();
    expect(readReferral(later(29.9), storage)?.code).toBe('FIRST');
  });

  it('lets a new link win once the kept one is 30 days old', () => {
    captureReferral(new URL('https://m.test/?ref=FIRST'), t0, storage);
    expect(readReferral(later(30), storage)).toBeNull();
    expect(captureReferral(new URL('https://m.test/?ref=SECOND'), later(30), storage)?.code).toBe('SECOND');
    expect(readReferral(later(31), storage)?.code).toBe('SECOND');
  });

  it('reads a damaged slot as no referral', () => {
    storage.setItem(REFERRAL_KEY, '{"code":1}');
    expect(readReferral(t0, storage)).toBeNull();
    expect(captureReferral(new URL('https://m.test/?ref=OK-CODE'), t0, storage)?.code).toBe('OK-CODE');
  });

  it('takes ref out of the address and keeps the rest', () => {
    expect(removeReferralParam(new URL(`https://m.test/dashboard/courses/${COURSE}?ref=X1Y&tab=a#top`))).toBe(`/dashboard/courses/${COURSE}?tab=a#top`);
    expect(removeReferralParam(new URL('https://m.test/?ref=X1Y'))).toBe('/');
    expect(removeReferralParam(new URL('https://m.test/courses'))).toBeNull();
  });
});

describe('sending the click and the sign-up', () => {
  it('records the click once; a request that never reached the server is kept for later', async () => {
    captureReferral(new URL(`https://m.test/dashboard/courses/${COURSE}?ref=FIRST`), t0, storage);
    const offline: ReferralRpc = vi.fn(async () => ({ error: { message: 'Failed to fetch' }, status: 0 }));
    expect(await sendPendingClick(offline, storage)).toBe(false);
    expect(hasPendingClick(storage)).toBe(true);
    const online = vi.fn<ReferralRpc>(async () => ({ error: null, status: 204 }));
    expect(await sendPendingClick(online, storage)).toBe(true);
    expect(online).toHaveBeenCalledWith('record_referral_click', { p_code: 'FIRST', p_course_id: COURSE });
    expect(await sendPendingClick(online, storage)).toBe(false);
    expect(online).toHaveBeenCalledTimes(1);
  });

  it('a link ignored by first-click-wins records no click', () => {
    captureReferral(new URL('https://m.test/?ref=FIRST'), t0, storage);
    storage.removeItem('maarifa.referral.click-pending.v1');
    captureReferral(new URL('https://m.test/?ref=SECOND'), later(1), storage);
    expect(hasPendingClick(storage)).toBe(false);
  });

  it('attaches the kept code to the account that signed up, once; a refusal is final', async () => {
    captureReferral(new URL('https://m.test/?ref=FIRST'), t0, storage);
    expect(markAttachPending('New@Learner.test ', later(1), storage)).toBe(true);
    const rpc = vi.fn<ReferralRpc>(async () => ({ error: null, status: 204 }));
    expect(await attachPendingReferral(rpc, 'other@learner.test', later(1), storage)).toBe('waiting');
    expect(rpc).not.toHaveBeenCalled();
    expect(await attachPendingReferral(rpc, 'new@learner.test', later(1), storage)).toBe('attached');
    expect(rpc).toHaveBeenCalledWith('attach_referral', { p_code: 'FIRST' });
    expect(hasPendingAttach(storage)).toBe(false);
    expect(await attachPendingReferral(rpc, 'new@learner.test', later(1), storage)).toBe('none');

    expect(markAttachPending('new@learner.test', later(2), storage)).toBe(true);
    const refusing = vi.fn<ReferralRpc>(async () => ({ error: { message: 'own code' }, status: 400 }));
    expect(await attachPendingReferral(refusing, 'new@learner.test', later(2), storage)).toBe('refused');
    expect(hasPendingAttach(storage)).toBe(false);
  });

  it('keeps the attachment waiting offline and drops it without a referral', async () => {
    expect(markAttachPending('a@b.test', t0, storage)).toBe(false);
    captureReferral(new URL('https://m.test/?ref=FIRST'), t0, storage);
    markAttachPending('a@b.test', t0, storage);
    const offline = vi.fn<ReferralRpc>(async () => ({ error: { message: 'Failed to fetch' }, status: 0 }));
    expect(await attachPendingReferral(offline, 'a@b.test', t0, storage)).toBe('waiting');
    expect(hasPendingAttach(storage)).toBe(true);
    expect(await attachPendingReferral(offline, 'a@b.test', later(31), storage)).toBe('none');
    expect(hasPendingAttach(storage)).toBe(false);
  });
});

describe('readReferral', () => {
  it('tolerates a minute of clock skew, not a referral from the future', () => {
    storage.setItem(REFERRAL_KEY, JSON.stringify({ code: 'FIRST', course_id: null, at: later(0).toISOString() }));
    expect(readReferral(new Date(t0.getTime() - 30_000), storage)?.code).toBe('FIRST');
    expect(readReferral(new Date(t0.getTime() - 2 * 60_000), storage)).toBeNull();
  });
});

describe('hasReferralWork', () => {
  it('is true for a ref link or a click or sign-up still to send, and false otherwise', () => {
    expect(hasReferralWork({ search: '?ref=FIRST' }, storage)).toBe(true);
    expect(hasReferralWork({ search: '' }, storage)).toBe(false);
    captureReferral(new URL('https://m.test/?ref=FIRST'), t0, storage);
    expect(hasReferralWork({ search: '' }, storage)).toBe(true);
  });
});

describe('referralLinks', () => {
  it('builds the home and course links that capture reads back', () => {
    const links = referralLinks('https://m.test', 'FATIMA24', COURSE);
    expect(links).toEqual({ home: 'https://m.test/?ref=FATIMA24', course: `https://m.test/dashboard/courses/${COURSE}?ref=FATIMA24` });
    expect(parseReferralUrl(new URL(links.course!))).toEqual({ code: 'FATIMA24', course_id: COURSE });
    expect(referralLinks('https://m.test', 'FATIMA24', null).course).toBeNull();
  });
});
