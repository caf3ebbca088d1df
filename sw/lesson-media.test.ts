// Proves saved lesson media is answered from the cache, byte range by byte range, and everything else goes to the network.
import { describe, expect, it, vi } from 'vitest';
import { answerFromMediaCache, isLessonMediaRequest } from './lesson-media';

// Workbox's development logger reads the worker's `self` and `navigator`, which Node 20 lacks: give it `self`, keep it quiet.
vi.hoisted(() => {
  Object.assign(globalThis, { self: globalThis, __WB_DISABLE_DEV_LOGS: true });
});

const VIDEO_URL = 'https://cdn.example.org/lessons/intro.mp4';
const BYTES = new TextEncoder().encode('0123456789abcdef');

function cacheHolding(url: string, response: Response): Pick<Cache, 'match'> {
  return { match: async (asked: RequestInfo | URL) => (String(asked instanceof Request ? asked.url : asked) === url ? response.clone() : undefined) };
}

describe('isLessonMediaRequest', () => {
  it('takes what a video or audio element asks for, and media files by extension', () => {
    expect(isLessonMediaRequest({ method: 'GET', destination: 'video' }, new URL('https://x.org/watch?id=1'))).toBe(true);
    expect(isLessonMediaRequest({ method: 'GET', destination: 'audio' }, new URL('https://x.org/a'))).toBe(true);
    expect(isLessonMediaRequest({ method: 'GET', destination: '' }, new URL(VIDEO_URL))).toBe(true);
    expect(isLessonMediaRequest({ method: 'GET', destination: '' }, new URL('https://x.org/clip.WEBM'))).toBe(true);
  });

  it('leaves pages, scripts, images and writes alone', () => {
    expect(isLessonMediaRequest({ method: 'GET', destination: 'document' }, new URL('https://x.org/dashboard'))).toBe(false);
    expect(isLessonMediaRequest({ method: 'GET', destination: 'script' }, new URL('https://x.org/assets/index.js'))).toBe(false);
    expect(isLessonMediaRequest({ method: 'GET', destination: 'image' }, new URL('https://x.org/thumb.png'))).toBe(false);
    expect(isLessonMediaRequest({ method: 'POST', destination: '' }, new URL(VIDEO_URL))).toBe(false);
  });
});

describe('answerFromMediaCache', () => {
  const saved = () => new Response(BYTES, { headers: { 'content-type': 'video/mp4' } });

  it('answers a range request with exactly those bytes of the saved copy, without the network', async () => {
    const network = vi.fn(async () => new Response('network', { status: 200 }));
    const response = await answerFromMediaCache(new Request(VIDEO_URL, { headers: { range: 'bytes=2-5' } }), cacheHolding(VIDEO_URL, saved()), network);
    expect(response.status).toBe(206);
    expect(response.headers.get('content-range')).toBe(`bytes 2-5/${BYTES.length}`);
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe('2345');
    expect(network).not.toHaveBeenCalled();
  });

  it('answers an open-ended range up to the last byte', async () => {
    const response = await answerFromMediaCache(new Request(VIDEO_URL, { headers: { range: 'bytes=10-' } }), cacheHolding(VIDEO_URL, saved()), vi.fn());
    expect(response.status).toBe(206);
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe('abcdef');
  });

  it('answers a whole request with the whole saved copy', async () => {
    const response = await answerFromMediaCache(new Request(VIDEO_URL), cacheHolding(VIDEO_URL, saved()), vi.fn());
    expect(response.status).toBe(200);
    expect(new TextDecoder().decode(await response.arrayBuffer())).toBe('0123456789abcdef');
  });

  it('says 416 for a range past the end instead of inventing bytes', async () => {
    const response = await answerFromMediaCache(new Request(VIDEO_URL, { headers: { range: 'bytes=100-200' } }), cacheHolding(VIDEO_URL, saved()), vi.fn());
    expect(response.status).toBe(416);
  });

  it('goes to the network for media that was never saved, and stores nothing', async () => {
    const network = vi.fn(async () => new Response('streamed', { status: 200 }));
    const other = 'https://cdn.example.org/lessons/other.mp4';
    const response = await answerFromMediaCache(new Request(other, { headers: { range: 'bytes=0-' } }), cacheHolding(VIDEO_URL, saved()), network);
    expect(network).toHaveBeenCalledOnce();
    expect(await response.text()).toBe('streamed');
  });
});
