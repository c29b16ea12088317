import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { logFormatOf, loggerOptions } from './logger';

// Logs are JSON lines wherever a program reads them, pretty only for a person at a terminal.

describe('the log format', () => {
  it('is pretty for a person at a terminal outside production', () => {
    expect(logFormatOf({ env: 'development', forced: undefined, isTTY: true })).toBe('pretty');
    expect(logFormatOf({ env: 'test', forced: undefined, isTTY: true })).toBe('pretty');
  });

  it('is JSON in production, even at a terminal', () => {
    expect(logFormatOf({ env: 'production', forced: undefined, isTTY: true })).toBe('json');
    expect(logFormatOf({ env: 'production', forced: undefined, isTTY: false })).toBe('json');
  });

  it('is JSON when stdout is not a terminal (a container, a pipe, a file)', () => {
    expect(logFormatOf({ env: 'development', forced: undefined, isTTY: false })).toBe('json');
  });

  it('is what LOG_FORMAT says when it is set', () => {
    expect(logFormatOf({ env: 'production', forced: 'pretty', isTTY: false })).toBe('pretty');
    expect(logFormatOf({ env: 'development', forced: 'json', isTTY: true })).toBe('json');
  });

  it('reaches the logger: pino-pretty only when the rule says pretty', () => {
    const dev = loadConfig({ NODE_ENV: 'development' });
    const transportOf = (options: unknown) => (options as { transport?: { target: string } }).transport;
    expect(transportOf(loggerOptions(dev, undefined, true))?.target).toBe('pino-pretty');
    expect(transportOf(loggerOptions(dev, undefined, false))).toBeUndefined();
    const forced = loadConfig({ NODE_ENV: 'development', LOG_FORMAT: 'json' });
    expect(transportOf(loggerOptions(forced, undefined, true))).toBeUndefined();
  });

  it('refuses any other LOG_FORMAT', () => {
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
  });
});
