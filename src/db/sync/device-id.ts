// Names this device's database to the server, so that pulls leave out the rows its own pushes wrote.
import type { MaarifaDatabase } from '../database.ts';

const ids = new WeakMap<MaarifaDatabase, Promise<string>>();

/**
 * Derived from RxDB's storage token, which lives as long as the stored data: a database deleted and created again
 * (sign-out, another account) gets a new name, so it is never told to skip rows it does not hold.
 */
export function getDeviceId(db: MaarifaDatabase): Promise<string> {
  let id = ids.get(db);
  if (!id) {
    id = db.storageToken.then(async (token) => toUuid(await db.hashFunction(`maarifa-device:${db.name}:${token}`)));
    ids.set(db, id);
  }
  return id;
}

/** The first 128 bits of a hex digest, written as a uuid (version 8: custom). */
function toUuid(hex: string): string {
  const digits = hex.replace(/[^0-9a-f]/gi, '').padEnd(32, '0').slice(0, 32).split('');
  digits[12] = '8';
  digits[16] = ((parseInt(digits[16]!, 16) & 0x3) | 0x8).toString(16);
  const value = digits.join('');
  return `${value.slice(0, 8)}-${value.slice(8, 12)}-${value.slice(12, 16)}-${value.slice(16, 20)}-${value.slice(20)}`;
}
