import { describe, expect, it } from 'vitest';
import { SECTIONS } from './sections';

describe('the back office sections', () => {
  it('each has an address of its own, and the landing (the first) opens for every role', () => {
    const paths = SECTIONS.map((s) => s.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(SECTIONS[0]!.role).toBe('viewer');
  });
});
