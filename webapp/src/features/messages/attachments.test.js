import { describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES, attachmentProblem, formatBytes, unreadFor } from './attachments.js';

const file = (name, type, size) => ({ name, type, size });

describe('a picked attachment', () => {
  it('is a PDF, PNG or JPEG of at most 10 MB', () => {
    expect(attachmentProblem(file('contract.pdf', 'application/pdf', 1000))).toBeNull();
    expect(attachmentProblem(file('scan.JPG', '', 1000))).toBeNull();
    expect(attachmentProblem(file('photo.png', 'image/png', MAX_ATTACHMENT_BYTES))).toBeNull();
  });

  it('over 10 MB or of another kind is refused before any upload', () => {
    expect(attachmentProblem(file('big.pdf', 'application/pdf', MAX_ATTACHMENT_BYTES + 1))).toBe('tooLarge');
    expect(attachmentProblem(file('page.html', 'text/html', 10))).toBe('wrongType');
    expect(attachmentProblem(file('run.exe', 'application/octet-stream', 10))).toBe('wrongType');
  });
});

describe('sizes and counts', () => {
  it('says sizes the way people do', () => {
    expect(formatBytes(820 * 1024, 'en')).toBe('820 KB');
    expect(formatBytes(300, 'en')).toBe('1 KB');
    expect(formatBytes(2.45 * 1024 * 1024, 'en')).toBe('2.5 MB');
  });

  it('reads one booking’s unread count from the server’s map, 0 when absent', () => {
    const unread = { total: 3, byBooking: { 12: 2, 15: 1 } };
    expect(unreadFor(unread, 12)).toBe(2);
    expect(unreadFor(unread, '15')).toBe(1);
    expect(unreadFor(unread, 99)).toBe(0);
    expect(unreadFor(undefined, 12)).toBe(0);
  });
});
