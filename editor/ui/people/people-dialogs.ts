// The People menu's dialogs, one chunk loaded when the owner first opens one (see lazy-part.tsx).
export { ActivityDialog } from './ActivityDialog';
export { ApiKeysDialog } from './ApiKeysDialog';
export { ContributorsDialog } from './ContributorsDialog';
