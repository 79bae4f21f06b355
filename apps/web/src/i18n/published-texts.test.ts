import { beforeAll, describe, expect, it, vi } from 'vitest';

const get = vi.fn();
vi.mock('../api/gateway.ts', () => ({ gateway: { get } }));
vi.mock('../session/session-storage.ts', () => ({ storedToken: () => 'Bearer test' }));

const { i18n, initI18n, loadAllMessages } = await import('./i18n.ts');
const { appliedTextsVersion, loadPublishedTexts } = await import('./published-texts.ts');

const answer = (version: number, texts: Record<string, string>) => ({
  ok: true,
  status: 200,
  content: { version, locale: 'es', texts },
});

describe('published translations over the bundle', () => {
  beforeAll(async () => {
    get.mockResolvedValueOnce(answer(1, { 'menu.translations': 'Textos' }));
    await initI18n('es');
    await loadAllMessages();
  });

  it('are laid over the signed-in bundle as it loads', () => {
    expect(get).toHaveBeenCalledWith('msdashboard.v1/translations/published', {
      query: { locale: 'es' },
      expireOnUnauthorized: false,
    });
    expect(i18n.t('menu.translations')).toBe('Textos');
    expect(appliedTextsVersion()).toBe(1);
  });

  it('follow a new publication, giving a text whose override went away its bundle’s text back', async () => {
    get.mockResolvedValueOnce(
      answer(2, { 'kit.table.resetFilters': 'Limpiar filtros', 'no.such.key': 'Made up' }),
    );
    await loadPublishedTexts({ force: true });
    expect(i18n.t('kit.table.resetFilters')).toBe('Limpiar filtros');
    expect(i18n.t('menu.translations')).toBe('Traducciones');
    // A key the bundle does not have is not made up.
    expect(i18n.exists('no.such.key')).toBe(false);
    expect(appliedTextsVersion()).toBe(2);
  });

  it('are asked again only once a minute unless forced, and kept when the call fails', async () => {
    const calls = get.mock.calls.length;
    await loadPublishedTexts();
    expect(get.mock.calls.length).toBe(calls);
    get.mockResolvedValueOnce({ ok: false, status: 500, content: { message: 'down' } });
    await loadPublishedTexts({ force: true });
    expect(i18n.t('kit.table.resetFilters')).toBe('Limpiar filtros');
    get.mockResolvedValueOnce(answer(3, {}));
    await loadPublishedTexts({ force: true });
    expect(i18n.t('kit.table.resetFilters')).toBe('Quitar filtros');
  });
});
