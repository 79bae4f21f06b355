import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it.each([
    ['Aire Acondicionado', 'aire-acondicionado'],
    ['Climatización Radiante', 'climatizacion-radiante'],
    ['Frío & Calor', 'frio-and-calor'],
    ['R&D', 'r-and-d'],
    ['  Easy_Zone   Pro  ', 'easy-zone-pro'],
    ['Año 2024: ¡Nuevo!', 'ano-2024-nuevo'],
    ['a -- b __ c', 'a-b-c'],
    ['--Edge--', 'edge'],
    ['Ça va? Très bien.', 'ca-va-tres-bien'],
    ['!!!', ''],
  ])('%j -> %j', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it('produces slugs the isSlug rule accepts', () => {
    for (const input of ['Termostato Blueface Zero', 'Über & Außen_Test', ' 3 x 4 ']) {
      expect(slugify(input)).toMatch(/^[a-z0-9]+(?:[-.][a-z0-9]+)*$/);
    }
  });
});
