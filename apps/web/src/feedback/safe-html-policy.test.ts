import { describe, expect, it } from 'vitest';
import { isAllowedTag, isDroppedWithContent, isSafeAttribute } from './safe-html-policy.ts';

describe('HTML of confirmation messages', () => {
  it('keeps formatting and links', () => {
    for (const tag of ['b', 'STRONG', 'p', 'br', 'ul', 'li', 'a']) expect(isAllowedTag(tag)).toBe(true);
  });

  it('drops scripts, styles and embedded documents with their content', () => {
    for (const tag of ['script', 'style', 'iframe', 'svg', 'object']) {
      expect(isAllowedTag(tag)).toBe(false);
      expect(isDroppedWithContent(tag)).toBe(true);
    }
    expect(isAllowedTag('img')).toBe(false);
    expect(isDroppedWithContent('img')).toBe(false);
  });

  it('keeps web, mail and in-app links only, and no event handlers', () => {
    expect(isSafeAttribute('a', 'href', 'https://example.com')).toBe(true);
    expect(isSafeAttribute('a', 'href', 'mailto:sat@example.com')).toBe(true);
    expect(isSafeAttribute('a', 'href', '/ranges')).toBe(true);
    expect(isSafeAttribute('a', 'href', ' javascript:alert(1)')).toBe(false);
    expect(isSafeAttribute('a', 'href', '//evil.example.com')).toBe(false);
    expect(isSafeAttribute('a', 'onclick', 'x()')).toBe(false);
    expect(isSafeAttribute('span', 'style', 'color:red')).toBe(false);
    expect(isSafeAttribute('b', 'class', 'highlight')).toBe(true);
  });
});
