import { describe, expect, it } from 'vitest';
import { articles, articleVolume } from './articles.ts';

const derived = (key: string) => articles.fields.find((field) => field.key === key)!.derive!;

describe("an article's volumes in its form", () => {
  it('follow the dimensions as typed, by the rule the server stores them with', () => {
    const volume = derived('volume');
    expect(volume.from).toEqual(['width', 'height', 'depth']);
    expect(volume.value([120, 80, 30])).toBe(articleVolume(120, 80, 30));
    expect(volume.value(['120', '80', '30'])).toBe(0.000288);
    // A decimal comma as typed in Spanish, and a dimension still missing.
    expect(volume.value(['120,5', '80', '30'])).toBe(articleVolume(120.5, 80, 30));
    expect(volume.value(['120', '', '30'])).toBeNull();
    expect(volume.value([120, 80, 'abc'])).toBeNull();
    expect(derived('real_volume').from).toEqual(['real_width', 'real_height', 'real_depth']);
  });
});
