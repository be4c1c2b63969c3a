// Undo and redo (the history itself is pure data, see ../history.ts).
import { travel } from '../engine';
import { emptyHistory, type History } from '../history';
import type { EditorActions, EditorData } from '../types';
import type { ViewState } from '../view';
import type { Slice } from './slice';

type HistoryData = Pick<EditorData, 'canUndo' | 'canRedo'> & {
  readonly history: History<ViewState>;
};

export const createHistorySlice: Slice<HistoryData & Pick<EditorActions, 'undo' | 'redo'>> = (
  set,
  get,
) => ({
  history: emptyHistory<ViewState>(),
  canUndo: false,
  canRedo: false,
  undo: () => travel(get, set, 'undo'),
  redo: () => travel(get, set, 'redo'),
});
