import { afterEach, describe, expect, it } from 'vitest';
import { loadJitsiApi, VIDEO_UNREACHABLE } from './jitsi.js';

afterEach(() => {
  delete window.JitsiMeetExternalAPI;
  document.head.querySelectorAll('script').forEach((s) => s.remove());
});

describe('loading the Jitsi script', () => {
  it('adds https://{domain}/external_api.js once and resolves with the API when it loads', async () => {
    const first = loadJitsiApi('meet.example.lk');
    const second = loadJitsiApi('meet.example.lk');
    expect(second).toBe(first);
    const scripts = document.head.querySelectorAll('script[src="https://meet.example.lk/external_api.js"]');
    expect(scripts).toHaveLength(1);
    window.JitsiMeetExternalAPI = function Api() {};
    scripts[0].onload();
    await expect(first).resolves.toBe(window.JitsiMeetExternalAPI);
  });

  it('rejects with a plain message when the script fails, and can be tried again', async () => {
    const attempt = loadJitsiApi('offline.example.lk');
    document.head.querySelector('script').onerror();
    await expect(attempt).rejects.toThrow(VIDEO_UNREACHABLE);
    expect(document.head.querySelector('script')).toBeNull();
    const retry = loadJitsiApi('offline.example.lk');
    expect(retry).not.toBe(attempt);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    document.head.querySelector('script').onerror();
    await expect(retry).rejects.toThrow(VIDEO_UNREACHABLE);
  });

  it('gives up after the time limit', async () => {
    await expect(loadJitsiApi('slow.example.lk', { timeoutMs: 10 })).rejects.toThrow(VIDEO_UNREACHABLE);
  });
});
