import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text.ts';

const OWN_IMAGE = '/files/0b7f2c1e-8a8e-4c59-9f3a-0d3c2f6e9b11.png';

describe('sanitizeRichText', () => {
  it('removes scripts with their content', () => {
    expect(sanitizeRichText('<p>Antes</p><script>alert(1)</script><p>Después</p>')).toBe(
      '<p>Antes</p><p>Después</p>',
    );
    expect(sanitizeRichText('<SCRIPT src="//evil.example/x.js"></SCRIPT>ok')).toBe('ok');
  });

  it('removes event handlers', () => {
    expect(sanitizeRichText('<p onclick="steal()">Texto</p>')).toBe('<p>Texto</p>');
    expect(sanitizeRichText(`<img src="${OWN_IMAGE}" onerror="steal()">`)).toBe(`<img src="${OWN_IMAGE}" />`);
  });

  it('removes javascript: and data: URLs from links', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer nofollow">x</a>',
    );
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).not.toMatch(/javascript/i);
    expect(sanitizeRichText('<a href="data:text/html,<script>1</script>">x</a>')).not.toContain('data:');
  });

  it('removes style injection: style tags, style and class attributes', () => {
    expect(
      sanitizeRichText('<style>body{display:none}</style><p style="position:fixed" class="x">Hola</p>'),
    ).toBe('<p>Hola</p>');
  });

  it('removes frames, forms and images from other hosts', () => {
    expect(sanitizeRichText('<iframe src="https://evil.example"></iframe><form><input></form>t')).toBe('t');
    expect(sanitizeRichText('<img src="https://tracker.example/pixel.gif">')).toBe('');
    expect(sanitizeRichText('<img src="/files/../../etc/passwd">')).toBe('');
  });

  it('keeps the formatting the editor produces: headings, lists, emphasis, code, quotes, rules', () => {
    const html =
      '<h2>Instalación</h2><p><strong>Nota</strong>: <em>antes</em> de <u>empezar</u>, <s>nunca</s> <code>reset</code></p>' +
      '<ul><li><p>Uno</p></li></ul><ol start="3"><li><p>Tres</p></li></ol><blockquote><p>Cita</p></blockquote>' +
      '<pre><code>make install</code></pre><hr /><p>línea<br />nueva</p>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('keeps links (opened safely) and images from our own storage', () => {
    expect(sanitizeRichText('<a href="https://www.example.com/manual" target="_blank">Manual</a>')).toBe(
      '<a href="https://www.example.com/manual" target="_blank" rel="noopener noreferrer nofollow">Manual</a>',
    );
    expect(sanitizeRichText('<a href="mailto:soporte@example.com">Soporte</a>')).toContain('href="mailto:');
    expect(sanitizeRichText(`<img src="${OWN_IMAGE}" alt="Esquema">`)).toBe(
      `<img src="${OWN_IMAGE}" alt="Esquema" />`,
    );
  });
});
