// The referral kept on the device (issue #24 contract): `maarifa.referral.v1` = { code, course_id, at }, valid for 30
// days. This file holds only what checkout reads; the AFFILIATE work owns capturing links and extends it.
import * as v from 'valibot';
import { readStoredJson } from './stored-json.ts';

export const REFERRAL_KEY = 'maarifa.referral.v1';
export const REFERRAL_DAYS = 30;

export const referralSchema = v.object({ code: v.pipe(v.string(), v.minLength(1)), course_id: v.nullable(v.string()), at: v.string() });
export type Referral = v.InferOutput<typeof referralSchema>;

/** The kept referral when it is younger than 30 days, otherwise null (an expired one no longer counts). */
export function readReferral(now: Date = new Date(), storage?: Pick<Storage, 'getItem'>): Referral | null {
  const kept = readStoredJson(REFERRAL_KEY, referralSchema, storage);
  if (!kept) return null;
  const at = Date.parse(kept.at);
  if (Number.isNaN(at) || now.getTime() - at > REFERRAL_DAYS * 86_400_000 || at > now.getTime() + 60_000) return null;
  return kept;
}
