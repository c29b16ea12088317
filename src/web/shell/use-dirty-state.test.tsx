import { renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { getDirtyState, useDirtyState } from './use-dirty-state';

afterEach(() => {
  vi.restoreAllMocks();
});

it('gives every caller the set of the one dirty state of the page', () => {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null); // jsdom has no canvas
  const first = renderHook(() => useDirtyState()).result.current;
  const second = renderHook(() => useDirtyState()).result.current;
  expect(first).toBe(second);

  first(true);
  expect(getDirtyState().isDirty()).toBe(true);
  second(false);
  expect(getDirtyState().isDirty()).toBe(false);
});
