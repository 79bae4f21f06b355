import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { byteCounterText } from './byte-limit.ts';

const t = ((key: string, params: Record<string, number>) =>
  `${key} ${JSON.stringify(params)}`) as unknown as TFunction;

describe('byteCounterText', () => {
  it('counts down UTF-8 bytes, not characters', () => {
    // 14 characters, 15 bytes ("ó" takes two).
    expect(byteCounterText(t, 'climatización', 250)).toEqual({
      text: 'kit.form.bytesLeft {"left":236,"limit":250}',
      over: false,
    });
  });

  it('says how many bytes are over the limit', () => {
    expect(byteCounterText(t, '€€€€', 10)).toEqual({
      text: 'kit.form.bytesOver {"over":2,"limit":10}',
      over: true,
    });
  });
});
