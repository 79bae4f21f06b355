/**
 * Settings whose default depends on the mode: demo mode (embedded database, known passwords) listens
 * on this machine only and publishes its API docs; production listens on every interface (a container
 * behind its proxy) and shows the API docs to signed-in users only.
 */
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://board@db/board',
  API_KEYS: 'a-key-of-our-own',
};

describe('HOST', () => {
  it('is 127.0.0.1 in demo mode unless set: nobody on the network signs in with the demo passwords', () => {
    const demo = loadConfig({});
    expect(demo.demo).toBe(true);
    expect(demo.HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('is 0.0.0.0 with a database of its own (production or development) unless set', () => {
    expect(loadConfig(PRODUCTION).HOST).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: PRODUCTION.DATABASE_URL, API_KEYS: 'k' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });
});

describe('API_DOCS', () => {
  it('is open in demo and development, signed-in in production, as set otherwise', () => {
    expect(loadConfig({}).API_DOCS).toBe('open');
    expect(loadConfig({ DATABASE_URL: PRODUCTION.DATABASE_URL, API_KEYS: 'k' }).API_DOCS).toBe('open');
    expect(loadConfig(PRODUCTION).API_DOCS).toBe('signed-in');
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'off' }).API_DOCS).toBe('off');
    expect(() => loadConfig({ API_DOCS: 'public' })).toThrow(/API_DOCS/);
  });
});
