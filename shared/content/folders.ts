// Folder behaviours: spec site-and-editor.md §3 (index, redirect, none) and §4
// ("A folder item is clickable if behaviour is missing, index or redirect").
// The numeric codes are the reference template engine's FolderBehavior enum.

export const FOLDER_BEHAVIORS = ['index', 'redirect', 'none'] as const;
export type FolderBehavior = (typeof FOLDER_BEHAVIORS)[number];

export const FolderBehaviorCode: Readonly<Record<FolderBehavior, number>> = {
  index: 1,
  redirect: 2,
  none: 3,
};

export function folderBehaviorFromCode(code: number): FolderBehavior | undefined {
  return FOLDER_BEHAVIORS.find((behavior) => FolderBehaviorCode[behavior] === code);
}

export function isFolderClickable(behavior: FolderBehavior | undefined): boolean {
  return behavior !== 'none';
}
