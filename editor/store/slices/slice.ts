// The type each slice of the store is written against (zustand with the immer middleware).
import type { StateCreator } from 'zustand';
import type { EditorStore } from '../engine';

export type Slice<T> = StateCreator<EditorStore, [['zustand/immer', never]], [], T>;
