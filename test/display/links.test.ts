import { describe, expect, it } from 'vitest';
import { reachableUrl } from '../../display/links.ts';

describe('the control link shown to phones', () => {
  const lan = ['http://192.168.1.20:8080'];

  it('moves a loopback origin to the service network address', () => {
    for (const host of ['localhost', '127.0.0.1', '[::1]']) {
      expect(reachableUrl(`http://${host}:8080/control?token=abc`, lan)).toBe(
        'http://192.168.1.20:8080/control?token=abc',
      );
    }
  });

  it('keeps an origin phones can already reach, and a loopback one when the service knows no other', () => {
    expect(reachableUrl('http://table.local:8080/control?token=abc', lan)).toBe(
      'http://table.local:8080/control?token=abc',
    );
    expect(reachableUrl('http://localhost:8080/control?token=abc', [])).toBe(
      'http://localhost:8080/control?token=abc',
    );
  });
});
