import { createDirtyState, type DirtyState } from './dirty-state';

// One dirty state per page: every screen marks the same title, favicon and leave-confirmation.
let shared: DirtyState | undefined;

/** The page's instance; the shell calls its setTitle instead of writing document.title. */
export function getDirtyState(): DirtyState {
  shared ??= createDirtyState();
  return shared;
}

/** `set(dirty)` of the page's dirty state, e.g. `useDirtyState()(form.formState.isDirty)` in an effect. */
export function useDirtyState(): (dirty: boolean) => void {
  return getDirtyState().set;
}
