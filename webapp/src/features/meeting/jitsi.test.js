import { afterEach, describe, expect, it } from 'vitest';
import { loadJitsiApi, VIDEO_UNREACHABLE } from './jitsi.js';

afterEach(() => {
  delete window.JitsiMeetExternalAPI;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('loading the Jitsi script', () => {
  it('adds the room\'s scriptUrl once and resolves with the API when it loads', async () => {
    const first = loadJitsiApi('https://8x8.vc/vpaas-magic-cookie-1/external_api.js');
    const second = loadJitsiApi('https://8x8.vc/vpaas-magic-cookie-1/external_api.js');
    expect(second).toBe(first);
    const scripts = document.head.querySelectorAll('script[src="https://8x8.vc/vpaas-magic-cookie-1/external_api.js"]');
    expect(scripts).toHaveLength(1);
    window.JitsiMeetExternalAPI = function Api() {};
    scripts[0].onload();
    await expect(first).resolves.toBe(window.JitsiMeetExternalAPI);
  });

  it('rejects with a plain message when the script fails, and can be tried again', async () => {
    const attempt = loadJitsiApi('https://offline.example.lk/external_api.js');
    document.head.querySelector('script').onerror();
    await expect(attempt).rejects.toThrow(VIDEO_UNREACHABLE);
    expect(document.head.querySelector('script')).toBeNull();
    const retry = loadJitsiApi('https://offline.example.lk/external_api.js');
    expect(retry).not.toBe(attempt);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    document.head.querySelector('script').onerror();
    await expect(retry).rejects.toThrow(VIDEO_UNREACHABLE);
  });

  it('gives up after the time limit', async () => {
    await expect(loadJitsiApi('https://slow.example.lk/external_api.js', { timeoutMs: 10 })).rejects.toThrow(VIDEO_UNREACHABLE);
  });
});
