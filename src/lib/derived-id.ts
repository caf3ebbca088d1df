// Ids and hashes made on the device from known parts: SHA-256 in hex, and a UUID derived from a seed, the same on every
// device and tab, so two taps or two phones asking for the same thing write one row.

export async function sha256Hex(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A version 8 (custom) UUID from the seed's SHA-256, so the id is a valid uuid for the server. */
export async function deriveUuid(seed: string): Promise<string> {
  const hex = (await sha256Hex(seed)).slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
